import { useMemo } from 'react';
import { Descriptions, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  callBadge,
  emailReportRoute,
  leadsExtraMessages,
  type LeadHistoryEntry,
  type LeadHistoryResponse,
} from '@ensemble/contracts';
import { useRecordHistoryQuery } from '../../../api/leadRecordApi';
import { SectionTable } from './parts';
import type { RecordSectionProps } from './types';

interface HistoryRow extends LeadHistoryEntry {
  key: string;
  fromNotes: boolean;
}

const actionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  promote: 'Promoted',
  demote: 'Demoted',
  move: 'Moved',
  reactivate: 'Reactivated',
  set_as_former: 'Set as former client',
  add_tags: 'Tags added',
  remove_tags: 'Tags removed',
  send_email: 'Email sent',
  send_text: 'Text sent',
  send_text_delivered: 'Text delivered',
  send_text_undelivered: 'Text undelivered',
  send_text_failed: 'Text failed',
  receive_text: 'Text received',
  receive_email: 'Email received',
  call_logged: 'Call',
  call_missed: 'Missed call',
  social_added: 'Social profile added',
  social_updated: 'Social profile updated',
  social_deleted: 'Social profile deleted',
};

/**
 * Spec 2 §7 History: a note's 'create' reads 'Note added', a 'note changed from …' reads 'Note changed'. Sub-record
 * actions are named `<record>_<verb>` ('sale_added', 'follow_up_completed'): they read 'Sale added', 'Follow up
 * completed', so a new kind of sub-record needs no change here.
 */
export function historyActionLabel(row: Pick<HistoryRow, 'action' | 'fromNotes'>): string {
  if (row.action.toLowerCase().includes('note changed from')) return 'Note changed';
  if (row.fromNotes && row.action === 'create') return 'Note added';
  const known = actionLabels[row.action];
  if (known) return known;
  const words = row.action.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : row.action;
}

/** Message entries (send_email) carry sub-rows: type, subject, status, opened, clicked. */
export function hasMessageDetails(e: LeadHistoryEntry): boolean {
  return e.subject != null || e.status != null || e.opened != null || e.clicked != null;
}

/**
 * The email report of a send_email entry (its field is `email_campaign:<id>`, the report's id), or null. The entry
 * does not say the send's type, so the link leaves reportType out: the report page reads it from the report.
 */
export function emailReportLink(organizationId: number, e: Pick<LeadHistoryEntry, 'action' | 'field'>) {
  const id = e.action === 'send_email' ? /^email_campaign:(\d+)$/.exec(e.field ?? '')?.[1] : undefined;
  if (!id) return null;
  const q = new URLSearchParams({ organizationId: String(organizationId), reportId: id });
  return `${emailReportRoute(organizationId)}?${q.toString()}`;
}

const callWords = { MISSED: 'Missed call', INCOMING: 'Incoming call', OUTGOING: 'Outgoing call' } as const;

/**
 * What an entry's Value column reads. Texts and calls keep their send, message or call id in `field`
 * ('text_send:12'), which means nothing to a reader: a text reads as its message, a text's delivery report as its
 * reason, an answered call as how it went ('Incoming call: completed, 1m 15s'; the contact called the organization's
 * number), a missed one as how it ended.
 */
export function historyValue(e: Pick<LeadHistoryEntry, 'action' | 'new_value' | 'value'>): string {
  if (e.action === 'call_logged') {
    const outcome = e.new_value ?? '';
    const status = outcome.split(',')[0]?.trim() ?? '';
    return `${callWords[callBadge({ status, direction: 'inbound' })]}: ${outcome}`;
  }
  // Nobody answered (no-answer, busy, canceled): the label says it; the value is how it ended.
  if (
    e.action === 'call_missed' ||
    e.action === 'send_text' ||
    e.action === 'receive_text' ||
    e.action === 'receive_email' ||
    e.action.startsWith('send_text_')
  )
    return e.new_value ?? '';
  return e.value;
}

const yesNo = (v: boolean | null) => (v == null ? '—' : v ? 'Yes' : 'No');

function MessageDetails({ entry }: { entry: LeadHistoryEntry }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 5 }}
      items={[
        { key: 'type', label: 'Type', children: entry.type },
        { key: 'subject', label: 'Subject', children: entry.subject ?? '—' },
        { key: 'status', label: 'Status', children: entry.status ?? '—' },
        { key: 'opened', label: 'Opened', children: yesNo(entry.opened) },
        { key: 'clicked', label: 'Clicked', children: yesNo(entry.clicked) },
      ]}
    />
  );
}

/** history and notes_history merged, newest first (spec 2 §7). */
export function historyRows(data: LeadHistoryResponse | undefined): HistoryRow[] {
  if (!data) return [];
  const rows: HistoryRow[] = [
    ...data.history.map((e) => ({ ...e, key: `h${e.id}`, fromNotes: false })),
    ...data.notes_history.flatMap((n) => n.history.map((e) => ({ ...e, key: `n${e.id}`, fromNotes: true }))),
  ];
  return rows.sort((a, b) => dayjs(b.time).valueOf() - dayjs(a.time).valueOf() || b.id - a.id);
}

const userName = (u: LeadHistoryEntry['user']) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(' ') : '—';

export function HistorySection({ lead, organizationId }: RecordSectionProps) {
  const history = useRecordHistoryQuery(lead.id);
  const rows = useMemo(() => historyRows(history.data), [history.data]);

  return (
    <SectionTable<HistoryRow>
      data-testid="lead-history"
      rowKey="key"
      rows={rows}
      query={history}
      items="History"
      emptyText={leadsExtraMessages.noHistory}
      mobileScrollX={600}
      expandable={
        rows.some(hasMessageDetails)
          ? {
              rowExpandable: hasMessageDetails,
              expandedRowRender: (r) => <MessageDetails entry={r} />,
            }
          : undefined
      }
      columns={[
        {
          title: 'Time',
          dataIndex: 'time',
          width: 180,
          render: (t: string) => dayjs(t).format('MM/DD/YYYY h:mm A'),
        },
        { title: 'User', dataIndex: 'user', render: userName },
        { title: 'Action', dataIndex: 'action', render: (_: string, r) => historyActionLabel(r) },
        {
          title: 'Value',
          dataIndex: 'value',
          render: (_: string, r) => {
            const report = emailReportLink(organizationId, r);
            return (
              <>
                <Typography.Text>{historyValue(r)}</Typography.Text>
                {report ? (
                  <>
                    {' '}
                    {/* Reports open in a new tab (spec 3 §2), leaving the record where it was. */}
                    <Typography.Link href={report} target="_blank" rel="noopener noreferrer">
                      View report
                    </Typography.Link>
                  </>
                ) : null}
              </>
            );
          },
        },
      ]}
    />
  );
}
