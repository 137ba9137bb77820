import { useState } from 'react';
import { Button, Drawer, Input, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { emailConstants, emailMessages, type EmailSuppression } from '@ensemble/contracts';
import { QueryStates, useConfirmDelete, useDebouncedValue, useIsMobile } from '@ensemble/shared-ui';
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
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, emailConstants.templatesSearchDebounceMs).trim();
  const [page, setPage] = useState({ search: '', number: 1 });
  const pageNumber = page.search === search ? page.number : 1;
  const list = useEmailSuppressionsQuery({ organizationId, page: pageNumber, search }, { skip: !props.open });
  const [remove] = useRemoveEmailSuppressionMutation();
  const confirmRemove = useConfirmDelete<EmailSuppression>({
    title: 'Email this address again',
    text: (s) => emailMessages.suppressionRemoveConfirm(s.email),
    confirmLabel: 'Email again',
    remove: (s) => remove({ organizationId, id: s.id }).unwrap(),
    deleted: emailMessages.suppressionRemoved,
  });
  const rows = list.data?.results ?? [];

  return (
    <Drawer
      title="Unsubscribed and bounced addresses"
      open={props.open}
      onClose={props.onClose}
      width={isMobile ? '100%' : 640}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        aria-label="Search addresses"
        placeholder="Search addresses"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        style={{ maxWidth: 280, marginBottom: 16 }}
      />
      <QueryStates
        query={list}
        errorTitle="The suppression list could not be loaded"
        skeletonRows={false}
        empty={rows.length === 0}
        emptyText={search ? 'No address matches your search' : emailMessages.noSuppressions}
      >
        <Table<EmailSuppression>
          rowKey="id"
          size="small"
          aria-label="Suppressed addresses"
          loading={list.isFetching}
          dataSource={rows}
          scroll={{ x: true }}
          pagination={{
            current: pageNumber,
            pageSize: emailConstants.suppressionsPageSize,
            total: list.data?.count ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (n) => setPage({ search, number: n }),
          }}
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
                <Button
                  size="small"
                  aria-label={`Email ${s.email} again`}
                  onClick={() => confirmRemove.ask(s)}
                >
                  Email again
                </Button>
              ),
            },
          ]}
        />
      </QueryStates>
      {confirmRemove.modal}
    </Drawer>
  );
}
