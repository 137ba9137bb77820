import { useState } from 'react';
import { Col, Row } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { inboxMessages, limits } from '@ensemble/contracts';
import {
  EmptyState,
  NotFound,
  PageHeader,
  parseId,
  useDebouncedValue,
  useEdition,
  useIsMobile,
} from '@ensemble/shared-ui';
import { useEmailRecipientsCountQuery } from '../../api/emailSendingApi';
import { useTextConversationsQuery } from '../../api/textConversationsApi';
import { noText } from '../text/write';
import { ConversationList } from './ConversationList';
import { Thread, type ThreadContact } from './Thread';

/**
 * /rhapsody/inbox/:organizationId?lead= — the two-way texts (issue 19; a prospect's 'Open inbox' comes here with
 * its lead): the conversations beside the open one, or one pane at a time on a phone. The open contact is in the
 * URL, so a reload or a shared link opens it again.
 */
export function InboxPage() {
  const organizationId = parseId(useParams().organizationId);
  const edition = useEdition();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const leadId = parseId(params.get('lead'));
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, limits.searchDebounceMs).trim();
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const list = useTextConversationsQuery(
    { organizationId: organizationId ?? 0, page, search },
    { skip: organizationId == null },
  );
  const listed = list.data?.results.find((c) => c.lead_id === leadId);
  // A contact not on the page shown (or never texted yet: 'Open inbox' of a new prospect) is named by id.
  const naming = useEmailRecipientsCountQuery(
    { organizationId: organizationId ?? 0, recipients: { ...noText, recipient_id: leadId ? [leadId] : [] } },
    { skip: organizationId == null || leadId == null || !list.data || !!listed },
  );
  if (organizationId == null || edition === 'social') return <NotFound />;

  const named = naming.data?.contacts.find((c) => c.id === leadId);
  const contact: ThreadContact | null = listed
    ? { name: listed.name, cell_phone: listed.cell_phone, stopped: listed.stopped }
    : named
      ? {
          name: [named.first_name, named.last_name].filter(Boolean).join(' ') || `Contact #${named.id}`,
          cell_phone: named.cell_phone,
          stopped: false,
        }
      : null;

  const open = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id == null) next.delete('lead');
      else next.set('lead', String(id));
      return next;
    });

  return (
    <section aria-label={inboxMessages.title}>
      <PageHeader title={inboxMessages.title} />
      <Row gutter={[16, 16]}>
        {!isMobile || leadId == null ? (
          <Col xs={24} md={9} xl={7}>
            <ConversationList
              query={list}
              typed={typed}
              onType={setTyped}
              searching={search !== ''}
              page={page}
              onPage={(n) => setPaging({ search, page: n })}
              selected={leadId}
              onSelect={open}
            />
          </Col>
        ) : null}
        {!isMobile || leadId != null ? (
          <Col xs={24} md={15} xl={17}>
            {leadId == null ? (
              <EmptyState description={inboxMessages.selectConversation} />
            ) : (
              <Thread
                key={leadId}
                organizationId={organizationId}
                leadId={leadId}
                contact={contact}
                onBack={isMobile ? () => open(null) : undefined}
              />
            )}
          </Col>
        ) : null}
      </Row>
    </section>
  );
}
