import { allRemotes } from '@ensemble/contracts';
import { remotesConfigFor } from './remotes-config';

describe('remotesConfigFor', () => {
  it('lists every remote in the full edition, served from this origin', () => {
    const c = remotesConfigFor('full');
    expect(c.edition).toBe('full');
    expect(c.apiBaseUrl).toBe('/api');
    expect(c.remotes.map((r) => r.name)).toEqual(allRemotes);
    expect(c.remotes[0].entry).toBe('/remotes/mfe-account/mf-manifest.json');
    expect(c.remotes.find((r) => r.name === 'mfe-harmony')?.routes).toEqual(['/harmony', '/dashboard']);
  });

  it('lists only account, rhapsody and tempo in the social edition', () => {
    expect(remotesConfigFor('social').remotes.map((r) => r.name)).toEqual([
      'mfe-account',
      'mfe-rhapsody',
      'mfe-tempo',
    ]);
  });
});
