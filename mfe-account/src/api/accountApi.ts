import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@ensemble/shared-ui';

/**
 * The remote's one RTK Query slice. Features add their endpoints with `injectEndpoints` (see the sibling
 * modules), so each screen only pulls in the calls it uses.
 */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Me', 'EmailSignature', 'Organization', 'Industry', 'Release', 'Mailbox'],
  endpoints: () => ({}),
});
