import { configureStore } from '@reduxjs/toolkit';
import { events, resetApiOnSessionChange } from '@ensemble/shared-ui';
import { shellApi } from './api/shellApi';

export function makeStore() {
  const store = configureStore({
    reducer: { [shellApi.reducerPath]: shellApi.reducer },
    middleware: (getDefault) => getDefault().concat(shellApi.middleware),
  });
  resetApiOnSessionChange(store.dispatch, shellApi);
  // A remote renamed the organization or changed its logo: the side menu shows the new one at once.
  events.on((e) => {
    if (e.type === 'organization-updated') {
      store.dispatch(shellApi.util.invalidateTags([{ type: 'Organization', id: e.organizationId }]));
    }
  });
  return store;
}

export type ShellStore = ReturnType<typeof makeStore>;
