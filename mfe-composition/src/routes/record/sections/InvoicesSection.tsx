import { useEffect, useState } from 'react';
import { Button, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useFormik } from 'formik';
import {
  invoiceFailureMessage,
  invoicePaidLabel,
  invoiceSchema,
  invoiceSentLabel,
  type LeadInvoice,
  leadInvoicesConstants,
  leadInvoicesMessages,
  leadsMessages,
} from '@ensemble/contracts';
import {
  applyApiErrors,
  FormModal,
  navigateTo,
  TextAreaField,
  TextField,
  useConfirmDelete,
  useNotify,
  usePagedTableState,
} from '@ensemble/shared-ui';
import {
  useCreateLeadInvoiceMutation,
  useDeleteLeadInvoiceMutation,
  useLeadInvoicesQuery,
} from '../../../api/leadInvoicesApi';
import { invoiceEmailUrl } from '../../../leads/shortcuts';
import { formatMoney } from './SalesSection';
import { actionsColumn, RowActions, SectionTable, SectionToolbar } from './parts';
import type { RecordSectionProps } from './types';

/** The failure toast (spec 2 §8): the response's message, else the error's message, else 'Something went wrong'. */
export function invoiceErrorText(error: unknown): string {
  const e = (error ?? {}) as { data?: unknown; error?: unknown; message?: unknown };
  const message = typeof e.error === 'string' ? e.error : typeof e.message === 'string' ? e.message : null;
  return invoiceFailureMessage(e.data, message);
}

interface InvoiceValues {
  amount: string;
  email: string;
  description: string;
  days_until_due: string;
}

/** Create invoice (spec 2 §2 Modal forms 'create invoice'): the email starts as the client's. */
function InvoiceFormModal(props: {
  organizationId: number;
  leadId: number;
  email: string;
  open: boolean;
  onClose: () => void;
}) {
  const [create] = useCreateLeadInvoiceMutation();
  const notify = useNotify();
  const title = 'Create invoice';
  const formik = useFormik<InvoiceValues>({
    initialValues: { amount: '', email: props.email, description: '', days_until_due: '' },
    enableReinitialize: true,
    validationSchema: invoiceSchema.omit(['lead_id']),
    onSubmit: async (values, helpers) => {
      const body = { ...invoiceSchema.omit(['lead_id']).cast(values), lead_id: props.leadId };
      try {
        await create({ orgId: props.organizationId, body }).unwrap();
      } catch (error) {
        const data = (error as { data?: unknown }).data;
        applyApiErrors(data, (e) => helpers.setErrors(e));
        notify.error(invoiceErrorText(error));
        return;
      }
      notify.success(leadInvoicesMessages.created);
      helpers.resetForm();
      props.onClose();
    },
  });
  return (
    <FormModal open={props.open} title={title} formik={formik} onClose={props.onClose} submitLabel="Create">
      <TextField
        formik={formik}
        name="amount"
        id="invoice-amount"
        label="Amount"
        inputMode="decimal"
        required
      />
      <TextField formik={formik} name="email" id="invoice-email" label="Email" type="email" required />
      <TextAreaField
        formik={formik}
        name="description"
        id="invoice-description"
        label="Description"
        rows={3}
        maxLength={leadInvoicesConstants.descriptionMax}
        required
      />
      <TextField
        formik={formik}
        name="days_until_due"
        id="invoice-days"
        label="Days until due"
        inputMode="numeric"
        required
      />
    </FormModal>
  );
}

/**
 * A client's invoices (spec 2 §2 'Invoices (clients)'): created through the payments provider and sent by email
 * and/or SMS; 20 per page with the sent state and Paid / Not Paid.
 */
export function InvoicesSection({ organizationId, stage, lead }: RecordSectionProps) {
  const notify = useNotify();
  const table = usePagedTableState({ pageSize: leadInvoicesConstants.pageSize, debounceMs: 0 });
  const { page, setPage } = table;
  const [creating, setCreating] = useState(false);
  const invoices = useLeadInvoicesQuery({ leadId: lead.id, page });
  const [remove] = useDeleteLeadInvoiceMutation();
  const count = invoices.data?.count ?? 0;

  // A delete that empties the last page steps back one page.
  useEffect(() => {
    const last = Math.max(1, Math.ceil(count / leadInvoicesConstants.pageSize));
    if (invoices.data && page > last) setPage(last);
  }, [count, page, setPage, invoices.data]);

  const confirmDelete = useConfirmDelete<LeadInvoice>({
    title: 'Delete invoice',
    remove: (i) => remove({ leadId: lead.id, id: i.id }).unwrap(),
    deleted: leadInvoicesMessages.deleted,
    failed: invoiceErrorText,
  });

  const columns: ColumnsType<LeadInvoice> = [
    {
      title: 'Created',
      dataIndex: 'created_at',
      key: 'created_at',
      render: (v: string) => dayjs(v).format('MM/DD/YYYY'),
    },
    { title: 'Amount', dataIndex: 'total_amount', key: 'amount', render: (v: number) => formatMoney(v) },
    { title: 'Due in (days)', dataIndex: 'days_until_due', key: 'days' },
    { title: 'Sent', key: 'sent', render: (_: unknown, i) => invoiceSentLabel(i) },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => <Tag color={v === 'paid' ? 'green' : 'default'}>{invoicePaidLabel(v)}</Tag>,
    },
    actionsColumn((i: LeadInvoice) => (
      <RowActions name={`invoice ${i.id}`} onDelete={() => confirmDelete.ask(i)}>
        {i.hosted_url ? (
          <Button
            size="small"
            aria-label={`Send invoice ${i.id} by email`}
            onClick={() => {
              const url = invoiceEmailUrl(organizationId, lead, i.id);
              if (url) navigateTo(url);
              else notify.error(leadsMessages.leadNoEmail);
            }}
          >
            Send by email
          </Button>
        ) : null}
        {i.hosted_url ? (
          <Button size="small" href={i.hosted_url} target="_blank" rel="noopener noreferrer">
            Open
          </Button>
        ) : null}
      </RowActions>
    )),
  ];

  return (
    <Flex vertical gap={12}>
      {stage === 'Client' ? (
        <SectionToolbar add={{ label: 'Create invoice', onClick: () => setCreating(true) }} />
      ) : null}
      <SectionTable<LeadInvoice>
        columns={columns}
        query={invoices}
        items="Invoices"
        emptyText={leadInvoicesMessages.noInvoices}
        state={table}
        pagination={{ hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        aria-label="Invoices"
      />
      <InvoiceFormModal
        organizationId={organizationId}
        leadId={lead.id}
        email={lead.email ?? ''}
        open={creating}
        onClose={() => setCreating(false)}
      />
      {confirmDelete.modal}
    </Flex>
  );
}
