import { Descriptions, Drawer, Tag, Typography } from 'antd';
import type { OutboxMessage } from '@ensemble/contracts';
import { useIsMobile } from '@ensemble/shared-ui';
import { formatDate } from './format';
import { ReplyForm } from './ReplyForm';

/** The whole message; HTML is shown in a sandboxed frame so its scripts and links cannot reach the suite. */
export function MessageDrawer(props: {
  organizationId: number;
  message: OutboxMessage | null;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const m = props.message;
  return (
    <Drawer
      open={m != null}
      onClose={props.onClose}
      size={isMobile ? '100%' : 720}
      title={m ? (m.channel === 'email' ? m.subject || '(no subject)' : `Text message to ${m.to}`) : ''}
      destroyOnHidden
    >
      {m ? (
        <div data-testid="outbox-message">
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Date">{formatDate(m.created_at)}</Descriptions.Item>
            <Descriptions.Item label="Channel">
              <Tag color={m.channel === 'email' ? 'blue' : 'green'}>
                {m.channel === 'email' ? 'Email' : 'SMS'}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="From">{m.from}</Descriptions.Item>
            <Descriptions.Item label="To">{m.to}</Descriptions.Item>
            {m.subject ? <Descriptions.Item label="Subject">{m.subject}</Descriptions.Item> : null}
            <Descriptions.Item label="Category">{m.category}</Descriptions.Item>
          </Descriptions>
          {m.html ? (
            <iframe
              title="Message content"
              sandbox=""
              srcDoc={m.html}
              style={{
                width: '100%',
                height: 480,
                border: '1px solid #f0f0f0',
                borderRadius: 6,
                background: '#fff',
              }}
            />
          ) : null}
          {m.html ? (
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              Text version
            </Typography.Title>
          ) : null}
          <Typography.Paragraph>
            <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>{m.text}</pre>
          </Typography.Paragraph>
          {m.channel === 'email' && m.message_id && m.category === 'campaign' ? (
            <ReplyForm organizationId={props.organizationId} message={m} />
          ) : null}
        </div>
      ) : null}
    </Drawer>
  );
}
