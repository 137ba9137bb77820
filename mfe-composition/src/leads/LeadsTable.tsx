import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Typography, type TableColumnsType } from 'antd';
import type { LeadRecord } from '@ensemble/contracts';
import { PagedTable, type QueryStatus } from '@ensemble/shared-ui';
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
  /** The page of contacts (its `results` and `count`). */
  query: QueryStatus & { isFetching: boolean; data?: { results: LeadRecord[]; count: number } };
  list: LeadListState;
  selection: LeadSelectionState;
  emptyText: string;
  /** The search box: its placeholder and accessible name. */
  search: { placeholder: string; label?: string };
  /** Buttons on the right of the search. */
  toolbar?: ReactNode;
  /** Between the search and the table (a bulk job's progress, the selection's notices). */
  beforeTable?: ReactNode;
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
  const { selection } = props;
  const rows = props.query.data?.results ?? [];
  const total = props.query.data?.count ?? 0;
  const selectedIds = new Set(selection.ids);
  const wholePage = rows.length > 0 && rows.every((r) => selectedIds.has(r.id));
  const count = selection.count(total);

  const notices = (
    <>
      {props.beforeTable}
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
    </>
  );
  return <LeadsGrid {...props} beforeTable={notices} />;
}

/** The table itself (or its error with retry): server paging and sorting through `list`, rows picked into `selection`. */
export function LeadsGrid(props: LeadsGridProps) {
  const { list, selection } = props;
  const rows = props.query.data?.results ?? [];
  return (
    <PagedTable<LeadRecord>
      data-testid={props.testId}
      rowKey="id"
      columns={props.columns}
      query={props.query}
      errorTitle="Unable to get contacts"
      errorDetail={false}
      emptyText={props.emptyText}
      plainEmpty
      state={list}
      pageSizes={LEAD_PAGE_SIZES}
      search={props.search}
      toolbar={props.toolbar}
      beforeTable={props.beforeTable}
      rowSelection={{
        // With every contact of the list selected, each page shows its rows ticked.
        selectedRowKeys: selection.all ? rows.map((r) => r.id) : selection.ids,
        preserveSelectedRowKeys: true,
        onChange: (_keys, picked) => selection.setRows(picked.filter((r): r is LeadRecord => !!r)),
      }}
      scroll={{ x: true }}
    />
  );
}
