import { useParams } from 'react-router-dom';
import { Button, Card, Skeleton } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { messages } from '@ensemble/contracts';
import {
  EmptyState,
  ErrorPanel,
  NotFound,
  PageHeader,
  apiErrorMessage,
  errorStatus,
  navigateTo,
  parseId,
} from '@ensemble/shared-ui';
import { useOrganizationQuery } from '../../api/organizationApi';

/** /dashboard/:organizationId — the organization's dashboard (spec 3 §2). Widgets arrive with contacts. */
export function DashboardPage() {
  const organizationId = parseId(useParams().organizationId);
  const org = useOrganizationQuery(organizationId ?? 0, { skip: organizationId == null });

  if (organizationId == null) return <NotFound />;
  if (org.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (org.isError) {
    const status = errorStatus(org.error);
    return (
      <ErrorPanel
        title={status === 404 ? messages.unableToFetchOrganization : 'The dashboard could not be loaded'}
        description={status === 404 ? undefined : apiErrorMessage(org.error)}
        onRetry={status === 404 ? undefined : () => void org.refetch()}
      />
    );
  }

  return (
    <section aria-label="Dashboard">
      <PageHeader title="Dashboard" subtitle={org.data?.name} />
      <Card>
        <EmptyState
          description="Your dashboard fills up as you add contacts and send messages"
          action={
            org.data?.is_owner ? (
              <Button
                type="primary"
                icon={<MailOutlined />}
                onClick={() => navigateTo(`/tempo/outbox/${organizationId}`)}
              >
                Open the outbox
              </Button>
            ) : undefined
          }
        />
      </Card>
    </section>
  );
}
