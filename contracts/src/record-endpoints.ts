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
    return {
      /** GET collection → the records, as an array. */
      list: (d: CallDoc & { query?: AnyObjectSchema }) =>
        endpoint<Item[]>()({
          ...common,
          ...d,
          method: 'GET',
          path: r.collection,
          response: js.arr(r.response),
        }),
      /** GET collection → a page of the records. */
      page: (d: CallDoc & { query?: AnyObjectSchema }) =>
        endpoint<Paginated<Item>>()({
          ...common,
          ...d,
          method: 'GET',
          path: r.collection,
          response: js.page(r.response),
        }),
      create: (d: CallDoc) =>
        endpoint<Item>()({
          ...common,
          ...d,
          method: 'POST',
          path: r.collection,
          body: r.body,
          response: r.response,
        }),
      get: (d: CallDoc) =>
        endpoint<Item>()({ ...common, ...d, method: 'GET', path: r.item, response: r.response }),
      update: (d: CallDoc) =>
        endpoint<Item>()({
          ...common,
          ...d,
          method: 'PUT',
          path: r.item,
          body: r.body,
          response: r.response,
        }),
      remove: (d: CallDoc) =>
        endpoint()({ ...common, ...d, method: 'DELETE', path: r.item, status: 204, response: null }),
    };
  };
