import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Pagination, Skeleton, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { messages, pageSizes } from '@ensemble/contracts';
import { EmptyState, ErrorPanel, PageHeader, useIsMobile, useSession } from '@ensemble/shared-ui';
import { useGetOrganizationsQuery } from '../../api/organizationsApi';
import { OrganizationLogo } from './OrganizationInitials';
import { editOrganizationUrl } from './paths';

/** Spec 1 §2: the edit area's organization list, 20 per page, each with logo, name, email and Edit. */
export default function OrganizationListPage() {
  const { access } = useSession();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const perPage = pageSizes.organizationList;
  const { data, error, isLoading, isFetching, refetch } = useGetOrganizationsQuery(
    { page, per_page: perPage },
    { skip: !access },
  );

  if (!access) return <Navigate to="/" replace />;

  let body;
  if (isLoading) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
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
          <li key={org.id} aria-label={org.name} style={{ marginBottom: 12 }}>
            <Card size="small">
              <Flex align="center" gap={12}>
                <OrganizationLogo organization={org} />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text strong ellipsis style={{ display: 'block' }}>
                    {org.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                    {org.email}
                  </Typography.Text>
                </div>
                <Button icon={<EditOutlined />} onClick={() => navigate(editOrganizationUrl(org.id))}>
                  Edit
                </Button>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  // Spec 1 §2: paginated when the total exceeds what is loaded.
  const paginated = !!data && (data.count > data.results.length || page > 1);

  return (
    <div style={{ maxWidth: 860 }}>
      <PageHeader title="Manage organizations" subtitle="Organizations you belong to" />
      {body}
      {paginated ? (
        <nav aria-label="Organization pages" style={{ marginTop: 8 }}>
          <Flex justify="center">
            <Pagination
              current={page}
              pageSize={perPage}
              total={data.count}
              showSizeChanger={false}
              simple={isMobile}
              onChange={setPage}
            />
          </Flex>
        </nav>
      ) : null}
    </div>
  );
}
