import type { MenuContext, MenuEntry } from '@ensemble/shared-ui';

/** Composition's side-menu entries: none until contacts arrive (spec 2). */
export default function menu(_ctx: MenuContext): MenuEntry[] {
  return [];
}
