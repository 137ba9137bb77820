import { Table, Typography, type TableColumnsType } from 'antd';
import {
  type FollowUpAutomation,
  type FollowUpAutomationUpdate,
  type FollowUpStage,
  followUpStageLabels,
  followUpStages,
} from '@ensemble/contracts';
import { QueryStates, useIsMobile } from '@ensemble/shared-ui';
import { useFollowUpsQuery, useUpdateFollowUpsMutation } from '../../../api/automationsApi';
import { type TemplatedChange, type TemplatedRow, useTemplatedColumns } from '../shared/templatedColumns';

interface FollowUpRow extends TemplatedRow {
  stage: FollowUpStage;
  /** The slot's days in the organization's follow-up strategy; null when the strategy leaves it unused. */
  days: number | null;
}

export const followUpRows = (f: FollowUpAutomation): FollowUpRow[] =>
  followUpStages.map((stage) => ({
    key: stage,
    stage,
    name: followUpStageLabels[stage],
    email: f[`${stage}_bee_free_template`],
    text: f[`${stage}_text_template`],
    subject: f[`${stage}_subject`],
    active: f[`${stage}_active`],
    days: f[`${stage}_days`] ?? null,
  }));

/** The PUT body of one change: the slot's own field of the flat follow-up shape (spec 3 §3). */
export function followUpBody(stage: FollowUpStage, change: TemplatedChange): FollowUpAutomationUpdate {
  if ('email' in change) return { [`${stage}_bee_free_template`]: change.email };
  if ('text' in change) return { [`${stage}_text_template`]: change.text };
  if ('subject' in change) return { [`${stage}_subject`]: change.subject };
  return { [`${stage}_active`]: change.active };
}

/**
 * Follow up emails (spec 3 §2, §3 Follow-up): First to Fifth Follow Up, each sent at 1 PM in the organization's zone
 * on a prospect's follow-up date of its slot. Removing a slot's email template resets its subject to the default:
 * the table reads the server's answer again.
 */
export function FollowUpEmailsTab({ organizationId }: { organizationId: number }) {
  const q = useFollowUpsQuery(organizationId);
  const [update] = useUpdateFollowUpsMutation();
  const mobile = useIsMobile();
  const templated = useTemplatedColumns<FollowUpRow>(organizationId, (row, change) =>
    update({ organizationId, body: followUpBody(row.stage, change) }),
  );
  const columns: TableColumnsType<FollowUpRow> = [
    { title: 'Follow up', dataIndex: 'name', key: 'name', width: 170, fixed: mobile ? undefined : 'left' },
    {
      title: 'Day',
      key: 'days',
      width: 110,
      render: (_, r) =>
        r.days == null ? (
          <Typography.Text type="secondary">Not in your strategy</Typography.Text>
        ) : (
          `Day ${r.days}`
        ),
    },
    ...templated,
  ];
  return (
    <section aria-label="Follow up emails">
      <Typography.Paragraph type="secondary">
        Sent at 1 PM on each prospect&apos;s follow-up days, as your follow-up strategy sets them
        (Organization settings). Assign a template, write the subject, then switch the email on.
      </Typography.Paragraph>
      <QueryStates query={q} errorTitle="Unable to get the follow up emails" skeletonRows={5}>
        <Table<FollowUpRow>
          data-testid="follow-ups-table"
          rowKey="key"
          columns={columns}
          dataSource={q.data ? followUpRows(q.data) : []}
          loading={q.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </QueryStates>
    </section>
  );
}
