import type { Edition, RemoteDescriptor } from '@ensemble/contracts';
import type { MenuEntry } from '@ensemble/shared-ui';
import type { MenuLoad } from '../remotes/menus';

export interface MenuGroupDef {
  key: 'composition' | 'rhapsody' | 'harmony' | 'tempo';
  label: string;
  remote: RemoteDescriptor['name'];
  hiddenOnMobile: boolean;
}

/** The four fixed groups of the side menu (spec 1 §1); each one's items come from its remote's `./menu`. */
export const MENU_GROUPS: MenuGroupDef[] = [
  { key: 'composition', label: 'Composition', remote: 'mfe-composition', hiddenOnMobile: false },
  { key: 'rhapsody', label: 'Rhapsody', remote: 'mfe-rhapsody', hiddenOnMobile: false },
  { key: 'harmony', label: 'Harmony', remote: 'mfe-harmony', hiddenOnMobile: true },
  { key: 'tempo', label: 'Tempo', remote: 'mfe-tempo', hiddenOnMobile: true },
];

export interface VisibleGroup {
  def: MenuGroupDef;
  state: 'loading' | 'ready' | 'failed';
  items: MenuEntry[];
}

/** Groups of remotes this edition does not load are absent; Harmony and Tempo are hidden on mobile. */
export function visibleGroups(args: {
  loadedRemotes: string[];
  loads: Record<string, MenuLoad>;
  organizationId: number | null;
  edition: Edition;
  isMobile: boolean;
}): VisibleGroup[] {
  const { loadedRemotes, loads, organizationId, edition, isMobile } = args;
  return MENU_GROUPS.filter((g) => loadedRemotes.includes(g.remote) && !(isMobile && g.hiddenOnMobile)).map(
    (def): VisibleGroup => {
      const load = loads[def.remote] ?? { status: 'loading' };
      if (load.status !== 'ready') return { def, state: load.status, items: [] };
      if (organizationId == null) return { def, state: 'ready', items: [] };
      try {
        return { def, state: 'ready', items: load.menu({ organizationId, edition, isMobile }) };
      } catch (err) {
        console.error(`[ensemble] menu of ${def.remote} failed`, err);
        return { def, state: 'failed', items: [] };
      }
    },
  );
}

/** The menu item whose path is the longest prefix of the current path. */
export function selectedKey(groups: VisibleGroup[], pathname: string): string | null {
  let best: MenuEntry | null = null;
  for (const g of groups) {
    for (const item of g.items) {
      const p = item.path.split('?')[0].replace(/\/+$/, '');
      if ((pathname === p || pathname.startsWith(`${p}/`)) && (!best || p.length > best.path.length))
        best = item;
    }
  }
  return best?.key ?? null;
}
