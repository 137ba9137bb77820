import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@ensemble/shared-ui';

/**
 * Composition's API slice; contacts, lists, records, tags and imports inject their endpoints here (one file per
 * feature). The tag types are shared so a transition on a record page refreshes the stage lists, and so on.
 */
export const compositionApi = createApi({
  reducerPath: 'compositionApi',
  baseQuery: createBaseQuery(),
  tagTypes: [
    'Lead',
    'LeadList',
    'Tag',
    'History',
    'Job',
    'Import',
    'Note',
    'Document',
    'Reminder',
    'FollowUp',
    'Event',
    'Sale',
    'Invoice',
    'ClientContact',
    'Associate',
  ],
  endpoints: () => ({}),
});
