export { setRuntimeConfig, getRuntimeConfig, useRuntimeConfig, useEdition } from './runtime-config';
export { session, useSession, SESSION_STORAGE_KEY, type SessionState } from './session';
export { events, resetApiOnSessionChange, type AppEvent } from './events';
export { createBaseQuery } from './base-query';
export { navigateTo, routeAfterLogin, homePathFor, parseId } from './navigation';
export { AppProviders } from './AppProviders';
export { ensembleTheme } from './theme';
export { useNotify, type Notify } from './useNotify';
export { NotFound, ErrorPanel, EmptyState, PageHeader, ErrorBoundary, homePath } from './components';
export { PagedTable, type PagedTableProps } from './PagedTable';
export { QueryStates, type QueryStatesProps, type QueryStatus } from './QueryStates';
export { useIsMobile } from './useIsMobile';
export { useDebouncedValue } from './useDebouncedValue';
export { useTabParam } from './useTabParam';
export {
  usePagedTableState,
  orderingFor,
  sortOrderOf,
  type PagedTableOptions,
  type PagedTableState,
} from './usePagedTableState';
export { downloadCsv } from './downloadCsv';
export {
  applyApiErrors,
  apiErrorMessage,
  errorBody,
  errorMessage,
  errorStatus,
  hasFieldErrors,
  wasAborted,
} from './api-errors';
export type { MenuEntry, MenuContext, MenuFunction } from './menu';
export * from './forms';
export * from './modals';
export { submitErrorBanner } from './forms/submit-errors';
export { RemoteRoot } from './RemoteRoot';
export {
  createRemote,
  makeRemoteStore,
  type Remote,
  type RemoteApiSlice,
  type RemoteState,
  type RemoteStore,
} from './createRemote';
export { lazyPage, type LazyPage } from './lazyPage';
