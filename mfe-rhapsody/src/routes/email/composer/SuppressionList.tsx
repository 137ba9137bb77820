import { Button, Drawer, Tag } from 'antd';
import dayjs from 'dayjs';
import { emailConstants, emailMessages, type EmailSuppression } from '@ensemble/contracts';
import { PagedTable, useConfirmDelete, useIsMobile, usePagedTableState } from '@ensemble/shared-ui';
import { useEmailSuppressionsQuery, useRemoveEmailSuppressionMutation } from '../../../api/emailSendingApi';

const reasonColor: Record<EmailSuppression['reason'], string> = {
  unsubscribed: 'default',
  bounced: 'orange',
  spam_reported: 'red',
};

/**
 * The organization's suppression list (issue 17 Unsubscribe): the addresses every send leaves out, why and since
 * when; one can be taken off when its contact asks to be emailed again.
 */
export function SuppressionList(props: { organizationId: number; open: boolean; onClose: () => void }) {
  const { organizationId } = props;
  const isMobile = useIsMobile();
  const table = usePagedTableState({
    pageSize: emailConstants.suppressionsPageSize,
    debounceMs: emailConstants.templatesSearchDebounceMs,
  });
  const { search, page } = table;
  const list = useEmailSuppressionsQuery({ organizationId, page, search }, { skip: !props.open });
  const [remove] = useRemoveEmailSuppressionMutation();
  const confirmRemove = useConfirmDelete<EmailSuppression>({
    title: 'Email this address again',
    text: (s) => emailMessages.suppressionRemoveConfirm(s.email),
    confirmLabel: 'Email again',
    remove: (s) => remove({ organizationId, id: s.id }).unwrap(),
    deleted: emailMessages.suppressionRemoved,
  });

  return (
    <Drawer
      title="Unsubscribed and bounced addresses"
      open={props.open}
      onClose={props.onClose}
      width={isMobile ? '100%' : 640}
      destroyOnHidden
    >
      <PagedTable<EmailSuppression>
        query={list}
        state={table}
        search={{ placeholder: 'Search addresses', maxWidth: 280 }}
        errorTitle="The suppression list could not be loaded"
        emptyText={search ? 'No address matches your search' : emailMessages.noSuppressions}
        rowKey="id"
        size="small"
        aria-label="Suppressed addresses"
        scroll={{ x: true }}
        columns={[
          { key: 'email', title: 'Email', dataIndex: 'email' },
          {
            key: 'reason',
            title: 'Reason',
            dataIndex: 'reason',
            render: (r: EmailSuppression['reason']) => (
              <Tag color={reasonColor[r]}>{emailMessages.suppressionReasons[r]}</Tag>
            ),
          },
          {
            key: 'since',
            title: 'Since',
            dataIndex: 'created_at',
            render: (v: string) => dayjs(v).format('MM/DD/YYYY'),
          },
          {
            key: 'actions',
            title: 'Actions',
            render: (_: unknown, s) => (
              <Button size="small" aria-label={`Email ${s.email} again`} onClick={() => confirmRemove.ask(s)}>
                Email again
              </Button>
            ),
          },
        ]}
      />
      {confirmRemove.modal}
    </Drawer>
  );
}
