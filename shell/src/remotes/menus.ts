import { useSyncExternalStore } from 'react';
import { session, type MenuFunction } from '@ensemble/shared-ui';

export type MenuLoad = { status: 'loading' } | { status: 'ready'; menu: MenuFunction } | { status: 'failed' };

let loads: Record<string, MenuLoad> = {};
const listeners = new Set<() => void>();

function set(name: string, value: MenuLoad): void {
  loads = { ...loads, [name]: value };
  listeners.forEach((l) => l());
}

/** Loads each remote's `./menu`; a remote whose menu fails stays 'failed' (its group is greyed out). */
export function loadMenus(names: string[], load: (name: string) => Promise<unknown>): Promise<void> {
  return Promise.all(
    names.map(async (name) => {
      set(name, { status: 'loading' });
      try {
        const m = (await load(name)) as { default?: unknown } | null;
        const fn = typeof m === 'function' ? m : m?.default;
        if (typeof fn !== 'function') throw new Error(`${name}/menu has no default export`);
        set(name, { status: 'ready', menu: fn as MenuFunction });
      } catch (err) {
        console.error(`[ensemble] menu of ${name} could not be loaded`, err);
        set(name, { status: 'failed' });
      }
    }),
  ).then(() => undefined);
}

/**
 * Runs `start` once there is a session: now, or when the visitor logs in. The menus are only shown in the
 * signed-in layout, so a visitor on the login page fetches the account remote alone, not the other remotes'
 * entries and menus (issue 16: the first page's weight).
 */
export function onceSignedIn(
  start: () => void,
  current: Pick<typeof session, 'isAuthenticated' | 'subscribe'> = session,
): void {
  if (current.isAuthenticated()) {
    start();
    return;
  }
  const stop = current.subscribe(() => {
    if (!current.isAuthenticated()) return;
    stop();
    start();
  });
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

function snapshot(): Record<string, MenuLoad> {
  return loads;
}

export function useMenuLoads(): Record<string, MenuLoad> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function resetMenusForTests(): void {
  loads = {};
}
