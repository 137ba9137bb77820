import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Input, Segmented, Select, Space, Spin, Tooltip } from 'antd';
import {
  ArrowLeftOutlined,
  DesktopOutlined,
  EyeOutlined,
  MobileOutlined,
  RedoOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  accountMessages,
  emailConstants,
  emailFieldNames,
  emailMessages,
  type EmailTemplate,
  messages,
} from '@ensemble/contracts';
import {
  ConfirmModal,
  EmptyState,
  errorMessage,
  errorStatus,
  NotFound,
  parseId,
  useIsMobile,
  useNotify,
} from '@ensemble/shared-ui';
import { useOrganizationQuery } from '../../api/organizationApi';
import type { BuilderDevice, BuilderHandle } from './BuilderCanvas';
import { ContactPreview } from './ContactPreview';
import {
  useBuilderFoldersQuery,
  useBuilderLibraryTemplateQuery,
  useBuilderTemplateQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useUploadEmailImageMutation,
} from './builderApi';
import {
  afterSaveUrl,
  backUrl,
  type BuilderQuery,
  parseBuilderQuery,
  saveActionOf,
  sourceOf,
} from './builderQuery';
import { renderThumbnail } from './editor/thumbnail';

// GrapesJS and mjml-browser weigh most of a megabyte: their own chunk, fetched when the canvas first renders.
const BuilderCanvas = lazy(() => import(/* webpackChunkName: "email-builder-canvas" */ './BuilderCanvas'));

/** The template opened by the query, with the spec's words when it cannot be read. */
function useOpeningTemplate(organizationId: number, q: BuilderQuery) {
  const source = sourceOf(q);
  const own = useBuilderTemplateQuery(
    { organizationId, id: source.kind === 'template' ? source.id : 0 },
    { skip: source.kind !== 'template', refetchOnMountOrArgChange: true },
  );
  const library = useBuilderLibraryTemplateQuery(source.kind === 'library' ? source.id : 0, {
    skip: source.kind !== 'library',
  });
  const current = source.kind === 'template' ? own : source.kind === 'library' ? library : null;
  const failure = current?.error
    ? errorStatus(current.error) === 404
      ? emailMessages.templateNoLongerAvailable
      : emailMessages.unableToGetTemplate
    : null;
  return {
    template: (current?.data ?? null) as EmailTemplate | null,
    loading: Boolean(current && (current.isLoading || current.isFetching) && !current.data),
    failure,
  };
}

/**
 * /rhapsody/email/builder/:organizationId — the drag-and-drop email builder (spec 3 §2, issue 17 'Builder'),
 * GrapesJS with its MJML preset (docs/adr/0016). The query decides what opens and what Save does (builderQuery.ts).
 */
export function EmailBuilderPage() {
  const organizationId = parseId(useParams().organizationId);
  if (organizationId == null) return <NotFound />;
  return <EmailBuilder organizationId={organizationId} />;
}

function EmailBuilder({ organizationId }: { organizationId: number }) {
  const [params] = useSearchParams();
  const q = useMemo(() => parseBuilderQuery(params), [params]);
  const action = saveActionOf(q);
  const navigate = useNavigate();
  const notify = useNotify();
  const isMobile = useIsMobile();
  const organization = useOrganizationQuery(organizationId);
  const opening = useOpeningTemplate(organizationId, q);
  const folders = useBuilderFoldersQuery(organizationId, { skip: action.kind !== 'create' });
  const [createTemplate] = useCreateTemplateMutation();
  const [updateTemplate] = useUpdateTemplateMutation();
  const [uploadImage] = useUploadEmailImageMutation();

  const [title, setTitle] = useState<string | null>(null);
  const [folder, setFolder] = useState<number | null>(q.folderId);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [device, setDevice] = useState<BuilderDevice>('desktop');
  const [leaving, setLeaving] = useState(false);
  const handle = useRef<BuilderHandle | null>(null);
  const [ready, setReady] = useState(false);

  // An edit keeps its title; a new template starts from the query's title, else the base's.
  const shownTitle = title ?? (q.title || opening.template?.title || '');

  useEffect(() => {
    if (opening.failure) notify.error(opening.failure);
  }, [opening.failure, notify]);

  // The browser's own prompt when closing or reloading the tab with unsaved changes.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onReady = useCallback((h: BuilderHandle) => {
    handle.current = h;
    setReady(true);
  }, []);
  const onChange = useCallback(() => setDirty(true), []);
  const onUploadError = useCallback(
    (e: unknown) => notify.error(errorMessage(e, accountMessages.uploadFailed)),
    [notify],
  );
  // Through the remote's base query: the session's bearer token, refreshed when it has expired.
  const upload = useCallback(
    async (file: File) => (await uploadImage({ organizationId, file }).unwrap()).url,
    [uploadImage, organizationId],
  );

  const save = async () => {
    const h = handle.current;
    const name = shownTitle.trim();
    if (!name) {
      setTitleError(messages.fieldRequired(emailFieldNames.templateName));
      return;
    }
    if (name.length > emailConstants.templateTitleMax) {
      setTitleError(messages.maxLength(emailConstants.templateTitleMax));
      return;
    }
    if (!h) return;
    setTitleError(null);
    setSaveError(null);
    setSaving(true);
    const { mjml, html, project } = h.design();
    const body = {
      title: name,
      html,
      design: { format: 'mjml' as const, mjml, project },
      thumbnail: await renderThumbnail(html),
    };
    try {
      const saved =
        action.kind === 'update'
          ? await updateTemplate({ organizationId, id: action.id, body }).unwrap()
          : await createTemplate({
              organizationId,
              body: { ...body, folder, base_template: action.baseTemplate },
            }).unwrap();
      notify.success(
        action.kind === 'update' ? emailMessages.templateUpdated : emailMessages.templateCreated,
      );
      setDirty(false);
      const next = afterSaveUrl(organizationId, q, saved.id);
      if (next) navigate(next, { replace: !q.makeNewEmail && !q.createOnly });
    } catch (e) {
      notify.error(
        action.kind === 'update'
          ? emailMessages.unableToUpdateTemplate
          : emailMessages.unableToCreateTemplate,
      );
      // A rule the API refused (an unknown variable, a design too large) is said next to the toolbar.
      setSaveError(errorMessage(e, '') || null);
    } finally {
      setSaving(false);
    }
  };

  const back = () => (dirty ? setLeaving(true) : navigate(backUrl(organizationId, q)));

  if (opening.failure) {
    return (
      <section aria-label="Email builder">
        <EmptyState description={opening.failure} />
        <Button onClick={() => navigate(backUrl(organizationId, q))}>Back to templates</Button>
      </section>
    );
  }

  const waiting = opening.loading || organization.isLoading;
  const design = opening.template?.design ?? null;
  // A template without a design (its HTML came from elsewhere) opens its HTML as the MJML body's raw content.
  const initial =
    design ??
    (opening.template?.html
      ? {
          format: 'mjml' as const,
          mjml: `<mjml><mj-body><mj-raw>${opening.template.html}</mj-raw></mj-body></mjml>`,
          project: null,
        }
      : null);

  return (
    <section
      aria-label="Email builder"
      style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 120px)', minHeight: 480 }}
    >
      <Flex wrap gap={8} align="center" style={{ paddingBottom: 8 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={back} aria-label="Back">
          Back
        </Button>
        {!isMobile && (
          <>
            <Input
              aria-label={emailFieldNames.templateName}
              placeholder={emailFieldNames.templateName}
              value={shownTitle}
              maxLength={emailConstants.templateTitleMax}
              status={titleError ? 'error' : undefined}
              onChange={(e) => {
                setTitle(e.target.value);
                setDirty(true);
              }}
              style={{ width: 260 }}
            />
            {action.kind === 'create' && (
              <Select
                aria-label="Folder"
                style={{ width: 180 }}
                value={folder ?? 0}
                onChange={(v: number) => setFolder(v === 0 ? null : v)}
                loading={folders.isLoading}
                options={[
                  { value: 0, label: 'No folder' },
                  ...(folders.data?.results ?? []).map((f) => ({ value: f.id, label: f.name })),
                ]}
              />
            )}
            <Space.Compact>
              <Tooltip title="Undo (Ctrl+Z)">
                <Button
                  aria-label="Undo"
                  icon={<UndoOutlined />}
                  disabled={!ready}
                  onClick={() => handle.current?.undo()}
                />
              </Tooltip>
              <Tooltip title="Redo (Ctrl+Shift+Z)">
                <Button
                  aria-label="Redo"
                  icon={<RedoOutlined />}
                  disabled={!ready}
                  onClick={() => handle.current?.redo()}
                />
              </Tooltip>
            </Space.Compact>
            <Segmented<BuilderDevice>
              aria-label="Preview device"
              value={device}
              disabled={!ready}
              onChange={(d) => {
                setDevice(d);
                handle.current?.setDevice(d);
              }}
              options={[
                { value: 'desktop', icon: <DesktopOutlined />, label: 'Desktop' },
                { value: 'mobile', icon: <MobileOutlined />, label: 'Mobile' },
              ]}
            />
            <Button
              icon={<EyeOutlined />}
              disabled={!ready}
              onClick={() => setPreviewHtml(handle.current?.design().html ?? null)}
            >
              Preview
            </Button>
            <Button type="primary" onClick={() => void save()} loading={saving} disabled={!ready}>
              Save
            </Button>
          </>
        )}
      </Flex>
      {titleError && <Alert type="error" showIcon title={titleError} role="alert" />}
      {saveError && <Alert type="error" showIcon title={saveError} role="alert" />}
      {q.isLibraryTemplate && !isMobile && (
        <Alert type="info" showIcon title="You are editing a copy: saving creates a new template." />
      )}
      {isMobile && (
        <Alert
          type="info"
          showIcon
          title="The email builder needs a larger screen. You can preview the email here and edit it on a computer."
        />
      )}
      <div style={{ flex: 1, minHeight: 0, marginTop: 8 }}>
        {waiting ? (
          <Spin aria-label="Loading" />
        ) : (
          <Suspense fallback={<Spin aria-label="Loading the builder" />}>
            <BuilderCanvas
              initial={initial}
              organization={{ name: organization.data?.name ?? '', logo: organization.data?.logo ?? null }}
              previewOnly={isMobile}
              upload={upload}
              onReady={onReady}
              onChange={onChange}
              onUploadError={onUploadError}
            />
          </Suspense>
        )}
      </div>
      <ContactPreview
        organizationId={organizationId}
        organization={organization.data}
        html={previewHtml}
        onClose={() => setPreviewHtml(null)}
      />
      <ConfirmModal
        open={leaving}
        title="Leave the builder?"
        text="Your changes are not saved. Leave without saving?"
        confirmLabel="Leave"
        danger
        onConfirm={() => {
          setDirty(false);
          setLeaving(false);
          navigate(backUrl(organizationId, q));
        }}
        onCancel={() => setLeaving(false)}
      />
    </section>
  );
}
