import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import { dashboardConstants, dashboardMessages, type Paginated } from '@ensemble/contracts';
import { PagedTable, type PagedTableProps, type QueryStatus } from '@ensemble/shared-ui';

/** A widget's page (spec 3 §9: dashboard widgets 10 a page, paged by the API). */
export function useWidgetPage() {
  const [page, setPage] = useState(1);
  return {
    page,
    setPage,
    pageSize: dashboardConstants.pageSize,
    onTableChange: (pagination: { current?: number }) => setPage(pagination.current ?? 1),
  };
}

export type WidgetPage = ReturnType<typeof useWidgetPage>;

type WidgetQuery<T> = QueryStatus & {
  isFetching: boolean;
  data?: Paginated<T>;
  currentData?: Paginated<T>;
};

export interface WidgetTableProps<T> extends Omit<
  PagedTableProps<T>,
  'query' | 'rows' | 'total' | 'state' | 'emptyText' | 'errorTitle'
> {
  paging: WidgetPage;
  query: WidgetQuery<T>;
  emptyText: string;
}

/**
 * A widget's list: 10 rows a page from the API (a pager once there is a second page), a skeleton on the first
 * load, the spinner while a page or a refresh loads, its empty text, and 'Unable to load data' with Retry.
 */
export function WidgetTable<T extends object>({ paging, query, emptyText, ...table }: WidgetTableProps<T>) {
  const served = query.currentData;
  const { page, setPage, pageSize } = paging;
  // A page left empty (its last rows removed, or fewer rows by a refresh) gives way to the last page there is.
  useEffect(() => {
    if (served && served.results.length === 0 && page > 1)
      setPage(Math.max(1, Math.ceil(served.count / pageSize)));
  }, [served, page, pageSize, setPage]);

  return (
    <PagedTable<T>
      size="small"
      scroll={{ x: 'max-content' }}
      {...table}
      query={query}
      rows={query.data?.results}
      total={query.data?.count}
      state={paging}
      loading={query.isFetching && !query.isLoading}
      errorTitle={dashboardMessages.unableToLoad}
      errorDetail={false}
      emptyText={query.isLoading ? <Skeleton active title={false} paragraph={{ rows: 3 }} /> : emptyText}
      pagination={{ size: 'small', hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}
