import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Col, Flex, Form, Input, Row, Spin, Tabs, Typography, theme } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { OutboxMessage } from '@ensemble/contracts';
import { EmptyState, ErrorPanel, errorStatus, useTabParam } from '@ensemble/shared-ui';
import { useGetMailboxQuery } from '../../api/mailboxApi';
import { AuthPage } from '../../components/AuthPage';
import { mailboxUrl, paths } from '../paths';
import { PhonePanel } from './PhonePanel';

export const MAILBOX_DISABLED = 'The local mailbox is not enabled on this deployment';
export const MAILBOX_EMPTY = 'No messages for this address';

/**
 * Mail bodies are untrusted HTML: the frame gets no scripts and no same-origin access, and its links open in
 * the top window (a verification or reset link must land in the suite, not inside the frame).
 */
export const MAIL_FRAME_SANDBOX = 'allow-top-navigation-by-user-activation allow-popups';

export function mailFrameDocument(html: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8"><base target="_top">' +
    '<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:16px;' +
    'line-height:1.5;color:#1f1f1f;overflow-wrap:anywhere}</style>' +
    `</head><body>${html}</body></html>`
  );
}

const URL_IN_TEXT = /(https?:\/\/[^\s<>"')]+)/g;

/** The plain-text version with its addresses made clickable. */
function linkify(text: string): ReactNode[] {
  return text.split(URL_IN_TEXT).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} target="_top">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function formatDate(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm');
}

function MessageView({ message }: { message: OutboxMessage }) {
  const { token } = theme.useToken();
  return (
    <article aria-label={message.subject ?? 'Message'}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {message.subject || '(no subject)'}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        From {message.from} · to {message.to} · {formatDate(message.created_at)}
      </Typography.Paragraph>
      {message.html ? (
        <iframe
          title={message.subject ?? 'Message'}
          sandbox={MAIL_FRAME_SANDBOX}
          srcDoc={mailFrameDocument(message.html)}
          style={{
            width: '100%',
            height: '60vh',
            minHeight: 320,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
            background: '#fff',
          }}
        />
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {linkify(message.text)}
        </Typography.Paragraph>
      )}
    </article>
  );
}

function MessageList({
  messages,
  selectedId,
  onSelect,
}: {
  messages: OutboxMessage[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { token } = theme.useToken();
  return (
    <ul aria-label="Messages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {messages.map((m) => {
        const selected = m.id === selectedId;
        return (
          <li key={m.id} style={{ marginBottom: 8 }}>
            <button
              type="button"
              onClick={() => onSelect(m.id)}
              aria-current={selected ? 'true' : undefined}
              style={{
                width: '100%',
                textAlign: 'left',
                cursor: 'pointer',
                padding: '10px 12px',
                borderRadius: token.borderRadius,
                border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
                background: selected ? token.colorPrimaryBg : token.colorBgContainer,
                font: 'inherit',
                color: 'inherit',
              }}
            >
              <Typography.Text strong ellipsis style={{ display: 'block' }}>
                {m.subject || '(no subject)'}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDate(m.created_at)}
              </Typography.Text>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Mailbox({ address }: { address: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetMailboxQuery(address, {
    refetchOnMountOrArgChange: true,
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = useMemo(() => data?.find((m) => m.id === selectedId) ?? null, [data, selectedId]);

  if (isLoading) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (error) {
    if (errorStatus(error) === 404) return <Alert type="warning" showIcon title={MAILBOX_DISABLED} />;
    return <ErrorPanel title="Unable to read the mailbox" onRetry={() => void refetch()} />;
  }
  if (!data || data.length === 0) {
    return (
      <EmptyState
        description={MAILBOX_EMPTY}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
            Refresh
          </Button>
        }
      />
    );
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={9}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">
            {data.length === 1 ? '1 message' : `${data.length} messages`}
          </Typography.Text>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            onClick={() => void refetch()}
            loading={isFetching}
            aria-label="Refresh"
          />
        </Flex>
        <MessageList messages={data} selectedId={selectedId} onSelect={setSelectedId} />
      </Col>
      <Col xs={24} md={15}>
        {selected ? (
          <MessageView message={selected} />
        ) : (
          <Typography.Paragraph type="secondary">Select a message to read it.</Typography.Paragraph>
        )}
      </Col>
    </Row>
  );
}

function Messages() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const address = params.get('address')?.trim() ?? '';
  const [draft, setDraft] = useState(address);

  return (
    <>
      <Form layout="vertical" component={false}>
        <Form.Item label="Address" htmlFor="mailbox-address">
          <Input.Search
            id="mailbox-address"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(value) => {
              const next = value.trim();
              if (next) navigate(mailboxUrl(next));
            }}
            enterButton="Open"
            placeholder="name@example.com or +12015550123"
          />
        </Form.Item>
      </Form>
      {address ? (
        <Mailbox key={address} address={address} />
      ) : (
        <Typography.Paragraph type="secondary">
          Enter an address or a phone number to read the messages sent to it.
        </Typography.Paragraph>
      )}
    </>
  );
}

const TABS = ['messages', 'phone'] as const;

export default function MailboxPage() {
  const tab = useTabParam(TABS);
  return (
    <AuthPage
      title="Local mailbox"
      subtitle="Emails and texts this deployment would have sent, kept here because no email or SMS provider is configured; and a phone to text or call the organizations' numbers."
      maxWidth={1040}
    >
      <Tabs
        activeKey={tab.active}
        onChange={tab.select}
        items={[
          { key: 'messages', label: 'Messages', children: <Messages /> },
          { key: 'phone', label: 'Phone', children: <PhonePanel /> },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
        <Link to={paths.login}>Back to log in</Link>
      </Typography.Paragraph>
    </AuthPage>
  );
}
