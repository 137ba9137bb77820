import { configureStore } from '@reduxjs/toolkit';
import { resetApiOnSessionChange } from '@ensemble/shared-ui';
import { rhapsodyApi } from './api/rhapsodyApi';

export function makeStore() {
  const store = configureStore({
    reducer: { [rhapsodyApi.reducerPath]: rhapsodyApi.reducer },
    middleware: (getDefault) => getDefault().concat(rhapsodyApi.middleware),
  });
  // Another organization or another user must never see this remote's cached answers.
  resetApiOnSessionChange(store.dispatch, rhapsodyApi);
  return store;
}

/** Outlives single-spa unmounts, so coming back to Rhapsody finds its cache. */
export const store = makeStore();
