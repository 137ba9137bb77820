import { configureStore } from '@reduxjs/toolkit';
import { resetApiOnSessionChange } from '@ensemble/shared-ui';
import { accountApi } from './api/accountApi';

export function makeStore() {
  const store = configureStore({
    reducer: { [accountApi.reducerPath]: accountApi.reducer },
    middleware: (getDefault) => getDefault().concat(accountApi.middleware),
  });
  // Another organization or another user must never see this remote's cached answers.
  const stopResetting = resetApiOnSessionChange(store.dispatch, accountApi);
  return Object.assign(store, { stopResetting });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** The remote's store; it outlives single-spa unmounts so a return visit finds its cache. */
export const store = makeStore();
