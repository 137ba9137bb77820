import { federationName, parseRemotesConfig } from './config';
import fullConfig from '../../public/remotes.json';

describe('parseRemotesConfig', () => {
  it('accepts the development remotes.json', () => {
    const c = parseRemotesConfig(fullConfig);
    expect(c.edition).toBe('full');
    expect(c.remotes.map((r) => r.name)).toEqual([
      'mfe-account',
      'mfe-composition',
      'mfe-rhapsody',
      'mfe-harmony',
      'mfe-tempo',
    ]);
  });

  it("maps an empty apiBaseUrl to the same origin's /api", () => {
    expect(parseRemotesConfig({ edition: 'social', apiBaseUrl: '', remotes: [] }).apiBaseUrl).toBe('/api');
  });

  it('rejects malformed files with a clear reason', () => {
    expect(() => parseRemotesConfig({ edition: 'pro', apiBaseUrl: '/api', remotes: [] })).toThrow(/edition/);
    expect(() =>
      parseRemotesConfig({
        edition: 'full',
        apiBaseUrl: '/api',
        remotes: [{ name: 'mfe-x', entry: 'e', routes: [] }],
      }),
    ).toThrow(/unknown name/);
    expect(() =>
      parseRemotesConfig({
        edition: 'full',
        apiBaseUrl: '/api',
        remotes: [{ name: 'mfe-tempo', routes: ['/tempo'] }],
      }),
    ).toThrow(/entry/);
  });

  it('gives hyphenated remote names a valid container name', () => {
    expect(federationName('mfe-account')).toBe('mfe_account');
  });
});
