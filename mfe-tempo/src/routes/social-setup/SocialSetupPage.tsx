import { useParams } from 'react-router-dom';
import { Button, Col, Row } from 'antd';
import { NotFound, PageHeader, homePathFor, navigateTo, parseId } from '@ensemble/shared-ui';
import { CampaignCard } from './CampaignCard';
import { ConnectedAccountsCard } from './ConnectedAccountsCard';
import { PostLogsCard } from './PostLogsCard';
import { RssFeedsCard } from './RssFeedsCard';

/**
 * /tempo/social-setup/:organizationId (spec 3 §2 'Campaign settings'), where the social edition's first-time setup
 * lands (spec 2 §2): the connected accounts, the campaign (Start/Pause, posts per day, weekdays), the RSS feeds it
 * draws drafts from, and the post logs.
 */
export function SocialSetupPage() {
  const organizationId = parseId(useParams().organizationId);
  if (organizationId == null) return <NotFound />;

  return (
    <section aria-label="Campaign settings" style={{ maxWidth: 1200 }}>
      <PageHeader
        title="Campaign settings"
        extra={
          <Button onClick={() => navigateTo(homePathFor(organizationId, 'social'))}>
            Go to the social campaign
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <ConnectedAccountsCard organizationId={organizationId} />
        </Col>
        <Col xs={24} lg={14}>
          <CampaignCard organizationId={organizationId} />
        </Col>
        <Col xs={24}>
          <RssFeedsCard organizationId={organizationId} />
        </Col>
        <Col xs={24}>
          <PostLogsCard organizationId={organizationId} />
        </Col>
      </Row>
    </section>
  );
}
