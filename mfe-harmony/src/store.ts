import { configureStore } from '@reduxjs/toolkit';
import { resetApiOnSessionChange } from '@ensemble/shared-ui';
import { harmonyApi } from './api/harmonyApi';

export function makeStore() {
  const store = configureStore({
    reducer: { [harmonyApi.reducerPath]: harmonyApi.reducer },
    middleware: (getDefault) => getDefault().concat(harmonyApi.middleware),
  });
  // Another organization or another user must never see this remote's cached answers.
  resetApiOnSessionChange(store.dispatch, harmonyApi);
  return store;
}

/** Outlives single-spa unmounts, so coming back to Harmony finds its cache. */
export const store = makeStore();
