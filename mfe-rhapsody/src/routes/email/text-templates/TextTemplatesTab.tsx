import { useState } from 'react';
import { Button, Flex, Input, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { emailConstants, emailMessages, type TextTemplate } from '@ensemble/contracts';
import { QueryStates, useDebouncedValue, useIsMobile } from '@ensemble/shared-ui';
import { useTemplateDelete } from '../useTemplateDelete';
import {
  useDeleteTextTemplateMutation,
  useTextTemplateIsUsedMutation,
  useTextTemplatesQuery,
} from '../../../api/textTemplatesApi';
import { TextTemplateModal } from './TextTemplateModal';

/** The Text Templates tab (spec 3 §2 Email): the list, create and change in a modal, delete after asking. */
export function TextTemplatesTab({ organizationId }: { organizationId: number }) {
  const isMobile = useIsMobile();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, emailConstants.templatesSearchDebounceMs).trim();
  const [page, setPage] = useState({ search: '', number: 1 });
  const pageNumber = page.search === search ? page.number : 1;
  const list = useTextTemplatesQuery({ organizationId, page: pageNumber, search });
  const [editing, setEditing] = useState<{ template: TextTemplate | null } | null>(null);
  const [isUsed] = useTextTemplateIsUsedMutation();
  const [remove] = useDeleteTextTemplateMutation();
  const { askDelete, confirm } = useTemplateDelete<TextTemplate>({
    organizationId,
    isUsed,
    remove,
    title: 'Delete text template',
  });

  return (
    <section aria-label="Text Templates">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label="Search text templates"
          placeholder="Search text templates"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          style={{ width: 240 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ template: null })}>
          New text template
        </Button>
      </Flex>
      <QueryStates
        query={list}
        errorTitle={emailMessages.unableToGetTemplate}
        skeletonRows={false}
        empty={(list.data?.results.length ?? 0) === 0}
        emptyText={search ? 'No text templates match your search' : 'No text templates yet'}
      >
        <Table<TextTemplate>
          rowKey="id"
          size={isMobile ? 'small' : 'middle'}
          loading={list.isFetching}
          dataSource={list.data?.results ?? []}
          scroll={{ x: true }}
          pagination={{
            current: pageNumber,
            pageSize: emailConstants.textTemplatesPageSize,
            total: list.data?.count ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (n) => setPage({ search, number: n }),
          }}
          columns={[
            { key: 'title', title: 'Title', dataIndex: 'title' },
            {
              key: 'preview',
              title: 'Preview',
              dataIndex: 'template',
              render: (text: string) => (
                <Typography.Text type="secondary" ellipsis={{ tooltip: text }} style={{ maxWidth: 420 }}>
                  {text}
                </Typography.Text>
              ),
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (_: unknown, t) => (
                <Space>
                  <Button
                    size="small"
                    aria-label={`Edit ${t.title}`}
                    onClick={() => setEditing({ template: t })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={`Delete ${t.title}`}
                    onClick={() => void askDelete(t)}
                  >
                    Delete
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </QueryStates>
      <TextTemplateModal
        organizationId={organizationId}
        open={editing !== null}
        template={editing?.template ?? null}
        onClose={() => setEditing(null)}
      />
      {confirm}
    </section>
  );
}
