import type { ReactNode } from 'react';
import { Flex, Input, Table, type TablePaginationConfig, type TableProps } from 'antd';
import { apiErrorMessage } from './api-errors';
import { EmptyState, ErrorPanel } from './components';
import type { QueryStatus } from './QueryStates';
import type { PagedTableState } from './usePagedTableState';
import { useIsMobile } from './useIsMobile';

/** Rows of a list paged in the browser (a record's notes, say) before it shows a pager. */
const CLIENT_PAGE_SIZE = 10;

export interface PagedTableProps<T> extends Omit<
  TableProps<T>,
  'dataSource' | 'loading' | 'locale' | 'pagination' | 'onChange'
> {
  /**
   * The rows of the current page (or every row of a list paged in the browser); by default the `results` of the
   * query's page.
   */
  rows?: readonly T[] | undefined;
  /** The server's count (by default the `count` of the query's page): with `state`, the table pages on the server. */
  total?: number;
  /**
   * The list's query: its error replaces the table (with `errorTitle`), its fetching shows the spinner, and its
   * data, when a `{ results, count }` page, gives the rows and the total.
   */
  query?: QueryStatus & { isFetching?: boolean; data?: unknown };
  /** Overrides the query's fetching state. */
  loading?: boolean;
  /** The error panel's title, e.g. 'Unable to get sources'; without it an error leaves the table in place. */
  errorTitle?: string;
  /** The API's words under the error title (default true). */
  errorDetail?: boolean;
  /** The empty text: a string shows the empty image with it, unless `plainEmpty`. */
  emptyText?: ReactNode;
  plainEmpty?: boolean;
  /** Page, page size, sort and search of a server-paged list (usePagedTableState). */
  state?: Pick<PagedTableState, 'page' | 'pageSize' | 'onTableChange'> &
    Partial<Pick<PagedTableState, 'searchInput' | 'setSearchInput'>>;
  /** The page sizes offered; without them there is no size changer. */
  pageSizes?: (number | string)[];
  /** A search box over the table (needs `state`); its accessible name is `label`, or else the placeholder. */
  search?: { placeholder: string; label?: string; maxWidth?: number };
  /** Buttons on the right of the search row. */
  toolbar?: ReactNode;
  /** Shown between the search row and the table (a filter, a switch). */
  beforeTable?: ReactNode;
  /** Horizontal scroll width on a phone (default: the table's own `scroll`). */
  mobileScrollX?: number;
  /**
   * Merged over the computed pager (or false for none). Without `state` the rows are paged in the browser, 10 a
   * page, once there are more than 10.
   */
  pagination?: TablePaginationConfig | false;
}

function pageOf<T>(data: unknown): { results: readonly T[]; count: number } | undefined {
  return data && typeof data === 'object' && 'results' in data && 'count' in data
    ? (data as { results: readonly T[]; count: number })
    : undefined;
}

/**
 * One list: optional search row, then the error panel (with Retry) or the antd table with its loading spinner,
 * empty state, sorting, pages and page sizes. Server paging follows usePagedTableState (spec 2 §2: a new search,
 * sort or page size goes back to page 1).
 */
export function PagedTable<T extends object>({
  rows,
  total,
  query,
  loading,
  errorTitle,
  errorDetail = true,
  emptyText,
  plainEmpty = false,
  state,
  pageSizes,
  search,
  toolbar,
  beforeTable,
  mobileScrollX,
  pagination,
  scroll,
  ...tableProps
}: PagedTableProps<T>) {
  const mobile = useIsMobile();
  const served = pageOf<T>(query?.data);
  const data = rows ?? served?.results ?? [];
  total ??= served?.count;
  const setSearch = state?.setSearchInput;

  const header =
    (search && setSearch) || toolbar ? (
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        {search && setSearch ? (
          <Input.Search
            allowClear
            placeholder={search.placeholder}
            aria-label={search.label ?? search.placeholder}
            value={state?.searchInput ?? ''}
            onChange={(e) => setSearch(e.target.value)}
            style={{ maxWidth: mobile ? undefined : (search.maxWidth ?? 320) }}
          />
        ) : null}
        {toolbar ? (
          <Flex gap={8} wrap style={{ marginLeft: 'auto' }}>
            {toolbar}
          </Flex>
        ) : null}
      </Flex>
    ) : null;

  if (query?.isError && errorTitle) {
    return (
      <>
        {header}
        {beforeTable}
        <ErrorPanel
          title={errorTitle}
          description={errorDetail ? apiErrorMessage(query.error) : undefined}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }

  let pager: TablePaginationConfig | false;
  if (pagination === false) pager = false;
  else if (state) {
    pager = {
      current: state.page,
      pageSize: state.pageSize,
      total: total ?? data.length,
      showSizeChanger: !!pageSizes,
      pageSizeOptions: pageSizes,
      ...pagination,
    };
  } else if (pagination) pager = pagination;
  else
    pager = data.length > CLIENT_PAGE_SIZE ? { pageSize: CLIENT_PAGE_SIZE, showSizeChanger: false } : false;

  const empty =
    typeof emptyText === 'string' && !plainEmpty ? <EmptyState description={emptyText} /> : emptyText;

  return (
    <>
      {header}
      {beforeTable}
      <Table<T>
        {...tableProps}
        dataSource={data as T[]}
        loading={loading ?? query?.isFetching ?? query?.isLoading ?? false}
        locale={empty === undefined ? undefined : { emptyText: empty }}
        pagination={pager}
        scroll={mobile && mobileScrollX ? { x: mobileScrollX } : scroll}
        onChange={
          state ? (p, _filters, sorter, extra) => state.onTableChange<T>(p, sorter, extra.action) : undefined
        }
      />
    </>
  );
}
