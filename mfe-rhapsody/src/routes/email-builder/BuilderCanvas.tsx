/**
 * The GrapesJS editor with the MJML preset, in a lazy chunk of its own (EmailBuilderPage loads this file with
 * React.lazy). The page drives it through the handle given to onReady, so the page never imports GrapesJS.
 */
import { useEffect, useRef } from 'react';
import type { Editor } from 'grapesjs';
import type { EmailDesign } from '@ensemble/contracts';
import { createGrapesEditor } from './editor/loadGrapes';
import {
  addOrganizationBlocks,
  addVariableMenu,
  type ImageUploader,
  canvasCss,
  labelPanelButtons,
  type OrganizationBlocks,
  presetBlocks,
  uploadFileHandler,
} from './editor/setupEditor';
import { blankMjml } from './editor/starter';

export type BuilderDevice = 'desktop' | 'mobile';

/** What the page asks of the editor. */
export interface BuilderHandle {
  /** The MJML source, the HTML it compiles to in the browser, and the editor's project data. */
  design(): { mjml: string; html: string; project: unknown };
  undo(): void;
  redo(): void;
  setDevice(device: BuilderDevice): void;
}

export interface BuilderCanvasProps {
  /** The design to open; null opens the blank starter. */
  initial: EmailDesign | null;
  organization: OrganizationBlocks;
  /** Absent: images are added by address only. */
  upload?: ImageUploader;
  /** A phone: no editing panels, the email as it looks on a phone. */
  previewOnly: boolean;
  onReady(handle: BuilderHandle): void;
  /** The user changed the design (not the opening load). */
  onChange(): void;
  onUploadError(e: unknown): void;
}

/**
 * Through the preset's own device buttons, so they show the same device: its device commands stay 'active' once
 * run, and running an active one again does nothing.
 */
function showDevice(editor: Editor, device: BuilderDevice): void {
  const button = editor.Panels.getButton('devices-c', `set-device-${device}`);
  if (button) button.set('active', true);
  else editor.setDevice(device === 'mobile' ? 'Mobile portrait' : 'Desktop');
}

function handleOf(editor: Editor): BuilderHandle {
  return {
    design() {
      const mjml = String(editor.runCommand('mjml-code'));
      const compiled = editor.runCommand('mjml-code-to-html') as { html?: string } | undefined;
      return { mjml, html: compiled?.html ?? '', project: editor.getProjectData() };
    },
    undo: () => editor.UndoManager.undo(),
    redo: () => editor.UndoManager.redo(),
    setDevice: (device) => showDevice(editor, device),
  };
}

export default function BuilderCanvas(props: BuilderCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  // The editor is made once per mount; later prop changes reach it through this ref.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const el = container.current;
    if (!el) return undefined;
    let editor: Editor | null = null;
    let cancelled = false;
    const { initial, organization, upload, previewOnly } = latest.current;
    void createGrapesEditor(
      {
        container: el,
        height: '100%',
        width: 'auto',
        storageManager: false,
        canvasCss,
        // GrapesJS's default icon font comes from a CDN: the builder is self-hosted (labelPanelButtons names them).
        cssIcons: '',
        assetManager: {
          embedAsBase64: false,
          // GrapesJS reads disableUpload (missing from its typings) to show or hide the file input.
          ...({ disableUpload: !upload } as object),
          uploadFile: async (ev: DragEvent) => {
            if (editor && upload) {
              await uploadFileHandler(editor, upload, (e) => latest.current.onUploadError(e))(ev);
            }
          },
        },
      },
      { blocks: presetBlocks },
    ).then((ed) => {
      if (cancelled) {
        ed.destroy();
        return;
      }
      editor = ed;
      addOrganizationBlocks(ed, organization);
      addVariableMenu(ed);
      labelPanelButtons(ed);
      if (initial?.project) ed.loadProjectData(initial.project as Parameters<Editor['loadProjectData']>[0]);
      else ed.setComponents(initial?.mjml || blankMjml);
      // Opening is not an edit: nothing to undo, nothing unsaved.
      ed.UndoManager.clear();
      ed.on('update', () => latest.current.onChange());
      if (previewOnly) {
        showDevice(ed, 'mobile');
        ed.runCommand('core:preview');
      }
      latest.current.onReady(handleOf(ed));
    });
    return () => {
      cancelled = true;
      editor?.destroy();
    };
  }, []);

  return <div ref={container} className="ensemble-email-builder-canvas" style={{ height: '100%' }} />;
}
