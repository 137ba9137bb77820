import type { ReactNode } from 'react';
import { Alert, Flex, Tag, Typography } from 'antd';

/**
 * One two-factor method on the account settings page (spec 1 §5): its name with an Enabled/Disabled tag, what
 * it asks for at login, the last error, then the step the member is on.
 */
export function TwoFactorMethod({
  id,
  title,
  enabled,
  description,
  banner,
  children,
}: {
  /** The section's test id; its title's id is `${id}-title`. */
  id: string;
  title: string;
  enabled: boolean;
  description: string;
  banner: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} id={`${id}-title`} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Tag color={enabled ? 'green' : undefined}>{enabled ? 'Enabled' : 'Disabled'}</Tag>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {description}
      </Typography.Paragraph>
      {banner ? (
        <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 12 }} />
      ) : null}
      {children}
    </section>
  );
}
