import type { ReactNode } from 'react';
import { Drawer, Table, type TableColumnsType } from 'antd';
import { leadRecordRoute, type LeadSummary, type Paginated } from '@ensemble/contracts';
import { ErrorPanel } from '@ensemble/shared-ui';

export const LEADS_PAGE_SIZE = 10;

/**
 * Spec 2 §4: the contact's bucket (fsm_state) decides which record page opens, in a new tab, so the drawer and
 * the settings tab stay as they were. A contact without a first or last name is opened from its company name.
 */
function columnsFor(organizationId: number): TableColumnsType<LeadSummary> {
  const recordLink = (text: ReactNode, l: LeadSummary) => (
    <a href={leadRecordRoute(organizationId, l)} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
  const nameCell = (text: string | null, l: LeadSummary) => (text ? recordLink(text, l) : null);
  return [
    { title: 'First name', dataIndex: 'first_name', key: 'first_name', render: nameCell },
    { title: 'Last name', dataIndex: 'last_name', key: 'last_name', render: nameCell },
    {
      title: 'Company name',
      dataIndex: 'company_name',
      key: 'company_name',
      render: (text: string | null, l) => (!l.first_name && !l.last_name ? nameCell(text, l) : text),
    },
    { title: 'Email', dataIndex: 'email', key: 'email', ellipsis: true },
    { title: 'Cell phone', dataIndex: 'cell_phone', key: 'cell_phone' },
    { title: 'Status', dataIndex: 'fsm_state', key: 'fsm_state' },
  ];
}

/** The contacts behind a source, a tag or a representative, paged by the server. */
export function LeadsDrawer(props: {
  organizationId: number;
  title: string;
  open: boolean;
  onClose: () => void;
  data: Paginated<LeadSummary> | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  return (
    <Drawer title={props.title} open={props.open} onClose={props.onClose} size="large" destroyOnHidden>
      <div data-testid={props.testId}>
        {props.error ? (
          <ErrorPanel title="Unable to get contacts" onRetry={props.onRetry} />
        ) : (
          <Table<LeadSummary>
            rowKey="id"
            size="small"
            columns={columnsFor(props.organizationId)}
            dataSource={props.data?.results ?? []}
            loading={props.loading}
            locale={{ emptyText: 'No contacts to display' }}
            pagination={{
              current: props.page,
              pageSize: LEADS_PAGE_SIZE,
              total: props.data?.count ?? 0,
              showSizeChanger: false,
              onChange: props.onPage,
            }}
            scroll={{ x: true }}
          />
        )}
      </div>
    </Drawer>
  );
}
