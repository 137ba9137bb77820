import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { LeadRecord } from '@ensemble/contracts';
import { ErrorPanel } from '@ensemble/shared-ui';
import { LEAD_PAGE_SIZES, type LeadListState } from './useLeadListState';

/** Picked rows (kept across pages), or every contact of the list (`all`: the server resolves them). */
export interface LeadSelection {
  rows: LeadRecord[];
  all: boolean;
}

export function useLeadSelection() {
  const [selection, setSelection] = useState<LeadSelection>({ rows: [], all: false });
  // Stable, so callbacks that clear the selection (a bulk job's end) need not change with it.
  const actions = useMemo(
    () => ({
      setRows: (rows: LeadRecord[]) => setSelection({ rows, all: false }),
      selectAll: () => setSelection((s) => ({ ...s, all: true })),
      clear: () => setSelection({ rows: [], all: false }),
    }),
    [],
  );
  return {
    ...selection,
    ...actions,
    ids: selection.rows.map((r) => r.id),
    count: (total: number) => (selection.all ? total : selection.rows.length),
  };
}
export type LeadSelectionState = ReturnType<typeof useLeadSelection>;

export interface LeadsGridProps {
  testId: string;
  columns: TableColumnsType<LeadRecord>;
  rows: LeadRecord[];
  total: number;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  list: LeadListState;
  selection: LeadSelectionState;
  emptyText: string;
}

export interface LeadsTableProps extends LeadsGridProps {
  /** The bulk actions, shown while contacts are selected. */
  bulkActions?: ReactNode;
}

/**
 * A server-paged, sortable contact table with row selection (spec 2 §2). When the whole page is picked and the
 * list is longer, it offers "Select all N", which the bulk actions send as `{ all: true }`.
 */
export function LeadsTable(props: LeadsTableProps) {
  const { selection, rows, total } = props;
  const selectedIds = new Set(selection.ids);
  const wholePage = rows.length > 0 && rows.every((r) => selectedIds.has(r.id));
  const count = selection.count(total);

  return (
    <>
      {count > 0 ? (
        <Flex
          align="center"
          gap={8}
          wrap
          role="toolbar"
          aria-label="Bulk actions"
          style={{ marginBottom: 12 }}
        >
          <Typography.Text strong data-testid="selected-count">
            {count} selected
          </Typography.Text>
          {props.bulkActions}
          <Button type="link" onClick={selection.clear}>
            Clear selection
          </Button>
        </Flex>
      ) : null}
      {wholePage && total > rows.length ? (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={
            selection.all ? (
              <span>All {total} contacts are selected.</span>
            ) : (
              <span>
                All {rows.length} contacts on this page are selected.{' '}
                <Button type="link" size="small" onClick={selection.selectAll} style={{ padding: 0 }}>
                  Select all {total}
                </Button>
              </span>
            )
          }
        />
      ) : null}
      <LeadsGrid {...props} />
    </>
  );
}

/** The table itself (or its error with retry): server paging and sorting through `list`, rows picked into `selection`. */
export function LeadsGrid(props: LeadsGridProps) {
  const { list, selection, rows, total } = props;
  if (props.error) return <ErrorPanel title="Unable to get contacts" onRetry={props.onRetry} />;
  return (
    <Table<LeadRecord>
      data-testid={props.testId}
      rowKey="id"
      columns={props.columns}
      dataSource={rows}
      loading={props.loading}
      locale={{ emptyText: props.emptyText }}
      rowSelection={{
        // With every contact of the list selected, each page shows its rows ticked.
        selectedRowKeys: selection.all ? rows.map((r) => r.id) : selection.ids,
        preserveSelectedRowKeys: true,
        onChange: (_keys, picked) => selection.setRows(picked.filter((r): r is LeadRecord => !!r)),
      }}
      onChange={(pagination, _filters, sorter, extra) => list.onTableChange(pagination, sorter, extra.action)}
      pagination={{
        current: list.page,
        pageSize: list.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: LEAD_PAGE_SIZES,
      }}
      scroll={{ x: true }}
    />
  );
}
