import { Button, Flex, Input, Pagination, Tag, Typography } from 'antd';
import { formatPhoneNumber, inboxMessages, type Paginated, type TextConversation } from '@ensemble/contracts';
import { QueryStates, type QueryStatus } from '@ensemble/shared-ui';
import { inboxPageSizes } from '../../api/textConversationsApi';
import { listTime } from './format';

/** The inbox's left pane: the contacts texted with, the latest message first, searched by name or number. */
export function ConversationList(props: {
  query: QueryStatus & { data?: Paginated<TextConversation>; isFetching: boolean };
  typed: string;
  onType: (typed: string) => void;
  searching: boolean;
  page: number;
  onPage: (page: number) => void;
  selected: number | null;
  onSelect: (leadId: number) => void;
}) {
  const conversations = props.query.data?.results ?? [];
  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear
        aria-label="Search conversations"
        placeholder="Search by name or number"
        value={props.typed}
        onChange={(e) => props.onType(e.target.value)}
        loading={props.query.isFetching}
      />
      <QueryStates
        query={props.query}
        errorTitle="Unable to get the conversations"
        skeletonRows={4}
        empty={conversations.length === 0}
        emptyText={props.searching ? 'No conversations match your search' : inboxMessages.noConversations}
      >
        <ul aria-label="Conversations" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {conversations.map((c) => (
            <li key={c.lead_id}>
              <ConversationItem
                conversation={c}
                selected={c.lead_id === props.selected}
                onSelect={() => props.onSelect(c.lead_id)}
              />
            </li>
          ))}
        </ul>
        <Pagination
          size="small"
          simple
          hideOnSinglePage
          current={props.page}
          pageSize={inboxPageSizes.conversations}
          total={props.query.data?.count ?? 0}
          onChange={props.onPage}
          style={{ marginTop: 8, textAlign: 'center' }}
        />
      </QueryStates>
    </Flex>
  );
}

function ConversationItem(props: {
  conversation: TextConversation;
  selected: boolean;
  onSelect: () => void;
}) {
  const c = props.conversation;
  const last = c.last_message;
  return (
    <Button
      type={props.selected ? 'primary' : 'text'}
      ghost={props.selected}
      block
      aria-current={props.selected ? 'true' : undefined}
      onClick={props.onSelect}
      style={{ height: 'auto', display: 'block', textAlign: 'left', padding: '8px 12px' }}
    >
      <Flex justify="space-between" gap={8}>
        <Typography.Text strong ellipsis>
          {c.name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ flex: 'none' }}>
          {listTime(last.at)}
        </Typography.Text>
      </Flex>
      <Flex gap={8} align="center">
        <Typography.Text type="secondary">
          {c.cell_phone ? formatPhoneNumber(c.cell_phone) : ''}
        </Typography.Text>
        {c.stopped ? <Tag color="red">STOP</Tag> : null}
      </Flex>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
        {last.direction === 'outbound' ? `You: ${last.body}` : last.body}
      </Typography.Text>
    </Button>
  );
}
