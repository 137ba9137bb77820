import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiErrorMessage } from './api-errors';
import { EmptyState, ErrorPanel } from './components';

/** The part of an RTK Query result that decides what a list shows. */
export interface QueryStatus {
  isError: boolean;
  isLoading: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
}

export interface QueryStatesProps {
  query: QueryStatus;
  /** The error panel's title, e.g. 'Notes could not be loaded'. */
  errorTitle: string;
  /** Rows of the loading skeleton; false leaves loading to the children (a table's own spinner). */
  skeletonRows?: number | false;
  /** When true (and loaded), the empty state replaces the children. */
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}

/** A list's error (with Retry), loading, empty and loaded states, in that order. */
export function QueryStates({
  query,
  errorTitle,
  skeletonRows = 2,
  empty = false,
  emptyText,
  children,
}: QueryStatesProps) {
  if (query.isError) {
    return (
      <ErrorPanel
        title={errorTitle}
        description={apiErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isLoading && skeletonRows !== false)
    return <Skeleton active paragraph={{ rows: skeletonRows }} />;
  if (empty && !query.isLoading && emptyText !== undefined) return <EmptyState description={emptyText} />;
  return <>{children}</>;
}
