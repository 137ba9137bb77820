import { useParams } from 'react-router-dom';
import { Button, Card, Flex, Typography } from 'antd';
import { NotFound, PageHeader, homePathFor, navigateTo, parseId } from '@ensemble/shared-ui';

/**
 * /tempo/social-setup/:organizationId — the social campaign's settings (spec 3 §2), where the social
 * edition's first-time setup lands (spec 2 §2). Connected accounts, posting frequency, weekdays, RSS feeds
 * and post logs come with the social issue; until then the page says so and leads on, never a dead end.
 */
export function SocialSetupPage() {
  const organizationId = parseId(useParams().organizationId);
  if (organizationId == null) return <NotFound />;

  return (
    <section aria-label="Campaign settings" style={{ maxWidth: 880 }}>
      <PageHeader title="Campaign settings" />
      <Card>
        <Typography.Paragraph>
          Your organization is set up. This is where your social campaign will be configured: the social
          accounts it posts to, how many posts a day and on which weekdays, and the RSS feeds it draws from.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" data-testid="social-setup-unavailable">
          These settings are not available in this version yet, so nothing is posted for now.
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => navigateTo(homePathFor(organizationId, 'social'))}>
            Go to the social campaign
          </Button>
          <Button onClick={() => navigateTo('/tempo/organization-settings')}>Organization settings</Button>
        </Flex>
      </Card>
    </section>
  );
}
