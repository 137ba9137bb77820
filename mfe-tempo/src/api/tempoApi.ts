import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@ensemble/shared-ui';

/** Tempo's API slice; each screen injects its endpoints (ARCHITECTURE.md, micro-frontends). */
export const tempoApi = createApi({
  reducerPath: 'tempoApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Outbox'],
  endpoints: () => ({}),
});
