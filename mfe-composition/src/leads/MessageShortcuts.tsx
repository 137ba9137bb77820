import { Button, Tooltip } from 'antd';
import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import type { LeadRecord } from '@ensemble/contracts';
import { navigateTo, useNotify } from '@ensemble/shared-ui';
import { emailUrl, smsUrl } from './shortcuts';

/**
 * A row's SMS and email shortcuts (spec 2 §5): the send screens need a cell phone or an email; without one the
 * row says so in the stage's words.
 */
export function MessageShortcuts(props: {
  organizationId: number;
  lead: LeadRecord;
  name: string;
  noPhone: string;
  noEmail: string;
}) {
  const { organizationId, lead, name } = props;
  const notify = useNotify();
  const go = (url: string | null, missing: string) => {
    if (url) navigateTo(url);
    else notify.error(missing);
  };
  const shortcuts = [
    {
      kind: 'SMS',
      tip: 'SMS',
      icon: <MessageOutlined />,
      url: smsUrl(organizationId, lead),
      missing: props.noPhone,
    },
    {
      kind: 'email',
      tip: 'Email',
      icon: <MailOutlined />,
      url: emailUrl(organizationId, lead),
      missing: props.noEmail,
    },
  ];
  return (
    <>
      {shortcuts.map((s) => (
        <Tooltip key={s.kind} title={s.tip}>
          <Button
            size="small"
            icon={s.icon}
            aria-label={`Send ${s.kind} to ${name}`}
            onClick={() => go(s.url, s.missing)}
          />
        </Tooltip>
      ))}
    </>
  );
}
