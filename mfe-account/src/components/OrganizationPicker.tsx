import { useState } from 'react';
import { Avatar, Flex, Input, Spin, Tag, theme } from 'antd';
import { limits, pageSizes, type Organization } from '@ensemble/contracts';
import { useDebouncedValue } from '@ensemble/shared-ui';
import { useGetOrganizationsQuery } from '../api/organizationsApi';
import { OrganizationItems, OrganizationNameAndEmail, OrganizationPages } from './OrganizationItems';

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
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), limits.searchDebounceMs);
  const [paging, setPaging] = useState({ search: '', page: 1 });
  // A new search starts again at its first page.
  const page = paging.search === debounced ? paging.page : 1;
  const perPage = pageSizes.organizationPicker;
  const query = useGetOrganizationsQuery({
    page,
    per_page: perPage,
    search: debounced || undefined,
  });

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
      <OrganizationItems
        query={query}
        loading={
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        }
        renderItem={(org) => (
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
                <OrganizationNameAndEmail organization={org} small />
              </span>
              {org.id === currentId ? <Tag color="blue">Current</Tag> : null}
            </button>
          </li>
        )}
      />
      <OrganizationPages
        shown={!!query.data && query.data.count > perPage}
        page={page}
        perPage={perPage}
        total={query.data?.count ?? 0}
        onChange={(next) => setPaging({ search: debounced, page: next })}
      />
    </div>
  );
}
