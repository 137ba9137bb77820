/**
 * The calls of one kind of record kept under a collection path and its item path (a contact's notes, events,
 * sales…): GET/POST on the collection, GET/PUT/DELETE on the item. What they share (access, tag, paths, the
 * record's body and response schemas) is given once; each call adds its own words. Internal to contracts.
 */
import type { AnyObjectSchema } from 'yup';
import { endpoint, type EndpointAccess } from './endpoint';
import { js, type JsonSchema } from './json-schema';
import type { Paginated } from './api-types';

/** A call's own documentation. */
export interface CallDoc {
  readonly summary: string;
  readonly description?: string;
}

export const recordEndpoints =
  <Item>() =>
  <const C extends string, const I extends string>(r: {
    access: EndpointAccess;
    tag: string;
    collection: C;
    item: I;
    response: JsonSchema;
    body?: AnyObjectSchema;
  }) => {
    const common = { access: r.access, tag: r.tag };
    const one = { response: r.response };
    const written = { body: r.body, response: r.response };
    type ListDoc = CallDoc & { query?: AnyObjectSchema };
    return {
      /** GET collection → the records, as an array. */
      list: (d: ListDoc) =>
        endpoint<Item[]>()({
          ...common,
          ...d,
          method: 'GET',
          path: r.collection,
          response: js.arr(r.response),
        }),
      /** GET collection → a page of the records. */
      page: (d: ListDoc) =>
        endpoint<Paginated<Item>>()({
          ...common,
          ...d,
          method: 'GET',
          path: r.collection,
          response: js.page(r.response),
        }),
      create: (d: CallDoc) =>
        endpoint<Item>()({ ...common, ...d, ...written, method: 'POST', path: r.collection }),
      get: (d: CallDoc) => endpoint<Item>()({ ...common, ...d, ...one, method: 'GET', path: r.item }),
      update: (d: CallDoc) => endpoint<Item>()({ ...common, ...d, ...written, method: 'PUT', path: r.item }),
      remove: (d: CallDoc) =>
        endpoint()({ ...common, ...d, method: 'DELETE', path: r.item, status: 204, response: null }),
    };
  };

/** A contact's records, for its organization's members: '/organization/lead/:leadId/<name>/' and '…/<name>/:id/'. */
export const leadRecordEndpoints =
  <Item>() =>
  <const N extends string>(name: N, r: { tag: string; response: JsonSchema; body?: AnyObjectSchema }) =>
    recordEndpoints<Item>()({
      ...r,
      access: 'member',
      collection: `/organization/lead/:leadId/${name}/` as const,
      item: `/organization/lead/:leadId/${name}/:id/` as const,
    });
