import * as contracts from '@ensemble/contracts';
import type { Endpoint as EndpointDeclaration } from '@ensemble/contracts';
import { API_PREFIX } from '../src/app.factory';
import { startTestApp, type TestApp } from './support/test-app';
import { controllerRoutes, type RouteInfo } from './tenancy/route-inventory';

/**
 * Each call is declared once in contracts (docs/adr/0013-endpoints-declared-once.md), and the OpenAPI document is
 * complete enough to generate a client from: every operation has an id, a summary, its path parameters and a
 * success response with its body schema (or 204). Runs in CI with the rest of the API suite.
 */
interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
let routes: RouteInfo[];
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await startTestApp({ database: 'sqlite', redis: false });
  routes = controllerRoutes(t.app);
  doc = (await t.http.get('/api/docs-json')).body;
});
afterAll(() => t.close());

const isEndpoint = (v: unknown): v is EndpointDeclaration =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v && 'response' in v;

/** Every endpoint declaration contracts exports, from its `…Endpoints` groups (nested groups too: per stage). */
function declaredEndpoints(): { name: string; e: EndpointDeclaration }[] {
  const walk = (name: string, value: unknown): { name: string; e: EndpointDeclaration }[] =>
    isEndpoint(value)
      ? [{ name, e: value }]
      : typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => walk(`${name}.${key}`, inner))
        : [];
  return Object.entries(contracts)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([group, value]) => walk(group, value));
}

/** Express and Nest drop a trailing slash when they register a path. */
const normal = (p: string) => p.replace(/\/+$/, '');

describe('each endpoint declared once', () => {
  it('serves every route from a contracts declaration (@Endpoint), none written by hand', () => {
    const byHand = routes.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.path} (${r.handler})`);
    expect(byHand).toEqual([]);
  });

  it('serves each contracts declaration exactly once, at its own method and path', () => {
    const declared = declaredEndpoints();
    expect(declared.length).toBeGreaterThan(0);
    const problems = declared.flatMap(({ name, e }) => {
      const served = routes.filter((r) => r.endpoint === e);
      if (served.length !== 1) return [`${name}: served by ${served.length} handlers`];
      const r = served[0] as RouteInfo;
      const expected = normal(`/${API_PREFIX}${e.path}`);
      return r.method === e.method && normal(r.path) === expected
        ? []
        : [`${name}: ${e.method} ${expected} is served as ${r.method} ${r.path}`];
    });
    expect(problems).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );

  it('gives every operation a unique id and a summary', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const unsummarized = operations().filter(({ op }) => !op.summary?.trim());
    expect(unsummarized.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('documents every path parameter', () => {
    const missing = operations().flatMap(({ path, method, op }) =>
      [...path.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .filter((name) => !(op.parameters ?? []).some((p) => p.in === 'path' && p.name === name))
        .map((name) => `${method} ${path}: {${name}}`),
    );
    expect(missing).toEqual([]);
  });

  it('documents a success response with its body schema (or 204 No Content) on every operation', () => {
    const incomplete = operations().flatMap(({ path, method, op }) => {
      const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
      if (success.length === 0) return [`${method} ${path}: no 2xx response`];
      return success
        .filter(([code, r]) => code !== '204' && !Object.values(r.content ?? {}).some((c) => c.schema))
        .map(([code]) => `${method} ${path}: ${code} without a body schema`);
    });
    expect(incomplete).toEqual([]);
  });
});
