import type { MenuFunction } from '@ensemble/shared-ui';
import type { MenuLoad } from '../remotes/menus';
import { selectedKey, visibleGroups } from './menu-groups';

const item = (key: string, path: string) => ({ key, label: key, path });
const ready = (fn: MenuFunction): MenuLoad => ({ status: 'ready', menu: fn });

const loads: Record<string, MenuLoad> = {
  'mfe-composition': ready(() => []),
  'mfe-rhapsody': ready((c) => [item('social', `/rhapsody/social/${c.organizationId}`)]),
  'mfe-harmony': ready((c) => [item('dashboard', `/dashboard/${c.organizationId}`)]),
  'mfe-tempo': { status: 'failed' },
};
const all = ['mfe-account', 'mfe-composition', 'mfe-rhapsody', 'mfe-harmony', 'mfe-tempo'];

/** The groups of organization 3 in the full edition on a desktop, unless a case says otherwise. */
function groupsWith(overrides: Partial<Parameters<typeof visibleGroups>[0]> = {}) {
  return visibleGroups({
    loadedRemotes: all,
    loads,
    organizationId: 3,
    edition: 'full',
    isMobile: false,
    ...overrides,
  });
}

describe('visibleGroups', () => {
  it('shows the four groups in order with the remotes’ items', () => {
    const groups = groupsWith();
    expect(groups.map((g) => [g.def.label, g.state, g.items.map((i) => i.path)])).toEqual([
      ['Composition', 'ready', []],
      ['Rhapsody', 'ready', ['/rhapsody/social/3']],
      ['Harmony', 'ready', ['/dashboard/3']],
      ['Tempo', 'failed', []],
    ]);
  });

  it('hides Harmony and Tempo on mobile', () => {
    const groups = groupsWith({ isMobile: true });
    expect(groups.map((g) => g.def.key)).toEqual(['composition', 'rhapsody']);
  });

  it('leaves out groups of remotes the edition does not load', () => {
    const groups = groupsWith({
      loadedRemotes: ['mfe-account', 'mfe-rhapsody', 'mfe-tempo'],
      edition: 'social',
    });
    expect(groups.map((g) => g.def.key)).toEqual(['rhapsody', 'tempo']);
  });

  it('treats a menu function that throws as a failed group', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const groups = groupsWith({
      loadedRemotes: ['mfe-rhapsody'],
      loads: {
        'mfe-rhapsody': ready(() => {
          throw new Error('boom');
        }),
      },
    });
    expect(groups[0].state).toBe('failed');
    jest.restoreAllMocks();
  });

  it('selects the item whose path prefixes the current path', () => {
    const groups = groupsWith();
    expect(selectedKey(groups, '/rhapsody/social/3/url/1/post/2')).toBe('social');
    expect(selectedKey(groups, '/dashboard/3')).toBe('dashboard');
    expect(selectedKey(groups, '/releases')).toBeNull();
  });
});
