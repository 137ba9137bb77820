import { safeNext } from './next';

describe('login next', () => {
  it('keeps a path of this site', () => {
    expect(safeNext('/invitation?token=abc')).toBe('/invitation?token=abc');
    expect(safeNext('/dashboard/5#top')).toBe('/dashboard/5#top');
  });

  it('ignores anything that could lead to another site', () => {
    for (const bad of [
      null,
      '',
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '/\t/evil.test',
    ]) {
      expect(safeNext(bad)).toBeNull();
    }
  });
});
