import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@ensemble/shared-ui';

/** Harmony's API slice; each screen injects its endpoints (ARCHITECTURE.md, micro-frontends). */
export const harmonyApi = createApi({
  reducerPath: 'harmonyApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Organization', 'ContactReport'],
  endpoints: () => ({}),
});
