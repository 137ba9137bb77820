import { useState } from 'react';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import {
  billingConstants,
  billingMessages,
  billingPaths,
  type Invoice,
  type Organization,
} from '@ensemble/contracts';
import {
  getRuntimeConfig,
  session,
  useNotify,
  errorMessage,
  errorStatus,
  PagedTable,
  usePagedTableState,
} from '@ensemble/shared-ui';
import {
  useGetInvoicesQuery,
  useGetPaymentMethodQuery,
  useRetryInvoiceMutation,
} from '../../../api/billingApi';
import { CardBrandLogo, cardBrandName } from '../../../billing/CardBrandLogo';
import { CardFormModal } from '../../../billing/CardFormModal';
import { centsWithDecimals, formatDate } from '../../../billing/format';

/** Spec 1 §4: only paid reads Paid; open, draft, uncollectible and void read Not Paid. */
export function invoiceStatusLabel(invoice: Pick<Invoice, 'status'>): string {
  return invoice.status === 'paid' ? billingMessages.paid : billingMessages.notPaid;
}

/**
 * The PDF endpoint needs the bearer token, which a plain link cannot send: fetch it as a blob and open
 * that. The window is opened first (inside the click) so pop-up blockers let it through.
 */
export async function openInvoicePdf(organizationId: number, invoiceId: string): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(
      `${getRuntimeConfig().apiBaseUrl}${billingPaths.invoicePdf(organizationId, invoiceId)}`,
      {
        headers: { Authorization: `Bearer ${session.get().access ?? ''}` },
      },
    );
    if (!response.ok) throw new Error(String(response.status));
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    return true;
  } catch {
    tab?.close();
    return false;
  }
}

function CardPanel({ organizationId }: { organizationId: number }) {
  const card = useGetPaymentMethodQuery(organizationId);
  const [editing, setEditing] = useState(false);
  let body;
  if (card.isLoading) body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (card.data)
    body = (
      <Flex align="center" gap={12} data-testid="card-on-file">
        <CardBrandLogo brand={card.data.brand} height={28} />
        <Typography.Text strong>{cardBrandName(card.data.brand)}</Typography.Text>
        <Typography.Text>•••• {card.data.last4}</Typography.Text>
        <Typography.Text type="secondary">
          exp {String(card.data.exp_month).padStart(2, '0')}/
          {String(card.data.exp_year % 100).padStart(2, '0')}
        </Typography.Text>
      </Flex>
    );
  else
    body = (
      <Typography.Text type="secondary">
        {errorStatus(card.error) === 404 ? 'No card on file' : billingMessages.unableToGetPaymentMethod}
      </Typography.Text>
    );
  return (
    <Card
      title="Payment method"
      extra={
        <Button onClick={() => setEditing(true)} disabled={card.isLoading}>
          {card.data ? 'Edit' : 'Add card'}
        </Button>
      }
    >
      {body}
      <CardFormModal
        open={editing}
        organizationId={organizationId}
        mode="edit"
        onCancel={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    </Card>
  );
}

function InvoicesTable({ organizationId }: { organizationId: number }) {
  const notify = useNotify();
  const paging = usePagedTableState({ pageSize: billingConstants.invoicesPageSize, debounceMs: 0 });
  const invoices = useGetInvoicesQuery({ orgId: organizationId, page: paging.page });
  const [retry] = useRetryInvoiceMutation();
  const [retrying, setRetrying] = useState<string | null>(null);

  const onRetry = async (invoice: Invoice) => {
    setRetrying(invoice.id);
    const result = await retry({ orgId: organizationId, invoiceId: invoice.id });
    setRetrying(null);
    if (result.error) notify.error(errorMessage(result.error, billingMessages.cardDeclined));
    else notify.success(billingMessages.invoicePaid);
  };

  const onPdf = async (invoice: Invoice) => {
    if (!(await openInvoicePdf(organizationId, invoice.id))) notify.error('Unable to open the invoice');
  };

  return (
    <Card title="Invoices">
      <PagedTable<Invoice>
        data-testid="invoices-table"
        rowKey="id"
        query={invoices}
        emptyText={invoices.error ? 'Unable to load invoices' : 'No invoices yet'}
        plainEmpty
        state={paging}
        scroll={{ x: true }}
        columns={[
          { title: 'Transaction ID', key: 'id', render: (_, r) => r.number ?? r.id },
          { title: 'Date', key: 'created', render: (_, r) => formatDate(r.created) },
          {
            title: 'Status',
            key: 'status',
            render: (_, r) => (
              <Tag color={r.status === 'paid' ? 'green' : 'red'}>{invoiceStatusLabel(r)}</Tag>
            ),
          },
          { title: 'Amount due', key: 'amount', render: (_, r) => centsWithDecimals(r.amount_due) },
          {
            title: '',
            key: 'actions',
            render: (_, r) => (
              <Flex gap={8} justify="flex-end">
                {r.status === 'open' ? (
                  <Button
                    size="small"
                    type="primary"
                    loading={retrying === r.id}
                    onClick={() => void onRetry(r)}
                  >
                    Retry payment
                  </Button>
                ) : null}
                <Button size="small" onClick={() => void onPdf(r)}>
                  PDF
                </Button>
              </Flex>
            ),
          },
        ]}
        pagination={{ hideOnSinglePage: true }}
      />
    </Card>
  );
}

export function BillingTab({ organization }: { organization: Organization }) {
  return (
    <Flex vertical gap={16}>
      <CardPanel organizationId={organization.id} />
      <InvoicesTable organizationId={organization.id} />
    </Flex>
  );
}
