import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import {
  automationConstants,
  automationTypeLabels,
  bucketsLabel,
  type CustomAutomation,
  limits,
} from '@ensemble/contracts';
import { useItemModal, usePagedTableState } from '@ensemble/shared-ui';
import {
  useCustomAutomationsQuery,
  useDeleteCustomAutomationMutation,
  useUpdateCustomAutomationMutation,
} from '../../../api/automationsApi';
import { ActionsModal } from '../actions/ActionsModal';
import { AutomationsTable } from '../shared/AutomationsTable';
import { AutomationFormModal } from './AutomationFormModal';

/** The audience in a few words: the stages ('All' for the five), then how many lists, tags and services. */
export function audienceSummary(a: CustomAutomation): string {
  const parts = a.buckets.length ? [bucketsLabel(a.buckets)] : [];
  const count = (n: number, one: string) => (n ? `${n} ${one}${n > 1 ? 's' : ''}` : null);
  for (const p of [
    count(a.lead_lists.length, 'list'),
    count(a.groups.length, 'tag'),
    count(a.included_services.length, 'included service'),
    count(a.excluded_services.length, 'excluded service'),
  ])
    if (p) parts.push(p);
  return parts.join('; ');
}

/**
 * Build your own (spec 3 §2, §4 'Automation creation'): the drips by day and by date. Creating or editing one asks
 * its name, audience and type, then opens the actions dialog of that type.
 */
export function BuildYourOwnTab({ organizationId }: { organizationId: number }) {
  const list = usePagedTableState({
    pageSize: automationConstants.pageSize,
    debounceMs: limits.searchDebounceMs,
  });
  const q = useCustomAutomationsQuery({
    organizationId,
    page: list.page,
    search: list.search,
    ordering: list.ordering,
  });
  const [update] = useUpdateCustomAutomationMutation();
  const [remove] = useDeleteCustomAutomationMutation();
  const form = useItemModal<CustomAutomation>();
  const [actionsOf, setActionsOf] = useState<CustomAutomation | null>(null);

  const columns: TableColumnsType<CustomAutomation> = [
    {
      title: 'Type',
      dataIndex: 'type',
      width: 130,
      render: (t: CustomAutomation['type']) => automationTypeLabels[t],
    },
    {
      title: 'Audience',
      key: 'audience',
      render: (_, a) => audienceSummary(a),
    },
    {
      title: 'Steps',
      key: 'steps',
      width: 80,
      render: (_, a) => a.automations_list.length,
    },
  ];

  return (
    <section aria-label="Build your own">
      <Typography.Paragraph type="secondary">
        Drips of emails, texts and reminders to the contacts you choose: by day after they enter (at 2 PM), or
        on dates (at 11 AM).
      </Typography.Paragraph>
      <AutomationsTable<CustomAutomation>
        testId="build-your-own"
        query={q}
        state={list}
        columns={columns}
        createLabel="New automation"
        emptyText="No automations yet: build a drip of emails, texts and reminders for the contacts you choose."
        onCreate={form.create}
        onEdit={form.edit}
        toggle={(a, active) => update({ organizationId, id: a.id, body: { active } })}
        remove={(a) => remove({ organizationId, id: a.id }).unwrap()}
        deleteText="Its result based automations are deleted too."
      />
      <AutomationFormModal
        organizationId={organizationId}
        open={form.open}
        automation={form.item}
        onClose={form.close}
        onSaved={(saved) => {
          form.close();
          setActionsOf(saved);
        }}
      />
      <ActionsModal
        organizationId={organizationId}
        automation={actionsOf}
        onClose={() => setActionsOf(null)}
      />
    </section>
  );
}
