import { configureStore } from '@reduxjs/toolkit';
import { resetApiOnSessionChange } from '@ensemble/shared-ui';
import { tempoApi } from './api/tempoApi';

export function makeStore() {
  const store = configureStore({
    reducer: { [tempoApi.reducerPath]: tempoApi.reducer },
    middleware: (getDefault) => getDefault().concat(tempoApi.middleware),
  });
  // Another organization or another user must never see this remote's cached answers.
  resetApiOnSessionChange(store.dispatch, tempoApi);
  return store;
}

/** Outlives single-spa unmounts, so coming back to Tempo finds its cache. */
export const store = makeStore();
