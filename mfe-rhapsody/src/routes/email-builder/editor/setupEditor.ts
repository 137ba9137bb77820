/**
 * What the builder adds to GrapesJS and its MJML preset (issue 17 'Builder'): the organization's blocks, a single
 * column, the Insert variable menu of the text toolbar, and image uploads through our storage.
 */
import type { Editor } from 'grapesjs';
import { emailVariableLabels, emailVariables, escapeHtml, variableToken } from '@ensemble/contracts';

/** The preset's blocks the builder offers: rows of 1, 2 and 3 columns and the content blocks. */
export const presetBlocks = [
  'mj-1-column',
  'mj-2-columns',
  'mj-3-columns',
  'mj-text',
  'mj-image',
  'mj-button',
  'mj-divider',
  'mj-spacer',
  'mj-social-group',
];

export interface OrganizationBlocks {
  name: string;
  logo: string | null;
}

/** A section with one element, as MJML wants every content element inside a section and a column. */
const inSection = (inner: string) => `<mj-section><mj-column>${inner}</mj-column></mj-section>`;

export function addOrganizationBlocks(editor: Editor, org: OrganizationBlocks): void {
  const category = 'Organization';
  editor.Blocks.add('org-column', {
    label: 'Column',
    category: 'Layout',
    // Dropped into a section beside its other columns.
    content: '<mj-column><mj-text>Column text</mj-text></mj-column>',
  });
  editor.Blocks.add('org-logo', {
    label: 'Logo',
    category,
    // The logo's real address when the organization has one; otherwise the variable, which the send fills
    // with an <img> (or nothing) per recipient.
    content: org.logo
      ? inSection(`<mj-image src="${escapeHtml(org.logo)}" alt="${escapeHtml(org.name)}" width="120px" />`)
      : inSection(`<mj-text align="center">${variableToken('organization_logo')}</mj-text>`),
  });
  editor.Blocks.add('org-address', {
    label: 'Address',
    category,
    content: inSection(
      `<mj-text align="center" font-size="12px" color="#6b7280">${variableToken('organization_address')}</mj-text>`,
    ),
  });
}

/** The select shown in the text toolbar: the eleven variables by their labels, inserting `#!name!#`. */
export function addVariableMenu(editor: Editor): void {
  const options = emailVariables
    .map((v) => `<option value="${v}">${escapeHtml(emailVariableLabels[v])}</option>`)
    .join('');
  editor.RichTextEditor.add('insert-variable', {
    name: 'insert-variable',
    icon: `<select class="ensemble-insert-variable" aria-label="Insert variable" title="Insert variable"><option value="">Insert variable</option>${options}</select>`,
    // A select is reached with Tab and chosen with the arrow keys; its change inserts at the caret.
    event: 'change',
    result: (rte, action) => {
      const select = action.btn?.querySelector('select');
      const value = select?.value as (typeof emailVariables)[number] | '' | undefined;
      if (!select || !value) return;
      rte.insertHTML(variableToken(value));
      select.value = '';
    },
  });
}

export type ImageUploader = (file: File) => Promise<string>;

/** The asset manager's uploads go through `upload` (our storage, with the session's token), never inline. */
export function uploadFileHandler(editor: Editor, upload: ImageUploader, onError: (e: unknown) => void) {
  return async (ev: DragEvent | Event) => {
    const fromDrop = 'dataTransfer' in ev ? ev.dataTransfer?.files : undefined;
    const files = fromDrop ?? (ev.target as HTMLInputElement | null)?.files ?? null;
    for (const file of Array.from(files ?? [])) {
      try {
        const src = await upload(file);
        editor.AssetManager.add({ type: 'image', src });
      } catch (e) {
        onError(e);
      }
    }
  };
}

/** Words for GrapesJS's panel buttons, whose default icons come from a Font Awesome CDN the suite does not use. */
const buttonLabels: Record<string, string> = {
  'open-blocks': 'Blocks',
  'open-sm': 'Style',
  'open-tm': 'Settings',
  'open-layers': 'Layers',
  'sw-visibility': 'Outlines',
  preview: 'Preview',
  fullscreen: 'Full screen',
  'export-template': 'Code',
  'mjml-import': 'Import',
};

/**
 * Every panel button gets a name (a word where it had only a CDN icon, its title otherwise) so it can be seen and
 * read by a screen reader; the blocks are shown first, as dragging them in is the first thing to do.
 */
export function labelPanelButtons(editor: Editor): void {
  if (!document.getElementById('ensemble-gjs-buttons')) {
    const style = document.createElement('style');
    style.id = 'ensemble-gjs-buttons';
    style.textContent = '.gjs-pn-btn.ensemble-gjs-button{font-size:12px;width:auto;padding:4px 5px;}';
    document.head.appendChild(style);
  }
  for (const panel of editor.Panels.getPanels().models) {
    for (const button of panel.buttons.models) {
      const word = buttonLabels[button.id as string];
      const attributes = (button.get('attributes') ?? {}) as Record<string, string>;
      const name = word ?? attributes.title ?? String(button.id);
      if (word && !String(button.get('label') ?? '').includes('<svg')) {
        button.set({ label: word, className: 'ensemble-gjs-button' });
      }
      button.set('attributes', { ...attributes, title: name, 'aria-label': name });
    }
  }
  editor.Panels.getButton('views', 'open-blocks')?.set('active', true);
}

/**
 * The head (its title and preview text) is not part of the email's body, but the MJML preset draws it as a line of
 * text above it: hidden in the canvas (the Layers panel still lists it, and the compiled email keeps it). The
 * editor's `canvasCss`: GrapesJS renders the frame's head itself, so a style added to it by hand is dropped.
 */
export const canvasCss = '[data-gjs-type="mj-head"]{display:none!important}';
