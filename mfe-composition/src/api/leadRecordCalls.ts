import { type Endpoint, type PathArgs, requestOf } from '@ensemble/contracts';
import { type compositionApi } from './compositionApi';

/**
 * The calls of a contact's records (notes, events, reminders, sales, contact people, documents): each call is
 * the declared request at `/organization/lead/:leadId/…`, and a success refetches what `written(leadId)` names
 * (the records' list, and the contact's history where the API writes one); a list is cached under `tag(leadId)`.
 */
type Build = Parameters<Parameters<typeof compositionApi.injectEndpoints>[0]['endpoints']>[0];
type Tags = (leadId: number) => Parameters<typeof compositionApi.util.invalidateTags>[0];
type TagType = Extract<
  Parameters<typeof compositionApi.util.invalidateTags>[0][number],
  { type: unknown }
>['type'];
/** A declared call at a contact's record path, whose parameters are `leadId` (and `id` for one record). */
type Call = Pick<Endpoint, 'path' | 'method'>;
// The declarations' own path types are not carried through the helpers; the API e2e tests serve each path.
const at = (e: Call, path: { leadId: number; id?: number }, body?: unknown) =>
  requestOf(e, { path: path as unknown as PathArgs<string>, body });

/**
 * The cache tags of a contact's records of these kinds, by lead id: `leadTags('Note')` for its notes' list, and
 * `leadTags('Note', 'History')` for what a write refetches where the API writes every change to the history.
 */
export const leadTags =
  (...types: TagType[]) =>
  (leadId: number) =>
    types.map((type) => ({ type, id: leadId }));

const onSuccess =
  (written: Tags) =>
  (_r: unknown, error: unknown, { leadId }: { leadId: number }) =>
    error ? [] : written(leadId);

/** GET the records of a contact (the hook's argument is its lead id), cached under `tag(leadId)`. */
export const listRecords = <Item>(build: Build, e: Call, tag: Tags) =>
  build.query<Item[], number>({
    query: (leadId) => at(e, { leadId }),
    providesTags: (_r, _e, leadId) => tag(leadId),
  });

export const addRecord = <Item, Input>(build: Build, e: Call, written: Tags) =>
  build.mutation<Item, { leadId: number; body: Input }>({
    query: ({ leadId, body }) => at(e, { leadId }, body),
    invalidatesTags: onSuccess(written),
  });

export const updateRecord = <Item, Input>(build: Build, e: Call, written: Tags) =>
  build.mutation<Item, { leadId: number; id: number; body: Input }>({
    query: ({ leadId, id, body }) => at(e, { leadId, id }, body),
    invalidatesTags: onSuccess(written),
  });

export const deleteRecord = <Res = void>(build: Build, e: Call, written: Tags) =>
  build.mutation<Res, { leadId: number; id: number }>({
    query: ({ leadId, id }) => at(e, { leadId, id }),
    invalidatesTags: onSuccess(written),
  });
