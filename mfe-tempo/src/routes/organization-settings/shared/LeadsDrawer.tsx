import { Drawer, Table, type TableColumnsType } from 'antd';
import type { LeadSummary, Paginated } from '@ensemble/contracts';
import { ErrorPanel } from '@ensemble/shared-ui';

export const LEADS_PAGE_SIZE = 10;

const columns: TableColumnsType<LeadSummary> = [
  { title: 'First name', dataIndex: 'first_name', key: 'first_name' },
  { title: 'Last name', dataIndex: 'last_name', key: 'last_name' },
  { title: 'Company name', dataIndex: 'company_name', key: 'company_name' },
  { title: 'Email', dataIndex: 'email', key: 'email', ellipsis: true },
  { title: 'Cell phone', dataIndex: 'cell_phone', key: 'cell_phone' },
  { title: 'Status', dataIndex: 'fsm_state', key: 'fsm_state' },
];

/** The contacts behind a source, a tag or a representative, paged by the server. */
export function LeadsDrawer(props: {
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
            columns={columns}
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
