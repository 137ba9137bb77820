import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@ensemble/shared-ui';

/** Rhapsody's API slice; each screen injects its endpoints (ARCHITECTURE.md, micro-frontends). */
export const rhapsodyApi = createApi({
  reducerPath: 'rhapsodyApi',
  baseQuery: createBaseQuery(),
  tagTypes: [
    'Organization',
    'PostcardOrder',
    'Card',
    'EmailTemplate',
    'EmailFolder',
    'TextTemplate',
    'EmailSuppression',
    'TextConversation',
  ],
  endpoints: () => ({}),
});
