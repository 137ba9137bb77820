import type { ReactNode } from 'react';
import { Flex, Pagination, Typography } from 'antd';
import { messages, type Organization, type Paginated } from '@ensemble/contracts';
import { EmptyState, ErrorPanel, useIsMobile } from '@ensemble/shared-ui';

interface OrganizationsQuery {
  data?: Paginated<Organization>;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Spec 1 §2's organization lists (the picker and Manage organizations): the loading view, the error with Retry,
 * 'No organizations found', or one item per organization, dimmed while the next page loads.
 */
export function OrganizationItems({
  query,
  loading,
  renderItem,
}: {
  query: OrganizationsQuery;
  loading: ReactNode;
  renderItem: (organization: Organization) => ReactNode;
}) {
  const { data, error, isLoading, isFetching, refetch } = query;
  if (isLoading) return <>{loading}</>;
  if (error) return <ErrorPanel title={messages.unableToGetOrganizations} onRetry={() => void refetch()} />;
  if (!data || data.results.length === 0) return <EmptyState description={messages.noOrganizationsFound} />;
  return (
    <ul
      aria-label="Organizations"
      aria-busy={isFetching}
      style={{ listStyle: 'none', margin: 0, padding: 0, opacity: isFetching ? 0.6 : 1 }}
    >
      {data.results.map(renderItem)}
    </ul>
  );
}

/** An organization's name over its email, both cut with an ellipsis in a narrow column. */
export function OrganizationNameAndEmail({
  organization,
  small,
}: {
  organization: Organization;
  small?: boolean;
}) {
  return (
    <>
      <Typography.Text strong ellipsis style={{ display: 'block' }}>
        {organization.name}
      </Typography.Text>
      <Typography.Text
        type="secondary"
        ellipsis
        style={{ display: 'block', ...(small ? { fontSize: 12 } : {}) }}
      >
        {organization.email}
      </Typography.Text>
    </>
  );
}

/** The pages of an organization list, shown only when `shown` (the lists differ on when more pages exist). */
export function OrganizationPages({
  shown,
  page,
  perPage,
  total,
  onChange,
}: {
  shown: boolean;
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const isMobile = useIsMobile();
  if (!shown) return null;
  return (
    <nav aria-label="Organization pages" style={{ marginTop: 8 }}>
      <Flex justify="center">
        <Pagination
          current={page}
          pageSize={perPage}
          total={total}
          showSizeChanger={false}
          simple={isMobile}
          onChange={onChange}
        />
      </Flex>
    </nav>
  );
}
