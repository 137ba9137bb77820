import type { ReactNode } from 'react';
import { Drawer, type TableColumnsType } from 'antd';
import { leadRecordRoute, type LeadSummary, type Paginated } from '@ensemble/contracts';
import { usePagedTableState, type QueryStatus } from '@ensemble/shared-ui';
import { SettingsTable } from './SettingsTable';

export const LEADS_PAGE_SIZE = 10;

/** The query hook of a source's, tag's or representative's contacts (they all take the same arguments). */
export type LeadsQueryHook = (
  arg: { organizationId: number; id: number; page: number; pageSize: number },
  options: { skip: boolean },
) => QueryStatus & { data?: Paginated<LeadSummary>; isFetching: boolean };

/**
 * Spec 2 §4: the contact's bucket (fsm_state) decides which record page opens, in a new tab, so the drawer and
 * the settings tab stay as they were. A contact without a first or last name is opened from its company name.
 */
function columnsFor(organizationId: number): TableColumnsType<LeadSummary> {
  const recordLink = (text: ReactNode, l: LeadSummary) => (
    <a href={leadRecordRoute(organizationId, l)} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
  const nameCell = (text: string | null, l: LeadSummary) => (text ? recordLink(text, l) : null);
  return [
    { title: 'First name', dataIndex: 'first_name', key: 'first_name', render: nameCell },
    { title: 'Last name', dataIndex: 'last_name', key: 'last_name', render: nameCell },
    {
      title: 'Company name',
      dataIndex: 'company_name',
      key: 'company_name',
      render: (text: string | null, l) => (!l.first_name && !l.last_name ? nameCell(text, l) : text),
    },
    { title: 'Email', dataIndex: 'email', key: 'email', ellipsis: true },
    { title: 'Cell phone', dataIndex: 'cell_phone', key: 'cell_phone' },
    { title: 'Status', dataIndex: 'fsm_state', key: 'fsm_state' },
  ];
}

/**
 * The contacts behind a source, a tag or a representative (`id`; null keeps the drawer closed), paged by the
 * server. Give it a `key` of the id so each one opens on page 1.
 */
export function LeadsDrawer(props: {
  organizationId: number;
  id: number | null;
  title: string;
  onClose: () => void;
  useLeads: LeadsQueryHook;
  testId: string;
}) {
  const { organizationId, id, useLeads } = props;
  const state = usePagedTableState({ pageSize: LEADS_PAGE_SIZE, debounceMs: 0 });
  const q = useLeads(
    { organizationId, id: id ?? 0, page: state.page, pageSize: LEADS_PAGE_SIZE },
    { skip: id === null },
  );
  return (
    <Drawer title={props.title} open={id !== null} onClose={props.onClose} size="large" destroyOnHidden>
      <div data-testid={props.testId}>
        <SettingsTable<LeadSummary>
          size="small"
          columns={columnsFor(organizationId)}
          query={q}
          items="contacts"
          state={state}
          pageSizes={undefined}
        />
      </div>
    </Drawer>
  );
}
