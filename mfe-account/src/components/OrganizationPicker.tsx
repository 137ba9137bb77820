import { useState } from 'react';
import { Avatar, Flex, Input, Pagination, Spin, Tag, Typography, theme } from 'antd';
import { limits, messages, pageSizes, type Organization } from '@ensemble/contracts';
import { EmptyState, ErrorPanel, useDebouncedValue, useIsMobile } from '@ensemble/shared-ui';
import { useGetOrganizationsQuery } from '../api/organizationsApi';

interface OrganizationPickerProps {
  onSelect: (organization: Organization) => void;
  /** Marks the organization the user is in now (the switch page). */
  currentId?: number | null;
}

/**
 * Spec 1 §2: searchable, five per page, pagination only when there are more than five,
 * 'No organizations found' when nothing matches.
 */
export function OrganizationPicker({ onSelect, currentId = null }: OrganizationPickerProps) {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), limits.searchDebounceMs);
  const [paging, setPaging] = useState({ search: '', page: 1 });
  // A new search starts again at its first page.
  const page = paging.search === debounced ? paging.page : 1;
  const perPage = pageSizes.organizationPicker;
  const { data, error, isLoading, isFetching, refetch } = useGetOrganizationsQuery({
    page,
    per_page: perPage,
    search: debounced || undefined,
  });

  let body;
  if (isLoading) {
    body = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  } else if (error) {
    body = <ErrorPanel title={messages.unableToGetOrganizations} onRetry={() => void refetch()} />;
  } else if (!data || data.results.length === 0) {
    body = <EmptyState description={messages.noOrganizationsFound} />;
  } else {
    body = (
      <ul
        aria-label="Organizations"
        aria-busy={isFetching}
        style={{ listStyle: 'none', margin: 0, padding: 0, opacity: isFetching ? 0.6 : 1 }}
      >
        {data.results.map((org) => (
          <li key={org.id} style={{ marginBottom: 8 }}>
            <button
              type="button"
              onClick={() => onSelect(org)}
              aria-current={org.id === currentId ? 'true' : undefined}
              style={{
                width: '100%',
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                textAlign: 'left',
                cursor: 'pointer',
                padding: '10px 12px',
                borderRadius: token.borderRadius,
                border: `1px solid ${org.id === currentId ? token.colorPrimary : token.colorBorderSecondary}`,
                background: token.colorBgContainer,
                font: 'inherit',
                color: 'inherit',
              }}
            >
              <Avatar src={org.logo ?? undefined} shape="square" style={{ flex: 'none' }}>
                {org.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <span style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {org.name}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                  {org.email}
                </Typography.Text>
              </span>
              {org.id === currentId ? <Tag color="blue">Current</Tag> : null}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <Input.Search
        aria-label="Search organizations"
        placeholder="Search organizations"
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(value) => setSearch(value)}
        style={{ marginBottom: 16 }}
      />
      {body}
      {data && data.count > perPage ? (
        <nav aria-label="Organization pages" style={{ marginTop: 8 }}>
          <Flex justify="center">
            <Pagination
              current={page}
              pageSize={perPage}
              total={data.count}
              showSizeChanger={false}
              simple={isMobile}
              onChange={(next) => setPaging({ search: debounced, page: next })}
            />
          </Flex>
        </nav>
      ) : null}
    </div>
  );
}
