import { allRemotes } from '@ensemble/contracts';
import { parseRemotesConfig } from './config';
import { federationName } from './federation-name';
import fullConfig from '../../public/remotes.json';

describe('parseRemotesConfig', () => {
  it('accepts the development remotes.json', () => {
    const c = parseRemotesConfig(fullConfig);
    expect(c.edition).toBe('full');
    expect(c.remotes.map((r) => r.name)).toEqual(allRemotes);
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
        remotes: [{ name: 'Mfe X', entry: 'e', routes: [] }],
      }),
    ).toThrow(/invalid name/);
    expect(() =>
      parseRemotesConfig({
        edition: 'full',
        apiBaseUrl: '/api',
        remotes: [{ name: 'mfe-tempo', entry: 'e', routes: ['/tempo'], publicRoutes: ['tempo'] }],
      }),
    ).toThrow(/publicRoutes/);
    expect(() =>
      parseRemotesConfig({
        edition: 'full',
        apiBaseUrl: '/api',
        remotes: [{ name: 'mfe-tempo', routes: ['/tempo'] }],
      }),
    ).toThrow(/entry/);
  });

  it('loads the remotes remotes.json lists, a new one included, with their public routes', () => {
    const c = parseRemotesConfig({
      edition: 'full',
      apiBaseUrl: '/api',
      remotes: [
        { name: 'mfe-account', entry: 'a', routes: ['/', '/signup'], publicRoutes: ['/'] },
        { name: 'mfe-cadenza', entry: 'c', routes: ['/cadenza'] },
      ],
    });
    expect(c.remotes).toEqual([
      { name: 'mfe-account', entry: 'a', routes: ['/', '/signup'], publicRoutes: ['/'] },
      { name: 'mfe-cadenza', entry: 'c', routes: ['/cadenza'], publicRoutes: [] },
    ]);
  });

  it('gives hyphenated remote names a valid container name', () => {
    expect(federationName('mfe-account')).toBe('mfe_account');
  });
});
