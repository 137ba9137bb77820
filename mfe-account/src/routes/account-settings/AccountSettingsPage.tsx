import { useParams } from 'react-router-dom';
import { Card, Col, Divider, Flex, Row, Spin } from 'antd';
import { ErrorPanel, NotFound, PageHeader, parseId } from '@ensemble/shared-ui';
import { useGetMeQuery } from '../../api/profileApi';
import { Authenticator } from './Authenticator';
import { EmailSignatureCard } from './EmailSignatureCard';
import { ProfileCard } from './ProfileCard';
import { SmsVerification } from './SmsVerification';

/** Spec 1 §2 'Account settings profile'; two-factor settings only for password accounts (spec 1 §6). */
export default function AccountSettingsPage() {
  const organizationId = parseId(useParams().organizationId);
  const me = useGetMeQuery();

  if (organizationId === null) return <NotFound />;
  if (me.isLoading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (!me.data) {
    return <ErrorPanel title="Unable to load your account" onRetry={() => void me.refetch()} />;
  }
  const user = me.data;

  return (
    <div style={{ padding: 'clamp(12px, 3vw, 24px)' }} data-testid="account-settings">
      <PageHeader title="Account settings" subtitle={`${user.first_name} ${user.last_name}`} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <ProfileCard user={user} />
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            {user.provider === 'email' ? (
              <Card title="Two-step verification" data-testid="two-factor-settings">
                <SmsVerification user={user} />
                <Divider />
                <Authenticator user={user} />
              </Card>
            ) : null}
          </Flex>
        </Col>
        <Col xs={24}>
          <EmailSignatureCard organizationId={organizationId} />
        </Col>
      </Row>
    </div>
  );
}
