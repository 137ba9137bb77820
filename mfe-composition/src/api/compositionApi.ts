import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@ensemble/shared-ui';

/** Composition's API slice; contacts, lists, records, tags and imports inject their endpoints here. */
export const compositionApi = createApi({
  reducerPath: 'compositionApi',
  baseQuery: createBaseQuery(),
  endpoints: () => ({}),
});
