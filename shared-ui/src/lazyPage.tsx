import { lazy, type ComponentType } from 'react';

/** A route's page loaded on first visit; `preload()` fetches it ahead (tests preload every page). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyPage<C extends ComponentType<any>> = C & { preload(): Promise<void> };

/**
 * Route-level code splitting: the page `name` of the module `load` imports (a route folder's page) becomes its
 * own chunk, fetched when the route is first shown, inside the remote's Suspense fallback (RemoteRoot). Once
 * loaded it renders at once, without suspending again. `import()` of the remote's own files keeps Module
 * Federation's shared singletons shared: the chunk consumes them like the rest of the remote.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loaded: M[K] | undefined;
  const fetchPage = () =>
    load().then((m) => {
      loaded = m[name];
      if (typeof loaded !== 'function' && typeof loaded !== 'object') throw new Error(`no page ${name}`);
      return { default: m[name] };
    });
  const Lazy = lazy(fetchPage) as unknown as ComponentType<object>;
  function Page(props: object) {
    const Loaded = loaded as ComponentType<object> | undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Page.displayName = `lazyPage(${name})`;
  Page.preload = () => fetchPage().then(() => undefined);
  return Page as unknown as LazyPage<M[K]>;
}
