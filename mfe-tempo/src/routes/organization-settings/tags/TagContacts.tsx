import type { ReactNode } from 'react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { leadRecordRoute, settingsMessages, type LeadSummary, type Tag } from '@ensemble/contracts';
import { navigateTo, usePagedTableState } from '@ensemble/shared-ui';
import { useGetTagLeadsQuery } from '../../../api/settingsApi';
import { LEADS_PAGE_SIZE } from '../shared/LeadsDrawer';
import { SettingsTable } from '../shared/SettingsTable';

/** A link to the contact's record page, which the composition remote serves (plain URL navigation). */
function RecordLink({ route, children }: { route: string; children: ReactNode }) {
  return (
    <a
      href={route}
      onClick={(e) => {
        e.preventDefault();
        navigateTo(route);
      }}
    >
      {children}
    </a>
  );
}

/** Spec 3 §2 Tags: a tag's contacts (spec 3 §3 'Tag contact' fields), paged by the server. */
export function TagContacts({
  organizationId,
  tag,
  onBack,
}: {
  organizationId: number;
  tag: Tag;
  onBack: () => void;
}) {
  // Spec 2 §2: a new page size starts again from page 1.
  const state = usePagedTableState({ pageSize: LEADS_PAGE_SIZE, debounceMs: 0 });
  const q = useGetTagLeadsQuery({ organizationId, id: tag.id, page: state.page, pageSize: state.pageSize });

  const routeOf = (l: LeadSummary) =>
    leadRecordRoute(organizationId, {
      id: l.id,
      fsm_state: l.fsm_state,
      lead_list_id: l.lead_list_id ?? null,
    });
  // A contact with neither first nor last name still gets a link, on its company name.
  const unnamed = (l: LeadSummary) => !l.first_name && !l.last_name;
  const nameCell = (text: string | null, l: LeadSummary) =>
    text ? <RecordLink route={routeOf(l)}>{text}</RecordLink> : null;

  const columns: TableColumnsType<LeadSummary> = [
    { title: 'First name', dataIndex: 'first_name', key: 'first_name', render: nameCell },
    { title: 'Last name', dataIndex: 'last_name', key: 'last_name', render: nameCell },
    {
      title: 'Company name',
      dataIndex: 'company_name',
      key: 'company_name',
      render: (text: string | null, l) => (unnamed(l) ? nameCell(text, l) : text),
    },
    { title: 'Status', dataIndex: 'fsm_state', key: 'fsm_state' },
    { title: 'Sales status', dataIndex: 'sales_status', key: 'sales_status' },
  ];

  return (
    <section aria-label={`Contacts tagged ${tag.name}`} data-testid="tag-contacts">
      <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          {settingsMessages.goBackToTags}
        </Button>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Contacts tagged {tag.name}
        </Typography.Title>
      </Flex>
      <SettingsTable<LeadSummary>
        data-testid="tag-contacts-table"
        columns={columns}
        query={q}
        items="contacts"
        state={state}
      />
    </section>
  );
}
