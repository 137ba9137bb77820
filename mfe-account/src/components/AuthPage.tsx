import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Flex, Typography, theme } from 'antd';
import { paths } from '../routes/paths';

interface AuthPageProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider pages (mailbox, organization picker) pass their own maximum width. */
  maxWidth?: number;
}

/** The full-page frame (no side menu) shared by the sign-in, sign-up and organization-picking screens. */
export function AuthPage({ title, subtitle, children, maxWidth = 440 }: AuthPageProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      justify="center"
      align="flex-start"
      style={{ minHeight: '100vh', padding: '48px 12px', background: token.colorBgLayout }}
    >
      <Card style={{ width: '100%', maxWidth }} styles={{ body: { padding: 'clamp(16px, 5vw, 32px)' } }}>
        <Typography.Text type="secondary" strong style={{ letterSpacing: 1 }}>
          ENSEMBLE
        </Typography.Text>
        <Typography.Title level={2} style={{ marginTop: 8 }}>
          {title}
        </Typography.Title>
        {subtitle ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
            {subtitle}
          </Typography.Paragraph>
        ) : null}
        {children}
      </Card>
    </Flex>
  );
}

/** The line under an account screen's form that leads to another screen (log in, sign up). */
export function AuthFooter({ children }: { children: ReactNode }) {
  return (
    <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
      {children}
    </Typography.Paragraph>
  );
}

export function BackToLogin() {
  return (
    <AuthFooter>
      <Link to={paths.login}>Back to log in</Link>
    </AuthFooter>
  );
}
