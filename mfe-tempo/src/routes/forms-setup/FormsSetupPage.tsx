import { Flex } from 'antd';
import { EmptyState, NotFound, PageHeader, useEdition, useSession } from '@ensemble/shared-ui';
import { SmsUsersCard } from './SmsUsersCard';
import { WebFormTagsCard } from './WebFormTagsCard';
import { WebhookCard } from './WebhookCard';

/**
 * `/tempo/forms-setup` (spec 3 §2 'Forms setup'): for the current organization, the webhook URL its website's forms
 * post to, the users texted about each new web-form lead, and the tags those leads get.
 */
export function FormsSetupPage() {
  const { organizationId } = useSession();
  const edition = useEdition();
  // The social edition has no contacts to capture nor texts to send.
  if (edition === 'social') return <NotFound />;
  if (organizationId == null) return <EmptyState description="Choose an organization first" />;

  return (
    <section aria-label="Forms setup" style={{ maxWidth: 960 }}>
      <PageHeader title="Forms setup" />
      <Flex vertical gap={16}>
        <WebhookCard organizationId={organizationId} />
        <SmsUsersCard organizationId={organizationId} />
        <WebFormTagsCard organizationId={organizationId} />
      </Flex>
    </section>
  );
}
