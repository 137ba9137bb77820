import fullConfig from '../../public/remotes.json';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerRemotes: jest.fn(),
}));

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the page remote fetched early', () => {
  let early: typeof import('./early');
  let runtime: { preloadRemote: jest.Mock; registerRemotes: jest.Mock };
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.resetModules();
    runtime = jest.requireMock('@module-federation/enhanced/runtime');
    fetchMock = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(fullConfig) }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    early = jest.requireActual('./early');
  });

  it('reads remotes.json once, for the warm-up and for bootstrap', async () => {
    early.warmUpPageRemote('/');
    await expect(early.remotesJson()).resolves.toEqual(fullConfig);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('preloads only the remote that owns the page, and registers every remote once', async () => {
    early.warmUpPageRemote('/');
    await flush();
    expect(runtime.preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_account', exposes: ['./app'] }]);
    early.registerListedRemotes(fullConfig.remotes);
    const names = runtime.registerRemotes.mock.calls.flatMap(([list]: [{ name: string }[]]) =>
      list.map((r) => r.name),
    );
    expect(names.sort()).toEqual(fullConfig.remotes.map((r) => r.name.replace(/-/g, '_')).sort());
  });

  it('preloads nothing on a path no remote owns, and leaves a failed read to bootstrap', async () => {
    early.warmUpPageRemote('/404');
    await flush();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();

    jest.resetModules();
    fetchMock.mockImplementation(() => Promise.resolve({ ok: false, status: 503 }));
    const again: typeof import('./early') = jest.requireActual('./early');
    again.warmUpPageRemote('/');
    await expect(again.remotesJson()).rejects.toThrow('/remotes.json answered 503');
  });
});
