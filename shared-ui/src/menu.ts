import type { Edition } from '@ensemble/contracts';

/** One side-menu item contributed by a remote's exposed `./menu`. */
export interface MenuEntry {
  key: string;
  label: string;
  path: string;
}

export interface MenuContext {
  organizationId: number;
  edition: Edition;
  isMobile: boolean;
}

export type MenuFunction = (ctx: MenuContext) => MenuEntry[];
