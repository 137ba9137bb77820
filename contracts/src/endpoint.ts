/**
 * Each API call is declared once, here in contracts: method, path, who may call it, request schemas (the same yup
 * rules the forms use), response schema and the words of its documentation. The API's `@Endpoint(e)` decorator
 * turns a declaration into the route, its validation and its OpenAPI entry; the remotes' RTK Query calls build
 * their request from it with `requestOf(e, …)`. See docs/adr/0013-endpoints-declared-once.md.
 */
import type { AnyObjectSchema } from 'yup';
import type { JsonSchema } from './json-schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone; any signed-in user (their own data only); a member of the organization named by the
 * path's `:orgId` or owning the path's `:leadId` (404 otherwise); or that organization's owner (403 for a member).
 */
export type EndpointAccess = 'public' | 'authenticated' | 'member' | 'owner';

/** The names of a path pattern's parameters: '/organization/:orgId/users/:id/' → 'orgId' | 'id'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathArgs<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : Record<PathParamNames<P>, number | string>;

export interface Endpoint<Res = unknown, P extends string = string> {
  readonly method: HttpMethod;
  /** From the API root ('/api' not included), with `:name` parameters, exactly as the specification writes it. */
  readonly path: P;
  readonly access: EndpointAccess;
  /** The OpenAPI tag (the screen group it serves). */
  readonly tag: string;
  readonly summary: string;
  /** The rules and messages a caller meets, in the specification's words. */
  readonly description?: string;
  readonly body?: AnyObjectSchema;
  readonly query?: AnyObjectSchema;
  /** The success status: 200 by default, 201 for a POST that creates. */
  readonly status?: 200 | 201 | 202 | 204;
  /** The success body; null only with status 204. */
  readonly response: JsonSchema | null;
  /** A second success: 202 with this body when the work is queued as a job instead (the bulk actions). */
  readonly accepted?: { readonly description: string; readonly response: JsonSchema };
  /** Path parameters that are not integer ids (every other `:name` is documented as an integer). */
  readonly stringParams?: readonly PathParamNames<P>[];
  /** Only a type: the response body the call resolves to. */
  readonly __response?: Res;
}

/**
 * `endpoint<LeadNote>()({ … })`: the response type is given, the path's parameter names are inferred. Curried so
 * that the path stays a literal type while the response type is written out.
 */
export const endpoint =
  <Res = void>() =>
  <const P extends string>(e: Omit<Endpoint<Res, P>, '__response'>): Endpoint<Res, P> =>
    e;

/** The response type of a declared endpoint. */
export type ResponseOf<E> = E extends Endpoint<infer R, string> ? R : never;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The parameter names of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1] as string);
}

/** The concrete path of a call: `urlOf(e, { leadId: 4, id: 9 })` → '/organization/lead/4/notes/9/'. */
export function urlOf<P extends string>(e: Pick<Endpoint<unknown, P>, 'path'>, args: PathArgs<P>): string {
  return e.path.replace(PARAM, (_, name: string) => {
    const value = (args as Record<string, number | string | undefined>)[name];
    if (value === undefined) throw new Error(`${e.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A path helper taking the parameters in their order: `pathOf(e)(4, 9)`. For callers (tests, links) that
 * write ids positionally; the path itself is still only the endpoint's.
 */
export function pathOf<P extends string>(
  e: Pick<Endpoint<unknown, P>, 'path'>,
): (...ids: (number | string)[]) => string {
  const names = pathParamNames(e.path);
  return (...ids) => urlOf(e, Object.fromEntries(names.map((n, i) => [n, ids[i]])) as PathArgs<P>);
}

/** What a client sends: RTK Query's FetchArgs shape (`url`, `method`, `params`, `body`), from the declaration. */
export interface EndpointRequest {
  url: string;
  method: HttpMethod;
  params?: Record<string, unknown>;
  body?: unknown;
}

/**
 * The request of a declared call, for RTK Query's `query:` (`query: (a) => requestOf(e, { path: a, body: a.body })`).
 * Extra keys in `path` are ignored, so a hook's argument can carry the path values and the rest side by side.
 */
export function requestOf<P extends string>(
  e: Pick<Endpoint<unknown, P>, 'path' | 'method'>,
  args: { path?: PathArgs<P>; query?: Record<string, unknown>; body?: unknown } = {},
): EndpointRequest {
  return {
    url: urlOf(e, (args.path ?? {}) as PathArgs<P>),
    method: e.method,
    ...(args.query ? { params: args.query } : {}),
    ...(args.body !== undefined ? { body: args.body } : {}),
  };
}
