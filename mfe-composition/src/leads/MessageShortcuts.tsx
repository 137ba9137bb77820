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
  return (
    <>
      <Tooltip title="SMS">
        <Button
          size="small"
          icon={<MessageOutlined />}
          aria-label={`Send SMS to ${name}`}
          onClick={() => go(smsUrl(organizationId, lead), props.noPhone)}
        />
      </Tooltip>
      <Tooltip title="Email">
        <Button
          size="small"
          icon={<MailOutlined />}
          aria-label={`Send email to ${name}`}
          onClick={() => go(emailUrl(organizationId, lead), props.noEmail)}
        />
      </Tooltip>
    </>
  );
}
