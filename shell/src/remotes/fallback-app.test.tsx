import { act, screen } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { REMOTE_UNAVAILABLE, sharedVersionMismatch, withFallback, type RemoteProps } from './fallback-app';

function props(el: HTMLElement): RemoteProps & { name: string; singleSpa: never; mountParcel: never } {
  return {
    domElementGetter: () => el,
    name: 'mfe-composition',
    singleSpa: undefined as never,
    mountParcel: undefined as never,
  };
}

async function mountInto(app: LifeCycles<RemoteProps>, el: HTMLElement) {
  const p = props(el);
  const run = async (fn: LifeCycles<RemoteProps>['mount']) => {
    for (const f of Array.isArray(fn) ? fn : [fn]) await f(p);
  };
  await act(async () => {
    await run(app.bootstrap);
    await run(app.mount);
  });
  return () => act(async () => run(app.unmount));
}

describe('withFallback', () => {
  let el: HTMLElement;
  beforeEach(() => {
    el = document.createElement('div');
    document.body.appendChild(el);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    el.remove();
    jest.restoreAllMocks();
  });

  it('turns a failed load into an application that shows the error panel in the remote element', async () => {
    const app = await withFallback('mfe-composition', () =>
      Promise.reject(new Error('Failed to get manifest')),
    )();
    const unmount = await mountInto(app, el);
    expect(el.querySelector('[data-testid="remote-error"]')).not.toBeNull();
    expect(screen.getByText(REMOTE_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await unmount();
    expect(el.innerHTML).toBe('');
  });

  it('also falls back when the module has no lifecycles (bad manifest or wrong exposes)', async () => {
    const app = await withFallback('mfe-tempo', () => Promise.resolve(undefined))();
    await mountInto(app, el);
    expect(el.textContent).toContain(REMOTE_UNAVAILABLE);
  });

  it('says which shared package a remote built for another version needs (Module Federation strictVersion)', async () => {
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.1.0 from shell of shared singleton module @ensemble/shared-ui does not ' +
        'satisfy the requirement of mfe_harmony which needs ^2.0.0)',
    );
    expect(sharedVersionMismatch(refusal)).toEqual({
      pkg: '@ensemble/shared-ui',
      provided: '1.1.0',
      required: '^2.0.0',
    });
    const app = await withFallback('mfe-harmony', () => Promise.reject(refusal))();
    await mountInto(app, el);
    expect(el.textContent).toContain(REMOTE_UNAVAILABLE);
    expect(el.textContent).toContain('It was built for @ensemble/shared-ui ^2.0.0');
    expect(el.textContent).toContain('provides 1.1.0');
    expect(el.querySelector('[data-version-mismatch="@ensemble/shared-ui"]')).not.toBeNull();
    expect(sharedVersionMismatch(new Error('Failed to get manifest'))).toBeNull();
  });

  it('returns the remote lifecycles untouched when the load works', async () => {
    const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
    const app = await withFallback('mfe-harmony', () => Promise.resolve(lifecycles))();
    expect(app).toBe(lifecycles);
  });
});
