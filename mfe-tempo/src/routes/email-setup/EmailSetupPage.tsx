import { Card, Flex, Typography } from 'antd';
import { EmptyState, NotFound, PageHeader, useEdition, useSession } from '@ensemble/shared-ui';
import { useSendingDomainQuery } from '../../api/emailSetupApi';
import { Loaded } from '../organization-settings/shared/Loaded';
import { DnsRecordsStep } from './DnsRecordsStep';
import { DomainStep } from './DomainStep';
import { SenderStep } from './SenderStep';

/**
 * `/tempo/emailing-setup` (spec 3 §2 'Email setup page'): the current organization's sending domain in three
 * steps: authenticate it (domain and IP), publish and verify its DNS records, then add the sender identity at it.
 */
export function EmailSetupPage() {
  const { organizationId } = useSession();
  const edition = useEdition();
  const domain = useSendingDomainQuery(organizationId ?? 0, {
    skip: organizationId == null || edition === 'social',
  });
  // The social edition sends no email.
  if (edition === 'social') return <NotFound />;
  if (organizationId == null) return <EmptyState description="Choose an organization first" />;

  return (
    <section aria-label="Email setup" style={{ maxWidth: 960 }}>
      <PageHeader title="Email setup" />
      <Loaded query={domain} errorTitle="Unable to load the email setup">
        {(d) => (
          <Flex vertical gap={16}>
            <Card title="Step 1 Domain Authentication" data-testid="email-setup-domain">
              <DomainStep organizationId={organizationId} domain={d} />
            </Card>
            <Card title="Step 2 DNS Records" data-testid="email-setup-dns">
              {d.domain ? (
                <DnsRecordsStep organizationId={organizationId} domain={d} />
              ) : (
                <Typography.Text type="secondary">
                  Authenticate a domain first: its records to publish show here.
                </Typography.Text>
              )}
            </Card>
            <Card title="Step 3 Add Sender identity" data-testid="email-setup-sender">
              {d.domain ? (
                <SenderStep organizationId={organizationId} domain={d} />
              ) : (
                <Typography.Text type="secondary">
                  Authenticate a domain first: the sender's address is at it.
                </Typography.Text>
              )}
            </Card>
          </Flex>
        )}
      </Loaded>
    </section>
  );
}
