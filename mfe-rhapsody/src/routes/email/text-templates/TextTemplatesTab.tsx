import { useState } from 'react';
import { Button, Flex, Input, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { emailConstants, emailMessages, type TextTemplate } from '@ensemble/contracts';
import { apiErrorMessage, QueryStates, useDebouncedValue, useIsMobile, useNotify } from '@ensemble/shared-ui';
import { useTemplateDelete } from '../useTemplateDelete';
import {
  useCreateTextTemplateMutation,
  useDeleteTextTemplateMutation,
  useTextTemplateIsUsedMutation,
  useTextTemplatesQuery,
} from '../../../api/textTemplatesApi';
import { TextTemplateModal } from './TextTemplateModal';

type ApiError = Parameters<typeof apiErrorMessage>[0];

const COPY = ' (copy)';
/** A copy's title, as the HTML templates' duplicate names it: '<title> (copy)', within the title's length. */
export const copyTitle = (title: string) =>
  `${title.slice(0, emailConstants.textTemplateTitleMax - COPY.length)}${COPY}`;

/**
 * The Text Templates tab (spec 3 §2 Email and Text): the list, create and change in a modal, duplicate, delete
 * after asking.
 */
export function TextTemplatesTab({ organizationId }: { organizationId: number }) {
  const isMobile = useIsMobile();
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, emailConstants.templatesSearchDebounceMs).trim();
  const [page, setPage] = useState({ search: '', number: 1 });
  const pageNumber = page.search === search ? page.number : 1;
  const list = useTextTemplatesQuery({ organizationId, page: pageNumber, search });
  const [editing, setEditing] = useState<{ template: TextTemplate | null } | null>(null);
  const [isUsed] = useTextTemplateIsUsedMutation();
  const [remove] = useDeleteTextTemplateMutation();
  const [create] = useCreateTextTemplateMutation();
  const { askDelete, confirm } = useTemplateDelete<TextTemplate>({
    organizationId,
    isUsed,
    remove,
    title: 'Delete text template',
  });
  // Text templates have no duplicate call: the copy is a new template with the same text.
  const duplicate = async (t: TextTemplate) => {
    try {
      await create({ organizationId, body: { title: copyTitle(t.title), template: t.template } }).unwrap();
      notify.success(emailMessages.templateDuplicated);
    } catch (error) {
      notify.error(apiErrorMessage(error as ApiError, emailMessages.unableToDuplicateTemplate));
    }
  };

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
                  <Button size="small" aria-label={`Duplicate ${t.title}`} onClick={() => void duplicate(t)}>
                    Duplicate
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
