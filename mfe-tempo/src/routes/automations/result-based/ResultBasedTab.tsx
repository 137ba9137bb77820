import { useState } from 'react';
import { Typography, type TableColumnsType } from 'antd';
import {
  automationConditionLabels,
  automationConstants,
  automationTypes,
  limits,
  type ResultBasedAutomation,
} from '@ensemble/contracts';
import { useItemModal, usePagedTableState } from '@ensemble/shared-ui';
import {
  useDeleteResultBasedAutomationMutation,
  useResultBasedAutomationsQuery,
  useUpdateResultBasedAutomationMutation,
} from '../../../api/automationsApi';
import { ActionsModal } from '../actions/ActionsModal';
import { AutomationsTable } from '../shared/AutomationsTable';
import { ResultBasedFormModal, resultBasedInput, resultBasedValues } from './ResultBasedFormModal';

/**
 * Result based (spec 3 §2, §3 Result-based automation): emails to the contacts who opened, clicked or both the
 * emails of one of the organization's drips, each sent at 2 PM so many days later.
 */
export function ResultBasedTab({ organizationId }: { organizationId: number }) {
  const list = usePagedTableState({
    pageSize: automationConstants.pageSize,
    debounceMs: limits.searchDebounceMs,
  });
  const q = useResultBasedAutomationsQuery({
    organizationId,
    page: list.page,
    search: list.search,
    ordering: list.ordering,
  });
  const [update] = useUpdateResultBasedAutomationMutation();
  const [remove] = useDeleteResultBasedAutomationMutation();
  const form = useItemModal<ResultBasedAutomation>();
  const [actionsOf, setActionsOf] = useState<ResultBasedAutomation | null>(null);

  const columns: TableColumnsType<ResultBasedAutomation> = [
    { title: 'Existing automation', dataIndex: 'automation_name', key: 'automation_name' },
    {
      title: 'Result',
      dataIndex: 'condition',
      width: 100,
      render: (c: ResultBasedAutomation['condition']) => automationConditionLabels[c],
    },
    { title: 'Emails', key: 'steps', width: 80, render: (_, a) => a.automations_list.length },
  ];

  return (
    <section aria-label="Result based">
      <Typography.Paragraph type="secondary">
        Emails to the contacts who opened or clicked the emails of one of your automations, at 2 PM so many
        days later.
      </Typography.Paragraph>
      <AutomationsTable<ResultBasedAutomation>
        testId="result-based"
        query={q}
        state={list}
        columns={columns}
        createLabel="New result based automation"
        emptyText="No result based automations yet: follow up on the contacts who opened or clicked an automation's emails."
        onCreate={form.create}
        onEdit={form.edit}
        // PUT takes the whole automation: the same one, switched.
        toggle={(a, active) =>
          update({ organizationId, id: a.id, body: resultBasedInput(resultBasedValues(a), active) })
        }
        remove={(a) => remove({ organizationId, id: a.id }).unwrap()}
      />
      <ResultBasedFormModal
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
        automation={actionsOf ? { ...actionsOf, type: automationTypes.dripByResult } : null}
        onClose={() => setActionsOf(null)}
      />
    </section>
  );
}
