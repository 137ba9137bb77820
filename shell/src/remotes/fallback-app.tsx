import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { AppProviders, ErrorPanel } from '@ensemble/shared-ui';

export interface RemoteProps {
  domElementGetter: () => HTMLElement;
}

export const REMOTE_UNAVAILABLE = 'This part of Ensemble is unavailable right now';

/**
 * What single-spa mounts in place of a remote whose files could not be loaded: an error panel with Retry in
 * the remote's own element, inside the layout, so the rest of the suite keeps working.
 */
export function fallbackApplication(name: string, error: unknown): LifeCycles<RemoteProps> {
  let root: Root | null = null;
  const detail = error instanceof Error ? error.message : String(error);
  return {
    bootstrap: async () => {},
    mount: async (props) => {
      root = createRoot(props.domElementGetter());
      root.render(
        <AppProviders>
          <div data-testid="remote-error" data-remote-failed={name}>
            <ErrorPanel
              title={REMOTE_UNAVAILABLE}
              description="Please try again in a moment. If the problem persists, contact your administrator."
              onRetry={() => window.location.reload()}
            />
          </div>
        </AppProviders>,
      );
      console.error(`[ensemble] ${name} could not be loaded: ${detail}`);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

function isLifecycles(m: unknown): m is LifeCycles<RemoteProps> {
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof (m as { mount?: unknown }).mount === 'function' &&
    typeof (m as { unmount?: unknown }).unmount === 'function'
  );
}

/** Wraps a remote's loader so a failure (server down, bad manifest, broken module) resolves to the fallback. */
export function withFallback(
  name: string,
  load: () => Promise<unknown>,
): () => Promise<LifeCycles<RemoteProps>> {
  return async () => {
    try {
      const m = await load();
      if (!isLifecycles(m)) throw new Error(`${name}/app does not export single-spa lifecycles`);
      return m;
    } catch (err) {
      return fallbackApplication(name, err);
    }
  };
}
