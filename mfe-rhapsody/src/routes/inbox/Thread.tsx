import { type ReactNode, useEffect, useRef } from 'react';
import { Alert, Button, Flex, Skeleton, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatPhoneNumber, inboxMessages, type TextMessage } from '@ensemble/contracts';
import { apiErrorMessage, EmptyState, ErrorPanel } from '@ensemble/shared-ui';
import { useTextThreadInfiniteQuery } from '../../api/textConversationsApi';
import { bubbleTime, chronological, deliveryLabels, keywordLabels } from './format';
import { ReplyBox } from './ReplyBox';

/** How often an open thread asks for new messages, so a contact's replies appear on their own. */
const POLL_MS = 10_000;

/** Who the thread is with, as far as the inbox knows it. */
export interface ThreadContact {
  name: string;
  cell_phone: string | null;
  stopped: boolean;
}

/** The inbox's right pane: one contact's texts as a chat, oldest at the top, and the reply box. */
export function Thread(props: {
  organizationId: number;
  leadId: number;
  contact: ThreadContact | null;
  onBack?: () => void;
}) {
  const thread = useTextThreadInfiniteQuery(
    { organizationId: props.organizationId, leadId: props.leadId },
    { pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  const messages = chronological(thread.data?.pages ?? []);
  const c = props.contact;
  return (
    <section aria-label={c ? `Conversation with ${c.name}` : 'Conversation'}>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        {props.onBack ? (
          <Button icon={<ArrowLeftOutlined />} aria-label="Back to conversations" onClick={props.onBack} />
        ) : null}
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="inbox-thread-name">
          {c?.name ?? `Contact #${props.leadId}`}
        </Typography.Title>
        {c?.cell_phone ? (
          <Typography.Text type="secondary">{formatPhoneNumber(c.cell_phone)}</Typography.Text>
        ) : null}
        {c?.stopped ? <Tag color="red">STOP</Tag> : null}
      </Flex>
      {c?.stopped ? (
        <Alert type="warning" showIcon title={inboxMessages.stopped} style={{ marginBottom: 8 }} />
      ) : null}
      {thread.isError ? (
        <ErrorPanel
          title="Unable to get the messages"
          description={apiErrorMessage(thread.error)}
          onRetry={() => void thread.refetch()}
        />
      ) : thread.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : messages.length === 0 ? (
        <EmptyState description={inboxMessages.noMessages} />
      ) : (
        <Messages
          messages={messages}
          older={
            thread.hasNextPage ? (
              <Button
                size="small"
                loading={thread.isFetchingNextPage}
                onClick={() => void thread.fetchNextPage()}
              >
                Show older messages
              </Button>
            ) : null
          }
        />
      )}
      <div style={{ marginTop: 12 }}>
        <ReplyBox key={props.leadId} organizationId={props.organizationId} leadId={props.leadId} />
      </div>
    </section>
  );
}

function Messages(props: { messages: TextMessage[]; older: ReactNode }) {
  const end = useRef<HTMLDivElement>(null);
  const latest = props.messages.at(-1)?.id;
  // The newest message in view when the thread opens and when one arrives, not when older ones are loaded above.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [latest]);
  return (
    <div
      role="log"
      aria-label="Messages"
      style={{ maxHeight: '60vh', overflowY: 'auto', padding: 8, background: '#fafafa', borderRadius: 8 }}
    >
      {props.older ? <Flex justify="center">{props.older}</Flex> : null}
      {props.messages.map((m) => (
        <Bubble key={m.id} message={m} />
      ))}
      <div ref={end} />
    </div>
  );
}

function Bubble({ message: m }: { message: TextMessage }) {
  const outbound = m.direction === 'outbound';
  return (
    <Flex justify={outbound ? 'flex-end' : 'flex-start'} style={{ margin: '6px 0' }}>
      <div
        data-testid="text-message"
        data-direction={m.direction}
        style={{
          maxWidth: '80%',
          padding: '6px 10px',
          borderRadius: 12,
          background: outbound ? '#1677ff' : '#fff',
          color: outbound ? '#fff' : undefined,
          border: outbound ? undefined : '1px solid #f0f0f0',
        }}
      >
        {m.keyword ? <Tag color="orange">{keywordLabels[m.keyword]}</Tag> : null}
        <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</span>
        <div style={{ fontSize: 12, opacity: 0.75, textAlign: outbound ? 'right' : 'left' }}>
          {bubbleTime(m.at)}
          {outbound && m.status ? ` · ${deliveryLabels[m.status]}` : ''}
        </div>
      </div>
    </Flex>
  );
}
