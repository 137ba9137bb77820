import { Button, Flex, Skeleton, Space, Typography } from 'antd';
import { MailOutlined, MessageOutlined, PhoneOutlined, InboxOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { leadsMessages, nextFollowUp, prospectActivityRoutes } from '@ensemble/contracts';
import { navigateTo, useNotify } from '@ensemble/shared-ui';
import { useFollowUpsQuery } from '../../../api/leadFollowUpsApi';
import { emailUrl, smsUrl } from '../../../leads/shortcuts';
import { DATE_FORMAT } from './calendar/TwoMonthDatePicker';
import type { RecordSectionProps } from './types';

/** A prospect's next follow-up date and its outreach shortcuts (spec 2 §2 'Activities'). */
export function ActivitiesSection({ organizationId, lead }: RecordSectionProps) {
  const notify = useNotify();
  const followUps = useFollowUpsQuery({ organizationId, leadId: lead.id, ordering: 'date' });
  const next = nextFollowUp(followUps.data ?? []);

  const go = (url: string | null, missing: string) => {
    if (url) navigateTo(url);
    else notify.error(missing);
  };

  let nextText: string;
  if (followUps.isError) nextText = 'Could not be loaded';
  else if (next) nextText = dayjs(next.date).format(DATE_FORMAT);
  else nextText = 'None';

  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">Next follow-up date: </Typography.Text>
        {followUps.isLoading ? (
          <Skeleton.Input active size="small" />
        ) : (
          <Typography.Text strong data-testid="next-follow-up">
            {nextText}
          </Typography.Text>
        )}
        {next ? <Typography.Text type="secondary"> — {next.text}</Typography.Text> : null}
      </div>
      <Space wrap>
        <Button
          icon={<MailOutlined />}
          onClick={() => go(emailUrl(organizationId, lead), leadsMessages.leadNoEmail)}
        >
          Send email
        </Button>
        <Button
          icon={<MessageOutlined />}
          onClick={() => go(smsUrl(organizationId, lead), leadsMessages.prospectNoPhone)}
        >
          Send sms
        </Button>
        {lead.cell_phone ? (
          <Button icon={<PhoneOutlined />} href={prospectActivityRoutes.call(lead.cell_phone)}>
            Make a call
          </Button>
        ) : (
          <Button icon={<PhoneOutlined />} disabled title={leadsMessages.prospectNoPhone}>
            Make a call
          </Button>
        )}
        <Button
          icon={<InboxOutlined />}
          onClick={() => navigateTo(prospectActivityRoutes.inbox(organizationId, lead.id))}
        >
          Open inbox
        </Button>
      </Space>
    </Flex>
  );
}
