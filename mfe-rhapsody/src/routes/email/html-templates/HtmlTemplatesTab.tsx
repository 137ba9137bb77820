import { useState } from 'react';
import { Button, Flex, Input, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  emailConstants,
  emailMessages,
  type EmailTemplateFolder,
  type EmailTemplateSummary,
} from '@ensemble/contracts';
import {
  apiErrorMessage,
  ConfirmModal,
  EmptyState,
  parseId,
  QueryStates,
  useDebouncedValue,
  useNotify,
} from '@ensemble/shared-ui';
import { useTemplateDelete } from '../useTemplateDelete';
import {
  useDeleteEmailFolderMutation,
  useDeleteEmailTemplateMutation,
  useDuplicateEmailTemplateMutation,
  useEmailFoldersQuery,
  useEmailTemplateIsUsedMutation,
  useEmailTemplatesQuery,
  useLibraryFoldersQuery,
  useLibraryTemplatesQuery,
} from '../../../api/emailTemplatesApi';
import { editTemplate, newEmail, newTemplate } from '../builderLinks';
import { type CardAction, CardGrid, FolderCard, TemplateCard } from './cards';
import { FolderModal, MoveTemplateModal, RenameTemplateModal } from './TemplateModals';

type ApiError = Parameters<typeof apiErrorMessage>[0];
type Source = 'mine' | 'library';

/** The open folder: its id and name (the name titles the view without another call). */
interface OpenFolder {
  id: number;
  name: string;
}

/**
 * The template view (spec 3 §2 Email): the organization's folders and the templates in no folder, or one
 * folder's templates with 'GO BACK'; the shared library beside them, read-only.
 */
export function HtmlTemplatesTab({ organizationId }: { organizationId: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [source, setSource] = useState<Source>('mine');
  // The organization's open folder is in the URL (?folderId=), so a reload or the builder, after a save, comes back
  // to it; the library's open folder is only here.
  const [params, setParams] = useSearchParams();
  const myFolderId = parseId(params.get('folderId'));
  const [libraryFolder, setLibraryFolder] = useState<OpenFolder | null>(null);
  const [folderNames, setFolderNames] = useState<Record<number, string>>({});
  const myFolders = useEmailFoldersQuery(
    { organizationId },
    { skip: source !== 'mine' || myFolderId === null || myFolderId in folderNames },
  );
  const folder: OpenFolder | null =
    source === 'library'
      ? libraryFolder
      : myFolderId === null
        ? null
        : {
            id: myFolderId,
            name:
              folderNames[myFolderId] ?? myFolders.data?.results.find((f) => f.id === myFolderId)?.name ?? '',
          };
  const openMyFolder = (next: OpenFolder | null) => {
    if (next) setFolderNames((names) => ({ ...names, [next.id]: next.name }));
    setParams(
      (p) => {
        const url = new URLSearchParams(p);
        if (next) url.set('folderId', String(next.id));
        else url.delete('folderId');
        return url;
      },
      { replace: true },
    );
  };
  const setFolder = (next: OpenFolder | null) =>
    source === 'library' ? setLibraryFolder(next) : openMyFolder(next);
  /** The folder a template started 'from library' goes to: the one open when the library was chosen. */
  const [targetFolder, setTargetFolder] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, emailConstants.templatesSearchDebounceMs).trim();

  const [folderModal, setFolderModal] = useState<{ folder: EmailTemplateFolder | null } | null>(null);
  const [renaming, setRenaming] = useState<EmailTemplateSummary | null>(null);
  const [moving, setMoving] = useState<EmailTemplateSummary | null>(null);
  const [deletingFolder, setDeletingFolder] = useState<EmailTemplateFolder | null>(null);

  const [duplicate] = useDuplicateEmailTemplateMutation();
  const [isUsed] = useEmailTemplateIsUsedMutation();
  const [removeTemplate] = useDeleteEmailTemplateMutation();
  const { askDelete, confirm } = useTemplateDelete<EmailTemplateSummary>({
    organizationId,
    isUsed,
    remove: removeTemplate,
    title: 'Delete template',
  });
  const [removeFolder] = useDeleteEmailFolderMutation();

  const show = (next: Source) => {
    if (next === 'library') setTargetFolder(folder?.id ?? null);
    setSource(next);
    setLibraryFolder(null);
    openMyFolder(null);
  };

  const doDuplicate = async (t: EmailTemplateSummary) => {
    try {
      await duplicate({ organizationId, id: t.id }).unwrap();
      notify.success(emailMessages.templateDuplicated);
    } catch (error) {
      notify.error(apiErrorMessage(error as ApiError, emailMessages.unableToDuplicateTemplate));
    }
  };

  const confirmDeleteFolder = async () => {
    if (!deletingFolder) return;
    try {
      await removeFolder({ organizationId, id: deletingFolder.id }).unwrap();
      notify.success(emailMessages.folderDeleted);
      if (folder?.id === deletingFolder.id) setFolder(null);
      setDeletingFolder(null);
    } catch (error) {
      notify.error(apiErrorMessage(error as ApiError, emailMessages.unableToDeleteFolder));
      throw error;
    }
  };

  const myTemplateActions = (t: EmailTemplateSummary): CardAction[] => [
    { key: 'open', label: 'Open', onClick: () => void navigate(editTemplate(organizationId, t.id)) },
    { key: 'rename', label: 'Rename', onClick: () => setRenaming(t) },
    { key: 'move', label: 'Move to folder', onClick: () => setMoving(t) },
    { key: 'duplicate', label: 'Duplicate', onClick: () => void doDuplicate(t) },
    { key: 'delete', label: 'Delete', danger: true, onClick: () => void askDelete(t) },
  ];
  const libraryTemplateActions = (t: EmailTemplateSummary): CardAction[] => [
    {
      key: 'new-template',
      label: 'Use as new template',
      onClick: () =>
        void navigate(newTemplate(organizationId, { baseTemplateId: t.id, folderId: targetFolder })),
    },
    {
      key: 'new-email',
      label: 'Use as new email',
      onClick: () => void navigate(newEmail(organizationId, { baseTemplateId: t.id })),
    },
    { key: 'duplicate', label: 'Duplicate to my templates', onClick: () => void doDuplicate(t) },
  ];
  const folderActions = (f: EmailTemplateFolder): CardAction[] => [
    { key: 'open', label: 'Open', onClick: () => setFolder({ id: f.id, name: f.name }) },
    { key: 'rename', label: 'Rename', onClick: () => setFolderModal({ folder: f }) },
    { key: 'delete', label: 'Delete', danger: true, onClick: () => setDeletingFolder(f) },
  ];

  return (
    <section aria-label="HTML Templates">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Segmented<Source>
          value={source}
          onChange={show}
          options={[
            { value: 'mine', label: 'My templates' },
            { value: 'library', label: 'Library' },
          ]}
        />
        <Flex gap={8} wrap>
          <Input.Search
            allowClear
            aria-label="Search templates"
            placeholder="Search templates"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            style={{ width: 220 }}
          />
          {source === 'mine' ? (
            <>
              <Button icon={<FolderAddOutlined />} onClick={() => setFolderModal({ folder: null })}>
                New folder
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate(newTemplate(organizationId, { folderId: folder?.id ?? null }))}
              >
                New template
              </Button>
              <Button onClick={() => show('library')}>From library</Button>
            </>
          ) : null}
        </Flex>
      </Flex>

      {folder ? (
        <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
          <Button icon={<ArrowLeftOutlined />} onClick={() => setFolder(null)}>
            GO BACK
          </Button>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {folder.name}
          </Typography.Title>
        </Flex>
      ) : null}

      {source === 'mine' ? (
        <MyTemplates
          organizationId={organizationId}
          folder={folder}
          search={search}
          onOpenFolder={(f) => setFolder({ id: f.id, name: f.name })}
          folderActions={folderActions}
          templateActions={myTemplateActions}
        />
      ) : (
        <LibraryTemplates
          folder={folder}
          search={search}
          onOpenFolder={(f) => setFolder({ id: f.id, name: f.name })}
          templateActions={libraryTemplateActions}
        />
      )}

      <FolderModal
        organizationId={organizationId}
        open={folderModal !== null}
        folder={folderModal?.folder ?? null}
        onClose={() => setFolderModal(null)}
      />
      <RenameTemplateModal
        organizationId={organizationId}
        template={renaming}
        onClose={() => setRenaming(null)}
      />
      <MoveTemplateModal organizationId={organizationId} template={moving} onClose={() => setMoving(null)} />
      {confirm}
      <ConfirmModal
        open={deletingFolder !== null}
        title="Delete folder"
        text={emailMessages.deleteFolderConfirm}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDeleteFolder}
        onCancel={() => setDeletingFolder(null)}
      />
    </section>
  );
}

function MyTemplates(props: {
  organizationId: number;
  folder: OpenFolder | null;
  search: string;
  onOpenFolder: (f: EmailTemplateFolder) => void;
  folderActions: (f: EmailTemplateFolder) => CardAction[];
  templateActions: (t: EmailTemplateSummary) => CardAction[];
}) {
  const [page, setPage] = useState({ key: '', number: 1 });
  // A new folder or search starts again at page 1.
  const key = `${props.folder?.id ?? ''}|${props.search}`;
  const pageNumber = page.key === key ? page.number : 1;
  const templates = useEmailTemplatesQuery({
    organizationId: props.organizationId,
    folder: props.folder?.id ?? null,
    search: props.search,
    page: pageNumber,
  });
  // Folders show at the top level only; a search looks through every template instead.
  const showFolders = props.folder === null && props.search === '';
  const folders = useEmailFoldersQuery({ organizationId: props.organizationId }, { skip: !showFolders });
  const folderList = showFolders ? (folders.data?.results ?? []) : [];
  const templateList = templates.data?.results ?? [];
  const loading = templates.isLoading || (showFolders && folders.isLoading);

  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <QueryStates query={templates} errorTitle={emailMessages.unableToGetTemplate} skeletonRows={false}>
      {folderList.length > 0 ? (
        <div style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>Folders</Typography.Title>
          <CardGrid>
            {folderList.map((f) => (
              <FolderCard
                key={f.id}
                folder={f}
                onOpen={() => props.onOpenFolder(f)}
                actions={props.folderActions(f)}
              />
            ))}
          </CardGrid>
        </div>
      ) : null}
      {templateList.length > 0 ? (
        <>
          {folderList.length > 0 ? <Typography.Title level={5}>Templates</Typography.Title> : null}
          <CardGrid>
            {templateList.map((t) => (
              <TemplateCard key={t.id} template={t} actions={props.templateActions(t)} />
            ))}
          </CardGrid>
          {(templates.data?.count ?? 0) > emailConstants.templatesPageSize ? (
            <Pagination
              style={{ marginTop: 16 }}
              current={pageNumber}
              pageSize={emailConstants.templatesPageSize}
              total={templates.data?.count ?? 0}
              showSizeChanger={false}
              onChange={(n) => setPage({ key, number: n })}
            />
          ) : null}
        </>
      ) : folderList.length === 0 ? (
        <EmptyState
          description={
            props.search
              ? 'No templates match your search'
              : props.folder
                ? 'This folder is empty'
                : 'No templates yet'
          }
        />
      ) : null}
    </QueryStates>
  );
}

function LibraryTemplates(props: {
  folder: OpenFolder | null;
  search: string;
  onOpenFolder: (f: EmailTemplateFolder) => void;
  templateActions: (t: EmailTemplateSummary) => CardAction[];
}) {
  const folders = useLibraryFoldersQuery();
  const templates = useLibraryTemplatesQuery({ folder: props.folder?.id ?? null });
  const needle = props.search.toLowerCase();
  // The library is small and comes whole: searched here, and at the top level only its loose templates show.
  const templateList = (templates.data ?? []).filter((t) =>
    needle ? t.title.toLowerCase().includes(needle) : props.folder !== null || t.folder === null,
  );
  const folderList = props.folder === null && !needle ? (folders.data ?? []) : [];

  if (templates.isLoading || folders.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <QueryStates query={templates} errorTitle={emailMessages.unableToGetTemplate} skeletonRows={false}>
      <Typography.Paragraph type="secondary">{emailMessages.libraryReadOnly}</Typography.Paragraph>
      {folderList.length > 0 ? (
        <div style={{ marginBottom: 16 }}>
          <CardGrid>
            {folderList.map((f) => (
              <FolderCard key={f.id} folder={f} onOpen={() => props.onOpenFolder(f)} actions={[]} />
            ))}
          </CardGrid>
        </div>
      ) : null}
      {templateList.length > 0 ? (
        <CardGrid>
          {templateList.map((t) => (
            <TemplateCard key={t.id} template={t} actions={props.templateActions(t)} />
          ))}
        </CardGrid>
      ) : folderList.length === 0 ? (
        <EmptyState description={needle ? 'No templates match your search' : 'No templates yet'} />
      ) : null}
    </QueryStates>
  );
}
