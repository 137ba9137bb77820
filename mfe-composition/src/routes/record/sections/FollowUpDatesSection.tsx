import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { followUpState, leadFollowUpMessages, leadsMessages, type FollowUpDate } from '@ensemble/contracts';
import { QueryStates, useConfirmDelete } from '@ensemble/shared-ui';
import { useDeleteFollowUpMutation, useFollowUpsQuery } from '../../../api/leadFollowUpsApi';
import { DATE_FORMAT } from './calendar/TwoMonthDatePicker';
import { FollowUpDateModal } from './FollowUpDateModal';
import { RowActions, SectionToolbar } from './parts';
import type { RecordSectionProps } from './types';

type Editing = { item: FollowUpDate | null; completing: boolean } | null;

/** A prospect's follow-up dates by date, with their MISSED DEADLINE / COMPLETED state (spec 2 §2, §3, §4). */
export function FollowUpDatesSection({ organizationId, lead }: RecordSectionProps) {
  const list = useFollowUpsQuery({ organizationId, leadId: lead.id, ordering: 'date' });
  const [remove] = useDeleteFollowUpMutation();
  const [editing, setEditing] = useState<Editing>(null);

  const confirmDelete = useConfirmDelete<FollowUpDate>({
    title: 'Delete follow-up date',
    remove: (f) => remove({ organizationId, leadId: lead.id, id: f.id }).unwrap(),
    deleted: leadsMessages.deletedSuccessfully,
    text: (f) => `Delete the follow-up date of ${dayjs(f.date).format(DATE_FORMAT)}?`,
    confirmLabel: 'Delete',
  });

  const dates = list.data ?? [];
  const body = (
    <QueryStates
      query={list}
      errorTitle="Follow-up dates could not be loaded"
      empty={dates.length === 0}
      emptyText={leadFollowUpMessages.empty}
    >
      <ul data-testid="follow-up-dates" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {dates.map((f) => {
          const state = followUpState(f);
          const when = dayjs(f.date).format(DATE_FORMAT);
          return (
            <li key={f.id} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" align="flex-start" gap={8} wrap>
                <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Flex gap={8} wrap align="center">
                    <Typography.Text strong>{when}</Typography.Text>
                    {state ? <Tag color={f.completed ? 'green' : 'red'}>{state}</Tag> : null}
                  </Flex>
                  <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{f.text}</Typography.Text>
                </Flex>
                <RowActions
                  name={when}
                  onEdit={() => setEditing({ item: f, completing: false })}
                  onDelete={() => confirmDelete.ask(f)}
                  wrap
                >
                  {f.completed ? null : (
                    <Button
                      size="small"
                      aria-label={`Mark completed ${when}`}
                      onClick={() => setEditing({ item: f, completing: true })}
                    >
                      Mark completed
                    </Button>
                  )}
                </RowActions>
              </Flex>
            </li>
          );
        })}
      </ul>
    </QueryStates>
  );

  return (
    <Flex vertical gap={12}>
      <SectionToolbar
        add={{ label: 'Add follow-up date', onClick: () => setEditing({ item: null, completing: false }) }}
      />
      {body}
      <FollowUpDateModal
        organizationId={organizationId}
        leadId={lead.id}
        editing={editing?.item ?? null}
        completing={editing?.completing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      {confirmDelete.modal}
    </Flex>
  );
}
