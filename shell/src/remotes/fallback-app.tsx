import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { AppProviders, ErrorPanel } from '@ensemble/shared-ui';

export interface RemoteProps {
  domElementGetter: () => HTMLElement;
}

export const REMOTE_UNAVAILABLE = 'This part of Ensemble is unavailable right now';

/** A remote built against a version of shared-ui or contracts this shell does not provide. */
export interface SharedVersionMismatch {
  /** The shared package, e.g. '@ensemble/shared-ui'. */
  pkg: string;
  /** The version the shell provides. */
  provided: string;
  /** The range the remote was built for, e.g. '^2.0.0'. */
  required: string;
}

/**
 * Recognizes Module Federation's strictVersion failure ("Version 1.1.0 from shell of shared singleton module
 * @ensemble/shared-ui does not satisfy the requirement of mfe_harmony which needs ^2.0.0").
 */
export function sharedVersionMismatch(error: unknown): SharedVersionMismatch | null {
  const message = error instanceof Error ? error.message : String(error);
  const m =
    /Version (\S+) from .*? of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^\s)]+)/.exec(
      message,
    );
  return m ? { provided: m[1], pkg: m[2], required: m[3] } : null;
}

function describeFailure(error: unknown): string {
  const mismatch = sharedVersionMismatch(error);
  if (!mismatch) return 'Please try again in a moment. If the problem persists, contact your administrator.';
  return (
    `It was built for ${mismatch.pkg} ${mismatch.required}, and this version of Ensemble provides ` +
    `${mismatch.provided}: the two were deployed out of step. Please try again in a moment. If the problem ` +
    'persists, contact your administrator.'
  );
}

/**
 * What single-spa mounts in place of a remote whose files could not be loaded: an error panel with Retry in
 * the remote's own element, inside the layout, so the rest of the suite keeps working.
 */
export function fallbackApplication(name: string, error: unknown): LifeCycles<RemoteProps> {
  let root: Root | null = null;
  const detail = error instanceof Error ? error.message : String(error);
  const mismatch = sharedVersionMismatch(error);
  return {
    bootstrap: async () => {},
    mount: async (props) => {
      root = createRoot(props.domElementGetter());
      root.render(
        <AppProviders>
          <div
            data-testid="remote-error"
            data-remote-failed={name}
            data-version-mismatch={mismatch ? mismatch.pkg : undefined}
          >
            <ErrorPanel
              title={REMOTE_UNAVAILABLE}
              description={describeFailure(error)}
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
