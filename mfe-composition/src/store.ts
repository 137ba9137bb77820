import { configureStore } from '@reduxjs/toolkit';
import { resetApiOnSessionChange } from '@ensemble/shared-ui';
import { compositionApi } from './api/compositionApi';

export function makeStore() {
  const store = configureStore({
    reducer: { [compositionApi.reducerPath]: compositionApi.reducer },
    middleware: (getDefault) => getDefault().concat(compositionApi.middleware),
  });
  // Another organization or another user must never see this remote's cached answers.
  resetApiOnSessionChange(store.dispatch, compositionApi);
  return store;
}

/** Outlives single-spa unmounts, so coming back to Composition finds its cache. */
export const store = makeStore();
