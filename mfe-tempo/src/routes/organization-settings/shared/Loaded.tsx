import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { ErrorPanel } from '@ensemble/shared-ui';

/** A settings form's data: a skeleton while it loads, the error title with Retry, then the form. */
export function Loaded<T>(props: {
  query: { isLoading: boolean; isError: boolean; data?: T; refetch: () => unknown };
  errorTitle: string;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const { query } = props;
  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !query.data) {
    return <ErrorPanel title={props.errorTitle} onRetry={() => void query.refetch()} />;
  }
  return <>{props.children(query.data)}</>;
}
