/**
 * GrapesJS, the MJML preset (which bundles mjml-browser) and GrapesJS's stylesheet, fetched only when the builder
 * opens: together they are most of a megabyte that no other page may pay for (docs/adr/0016).
 */
import type { Editor, EditorConfig } from 'grapesjs';
import type { PluginOptions as MjmlOptions } from 'grapesjs-mjml';

const STYLESHEET_ID = 'ensemble-grapesjs-css';

/** The stylesheet as a file of the build (webpack emits it as an asset), linked once per page. */
function linkStylesheet(): void {
  if (document.getElementById(STYLESHEET_ID)) return;
  const link = document.createElement('link');
  link.id = STYLESHEET_ID;
  link.rel = 'stylesheet';
  link.href = new URL('grapesjs/dist/css/grapes.min.css', import.meta.url).href;
  document.head.appendChild(link);
}

export async function createGrapesEditor(config: EditorConfig, mjml: MjmlOptions): Promise<Editor> {
  linkStylesheet();
  const [{ default: grapesjs }, { default: mjmlPreset }] = await Promise.all([
    import(/* webpackChunkName: "grapesjs" */ 'grapesjs'),
    import(/* webpackChunkName: "grapesjs" */ 'grapesjs-mjml'),
  ]);
  return grapesjs.init({
    ...config,
    plugins: [(editor) => mjmlPreset(editor, mjml), ...(config.plugins ?? [])],
  });
}
