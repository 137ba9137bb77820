import { isUnpaid, visibleTabs, type ManageOrganizationTabKey } from './tabs';

const all: { key: ManageOrganizationTabKey }[] = [
  { key: 'users' },
  { key: 'billing' },
  { key: 'general' },
  { key: 'add-ons' },
  { key: 'subscriptions' },
];
const keys = (tabs: { key: string }[]) => tabs.map((t) => t.key);

describe('manage organization tabs', () => {
  it('shows every tab in the spec order on a desktop for a paid or never-subscribed organization', () => {
    expect(keys(visibleTabs(all, { isMobile: false, unpaid: false }))).toEqual([
      'general',
      'subscriptions',
      'add-ons',
      'billing',
      'users',
    ]);
  });

  it('shows only General on mobile', () => {
    expect(keys(visibleTabs(all, { isMobile: true, unpaid: false }))).toEqual(['general']);
  });

  it('shows only Billing to an unpaid organization', () => {
    expect(keys(visibleTabs(all, { isMobile: false, unpaid: true }))).toEqual(['billing']);
  });

  it('shows only Billing to an unpaid organization on a phone too (the unpaid rule wins)', () => {
    expect(keys(visibleTabs(all, { isMobile: true, unpaid: true }))).toEqual(['billing']);
  });

  it('falls back to General when the rules leave nothing (no Billing tab)', () => {
    const now = [{ key: 'general' as const }, { key: 'users' as const }];
    expect(keys(visibleTabs(now, { isMobile: false, unpaid: true }))).toEqual(['general']);
    expect(keys(visibleTabs(now, { isMobile: true, unpaid: true }))).toEqual(['general']);
  });

  it('calls an organization unpaid when it had a package and is no longer subscribed', () => {
    expect(isUnpaid({ is_subscribed: false, package_id: 'pkg_1' })).toBe(true);
    expect(isUnpaid({ is_subscribed: true, package_id: 'pkg_1' })).toBe(false);
    expect(isUnpaid({ is_subscribed: false, package_id: null })).toBe(false);
  });
});
