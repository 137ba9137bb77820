/** The only cross-remote channel besides the URL and the session (ARCHITECTURE.md, micro-frontends). */
export type AppEvent =
  | { type: 'organization-changed'; organizationId: number | null }
  /** An organization's own data changed (name, logo, email...): views showing it refetch, nothing is reset. */
  | { type: 'organization-updated'; organizationId: number }
  | { type: 'logged-out' };

const handlers = new Set<(e: AppEvent) => void>();

export const events = {
  on(fn: (e: AppEvent) => void): () => void {
    handlers.add(fn);
    return () => {
      handlers.delete(fn);
    };
  },
  emit(e: AppEvent): void {
    // A copy, so a handler that unsubscribes while handling does not skip the next one.
    for (const fn of [...handlers]) {
      try {
        fn(e);
      } catch (err) {
        console.error('[ensemble] event handler failed', err);
      }
    }
  },
};

/** In a remote's store set-up: resets that API slice's cache when the organization changes or the user logs out. */
export function resetApiOnSessionChange(
  dispatch: (a: unknown) => unknown,
  api: { util: { resetApiState(): unknown } },
): () => void {
  return events.on((e) => {
    if (e.type === 'organization-changed' || e.type === 'logged-out') dispatch(api.util.resetApiState());
  });
}
