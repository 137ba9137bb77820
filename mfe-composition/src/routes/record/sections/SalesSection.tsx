import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type useFormik } from 'formik';
import {
  defaultCloseDate,
  leadSalesConstants,
  leadSalesMessages,
  type Sale,
  saleLabels,
  saleSchema,
} from '@ensemble/contracts';
import {
  FormField,
  FormModal,
  type ItemModal,
  SelectField,
  TextField,
  useConfirmDelete,
  useItemForm,
  useItemModal,
} from '@ensemble/shared-ui';
import {
  useAddLeadSaleMutation,
  useDeleteLeadSaleMutation,
  useLeadSalesQuery,
  useSaleServicesQuery,
  useUpdateLeadSaleMutation,
} from '../../../api/leadSalesApi';
import { actionsColumn, RowActions, SectionTable, SectionToolbar } from './parts';
import type { RecordSectionProps } from './types';

type Labels = ReturnType<typeof saleLabels>;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (n: number | null | undefined) => usd.format(Number(n ?? 0));

interface SaleValues {
  sale_date: string;
  close_date: string;
  amount: string;
  service: number | null;
  carrier: string;
}

function DateInput(props: {
  formik: ReturnType<typeof useFormik<SaleValues>>;
  name: keyof SaleValues;
  label: string;
}) {
  const id = `sale-${props.name}`;
  return (
    <FormField formik={props.formik} name={props.name} label={props.label} id={id}>
      <Input
        id={id}
        name={props.name}
        type="date"
        value={String(props.formik.values[props.name] ?? '')}
        onChange={props.formik.handleChange}
        onBlur={props.formik.handleBlur}
      />
    </FormField>
  );
}

/** Add or edit a sale (spec 2 §2 Modal forms 'sale'); a new sale closes tomorrow by default. */
function SaleFormModal(props: {
  organizationId: number;
  leadId: number;
  labels: Labels;
  modal: ItemModal<Sale>;
}) {
  const { leadId, labels, modal } = props;
  const sale = modal.item;
  const [add] = useAddLeadSaleMutation();
  const [update] = useUpdateLeadSaleMutation();
  const services = useSaleServicesQuery(props.organizationId, { skip: !modal.open });
  const title = sale ? 'Edit sale' : 'Add sale';
  const formik = useItemForm<Sale, SaleValues, NonNullable<ReturnType<typeof saleSchema.cast>>>({
    item: sale,
    initialValues: {
      sale_date: sale?.sale_date ?? '',
      close_date: sale ? (sale.close_date ?? '') : defaultCloseDate(),
      amount: sale ? String(sale.amount) : '',
      service: sale?.service ?? null,
      carrier: sale?.carrier ?? '',
    },
    schema: saleSchema,
    save: (body, sale) => (sale ? update({ leadId, id: sale.id, body }) : add({ leadId, body })).unwrap(),
    saved: { create: leadSalesMessages.added, edit: leadSalesMessages.updated },
    onClose: modal.close,
  });
  const options = (services.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  return (
    <FormModal open={modal.open} title={title} formik={formik} onClose={modal.close}>
      <DateInput formik={formik} name="sale_date" label={labels.saleDate} />
      <DateInput formik={formik} name="close_date" label={labels.closeDate} />
      <TextField
        formik={formik}
        name="amount"
        id="sale-amount"
        label={labels.amount}
        inputMode="decimal"
        required
      />
      <SelectField
        formik={formik}
        name="service"
        id="sale-service"
        label={labels.service}
        options={options}
        loading={services.isLoading}
        notFoundContent={services.isError ? 'Services could not be loaded' : 'No services'}
        searchable
        allowClear
      />
      <TextField
        formik={formik}
        name="carrier"
        id="sale-carrier"
        label={labels.carrier}
        maxLength={leadSalesConstants.carrierMax}
      />
    </FormModal>
  );
}

/**
 * A client's sales (spec 2 §2 'Sales (clients)'): the last 3 previewed, all on demand, with the total. A lead
 * imported from the agency system (imported = 2) reads as policies: Effective Date, Expiration Date, Premium.
 */
export function SalesSection({ organizationId, stage, lead }: RecordSectionProps) {
  const labels = saleLabels(lead.imported);
  const [showAll, setShowAll] = useState(false);
  const form = useItemModal<Sale>();
  const sales = useLeadSalesQuery(lead.id);
  const [remove] = useDeleteLeadSaleMutation();
  const all = sales.data ?? [];
  const shown = showAll ? all : all.slice(0, leadSalesConstants.previewCount);
  const canChange = stage === 'Client';

  const confirmDelete = useConfirmDelete<Sale>({
    title: 'Delete sale',
    remove: (s) => remove({ leadId: lead.id, id: s.id }).unwrap(),
    deleted: leadSalesMessages.deleted,
  });

  const columns: ColumnsType<Sale> = [
    {
      title: labels.saleDate,
      dataIndex: 'sale_date',
      key: 'sale_date',
      render: (v: string | null) => v ?? '—',
    },
    {
      title: labels.closeDate,
      dataIndex: 'close_date',
      key: 'close_date',
      render: (v: string | null) => v ?? '—',
    },
    { title: labels.amount, dataIndex: 'amount', key: 'amount', render: (v: number) => formatMoney(v) },
    {
      title: labels.service,
      dataIndex: 'service_name',
      key: 'service',
      render: (v: string | null) => v ?? '—',
    },
    { title: labels.carrier, dataIndex: 'carrier', key: 'carrier', render: (v: string | null) => v ?? '—' },
    ...(canChange
      ? [
          actionsColumn((s: Sale) => (
            <RowActions
              name={`sale ${s.id}`}
              onEdit={() => form.edit(s)}
              onDelete={() => confirmDelete.ask(s)}
            />
          )),
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <SectionToolbar
        start={
          <Typography.Text strong data-testid="total-sales">
            Total sales: {formatMoney(lead.total_sales)}
          </Typography.Text>
        }
        add={canChange ? { label: 'Add sale', onClick: form.create } : undefined}
      />
      <SectionTable<Sale>
        columns={columns}
        rows={shown}
        query={sales}
        items="Sales"
        emptyText={leadSalesMessages.noSales}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label="Sales"
        data-testid="lead-sales"
      />
      {!sales.isError && all.length > leadSalesConstants.previewCount ? (
        <Button onClick={() => setShowAll((v) => !v)} style={{ alignSelf: 'flex-start' }}>
          {showAll ? 'Show less' : `Show all (${all.length})`}
        </Button>
      ) : null}
      <SaleFormModal organizationId={organizationId} leadId={lead.id} labels={labels} modal={form} />
      {confirmDelete.modal}
    </Flex>
  );
}
