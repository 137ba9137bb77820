import { Link, Navigate, useParams } from 'react-router-dom';
import { Flex, Skeleton, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { messages } from '@ensemble/contracts';
import {
  ErrorPanel,
  NotFound,
  PageHeader,
  parseId,
  useIsMobile,
  useSession,
  errorStatus,
  useTabParam,
} from '@ensemble/shared-ui';
import { useGetOrganizationQuery } from '../../api/manageOrganizationApi';
import { OrganizationLogo } from './OrganizationInitials';
import { organizationListUrl } from './paths';
import { isUnpaid, manageOrganizationTabs, visibleTabs, type ManageOrganizationTab } from './tabs';

/** `/manage-organization/edit/:id?tab=`: the organization's settings, one tab per area. */
export default function EditOrganizationPage({
  tabs = manageOrganizationTabs,
}: {
  /** The tab set (tests give their own to exercise the visibility rules). */
  tabs?: ManageOrganizationTab[];
}) {
  const { access, organizationId } = useSession();
  const id = parseId(useParams().id);
  const isMobile = useIsMobile();
  const {
    data: organization,
    error,
    isLoading,
    refetch,
  } = useGetOrganizationQuery(id ?? 0, {
    skip: id == null || !access,
  });

  const shown = organization ? visibleTabs(tabs, { isMobile, unpaid: isUnpaid(organization) }) : [];
  const tab = useTabParam(shown.map((t) => t.key));
  const active = shown.find((t) => t.key === tab.active);

  if (!access) return <Navigate to="/" replace />;
  if (id == null) return <NotFound />;

  const back = organizationListUrl(organizationId ?? id);

  let body;
  if (isLoading) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (error || !organization) {
    body =
      errorStatus(error) === 404 ? (
        <NotFound />
      ) : (
        <ErrorPanel title={messages.unableToFetchOrganization} onRetry={() => void refetch()} />
      );
  } else {
    body = (
      <>
        <PageHeader
          title={organization.name}
          subtitle={
            <Flex align="center" gap={8} component="span">
              <OrganizationLogo organization={organization} size={24} />
              <span>{organization.email}</span>
            </Flex>
          }
        />
        <Tabs
          activeKey={active?.key}
          onChange={tab.select}
          items={shown.map((t) => ({
            key: t.key,
            label: t.label,
            children: t.key === active?.key ? t.render(organization) : null,
          }))}
        />
      </>
    );
  }

  return (
    <div style={{ maxWidth: 960 }}>
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        <Link to={back}>
          <ArrowLeftOutlined /> All organizations
        </Link>
      </Typography.Paragraph>
      {body}
    </div>
  );
}
