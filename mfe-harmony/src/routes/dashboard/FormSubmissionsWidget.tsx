import { Button, Descriptions, type TableColumnsType, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  dashboardMessages,
  emailReportConstants,
  type FormSubmission,
  webFormFieldNames,
} from '@ensemble/contracts';
import { useConfirmDelete } from '@ensemble/shared-ui';
import { useFormSubmissionsQuery, useRemoveFormSubmissionsMutation } from '../../api/dashboardApi';
import { contactName, RecordLink } from './RecordLink';
import { useWidgetPage, WidgetTable } from './WidgetTable';

/** 'Your Message', 'your_message' → 'yourmessage': field names as the webhook compares them. */
const canonical = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
const MESSAGE_NAMES: readonly string[] = webFormFieldNames.message;

/** The posted message: the first non-empty field under one of the webhook's names for it ('message', 'comments', …). */
function postedMessage(fields: Record<string, string>): string {
  const key = Object.keys(fields).find((k) => fields[k] && MESSAGE_NAMES.includes(canonical(k)));
  return key ? fields[key] : '';
}

function PostedFields({ fields }: { fields: Record<string, string> }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={Object.entries(fields).map(([name, value]) => ({
        key: name,
        label: name,
        children: <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>,
      }))}
    />
  );
}

/**
 * Recent form submissions: the latest web-form posts with the contact each made or updated, newest first. A row
 * opens to every posted field; removing takes the contact's submissions off the widget (the contact stays).
 */
export function FormSubmissionsWidget({ organizationId }: { organizationId: number }) {
  const paging = useWidgetPage();
  const query = useFormSubmissionsQuery({ organizationId, page: paging.page });
  const [remove] = useRemoveFormSubmissionsMutation();
  const confirmRemove = useConfirmDelete<FormSubmission>({
    title: 'Remove submission',
    text: (s) =>
      `Remove the form submissions of ${contactName(s.lead)} from the dashboard? The contact stays.`,
    confirmLabel: 'Remove',
    remove: (s) => remove({ organizationId, leadId: s.lead.id }).unwrap(),
    deleted: dashboardMessages.removed,
    failed: () => dashboardMessages.unableToRemove,
  });

  const columns: TableColumnsType<FormSubmission> = [
    {
      title: 'Contact',
      key: 'contact',
      render: (_: unknown, s) => <RecordLink href={s.lead.profile_url}>{contactName(s.lead)}</RecordLink>,
    },
    { title: 'Email', key: 'email', render: (_: unknown, s) => s.lead.email ?? '' },
    {
      title: 'Submitted',
      dataIndex: 'submitted_at',
      render: (v: string) => dayjs(v).format(emailReportConstants.dateTimeFormat),
    },
    {
      title: 'Message',
      key: 'message',
      render: (_: unknown, s) => (
        <Typography.Text ellipsis style={{ maxWidth: 220 }}>
          {postedMessage(s.fields)}
        </Typography.Text>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_: unknown, s) => (
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`Remove the submission of ${contactName(s.lead)}`}
          onClick={() => confirmRemove.ask(s)}
        />
      ),
    },
  ];

  return (
    <>
      <WidgetTable<FormSubmission>
        data-testid="form-submissions"
        rowKey="id"
        columns={columns}
        paging={paging}
        query={query}
        emptyText={dashboardMessages.noFormSubmissions}
        expandable={{
          rowExpandable: (s) => Object.keys(s.fields).length > 0,
          expandedRowRender: (s) => <PostedFields fields={s.fields} />,
        }}
      />
      {confirmRemove.modal}
    </>
  );
}
