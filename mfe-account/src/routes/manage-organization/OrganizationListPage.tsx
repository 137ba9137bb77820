import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Skeleton } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { pageSizes } from '@ensemble/contracts';
import { PageHeader, useSession } from '@ensemble/shared-ui';
import { useGetOrganizationsQuery } from '../../api/organizationsApi';
import {
  OrganizationItems,
  OrganizationNameAndEmail,
  OrganizationPages,
} from '../../components/OrganizationItems';
import { OrganizationLogo } from './OrganizationInitials';
import { editOrganizationUrl } from './paths';

/** Spec 1 §2: the edit area's organization list, 20 per page, each with logo, name, email and Edit. */
export default function OrganizationListPage() {
  const { access } = useSession();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const perPage = pageSizes.organizationList;
  const query = useGetOrganizationsQuery({ page, per_page: perPage }, { skip: !access });

  if (!access) return <Navigate to="/" replace />;

  // Spec 1 §2: paginated when the total exceeds what is loaded.
  const data = query.data;
  const paginated = !!data && (data.count > data.results.length || page > 1);

  return (
    <div style={{ maxWidth: 860 }}>
      <PageHeader title="Manage organizations" subtitle="Organizations you belong to" />
      <OrganizationItems
        query={query}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
        renderItem={(org) => (
          <li key={org.id} aria-label={org.name} style={{ marginBottom: 12 }}>
            <Card size="small">
              <Flex align="center" gap={12}>
                <OrganizationLogo organization={org} />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <OrganizationNameAndEmail organization={org} />
                </div>
                <Button icon={<EditOutlined />} onClick={() => navigate(editOrganizationUrl(org.id))}>
                  Edit
                </Button>
              </Flex>
            </Card>
          </li>
        )}
      />
      <OrganizationPages
        shown={paginated}
        page={page}
        perPage={perPage}
        total={data?.count ?? 0}
        onChange={setPage}
      />
    </div>
  );
}
