import { useState } from 'react';
import { Button, Card, Flex, Input, Modal, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, FileAddOutlined, FolderOutlined } from '@ant-design/icons';
import { socialConstants, type SocialTemplate } from '@ensemble/contracts';
import { EmptyState, ErrorPanel, useDebouncedValue } from '@ensemble/shared-ui';
import { useSocialTemplateFoldersQuery, useSocialTemplatesQuery } from '../../../api/socialApi';

export interface TemplateChooserProps {
  organizationId: number;
  open: boolean;
  onClose: () => void;
  /** null: the blank template (an empty post). */
  onChoose: (template: SocialTemplate | null) => void;
}

const tile = { width: 180, cursor: 'pointer' } as const;

/** The template library (spec 3 §2): a blank template, the folders, and the templates of a folder or a search. */
export function TemplateChooser({ organizationId, open, onClose, onChoose }: TemplateChooserProps) {
  const [folder, setFolder] = useState<{ id: number; name: string } | null>(null);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), socialConstants.templateSearchDebounceMs);
  const folders = useSocialTemplateFoldersQuery(organizationId, { skip: !open });
  const templates = useSocialTemplatesQuery(
    { organizationId, search: debounced, folderId: folder?.id ?? null },
    { skip: !open },
  );
  const choose = (template: SocialTemplate | null) => {
    onChoose(template);
    onClose();
  };
  const showFolders = !folder && !debounced;

  return (
    <Modal open={open} title="Choose a template" onCancel={onClose} footer={null} width={820} destroyOnHidden>
      <Flex vertical gap={12}>
        <Input.Search
          placeholder="Search templates"
          aria-label="Search templates"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {folder ? (
          <Flex align="center" gap={8}>
            <Button icon={<ArrowLeftOutlined />} onClick={() => setFolder(null)}>
              All folders
            </Button>
            <Typography.Text strong>{folder.name}</Typography.Text>
          </Flex>
        ) : null}
        <Flex wrap gap={12} role="list" aria-label="Templates">
          {!folder ? (
            <Card
              role="listitem"
              size="small"
              hoverable
              style={tile}
              tabIndex={0}
              onClick={() => choose(null)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && choose(null)}
            >
              <Flex vertical align="center" gap={4}>
                <FileAddOutlined style={{ fontSize: 28 }} />
                <Typography.Text>Blank template</Typography.Text>
              </Flex>
            </Card>
          ) : null}
          {showFolders
            ? (folders.data ?? []).map((f) => (
                <Card
                  key={`folder-${f.id}`}
                  role="listitem"
                  size="small"
                  hoverable
                  style={tile}
                  tabIndex={0}
                  aria-label={`Folder ${f.name}`}
                  onClick={() => setFolder(f)}
                  onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setFolder(f)}
                >
                  <Flex vertical align="center" gap={4}>
                    <FolderOutlined style={{ fontSize: 28 }} />
                    <Typography.Text ellipsis>{f.name}</Typography.Text>
                  </Flex>
                </Card>
              ))
            : null}
          {(templates.data ?? []).map((t) => (
            <Card
              key={`template-${t.id}`}
              role="listitem"
              size="small"
              hoverable
              style={tile}
              tabIndex={0}
              aria-label={`Template ${t.title}`}
              onClick={() => choose(t)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && choose(t)}
              cover={
                t.image ? <img src={t.image} alt="" style={{ height: 100, objectFit: 'cover' }} /> : undefined
              }
            >
              <Typography.Text strong ellipsis>
                {t.title}
              </Typography.Text>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                {t.description}
              </Typography.Paragraph>
            </Card>
          ))}
        </Flex>
        {templates.isLoading || folders.isLoading ? <Skeleton active /> : null}
        {templates.isError ? (
          <ErrorPanel title="The templates could not be loaded" onRetry={() => void templates.refetch()} />
        ) : null}
        {templates.isSuccess && templates.data.length === 0 && (folder || debounced) ? (
          <EmptyState
            description={
              debounced
                ? 'No templates match this search.'
                : 'This folder has no templates yet. Add a post to the library from its preview.'
            }
          />
        ) : null}
      </Flex>
    </Modal>
  );
}
