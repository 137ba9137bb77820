import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import type { AnyObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import type { Endpoint as EndpointDeclaration } from '@ensemble/contracts';
import { YupPipe } from '../../src/engine/http/yup.pipe';
import { ENDPOINT_KEY } from '../../src/engine/http/endpoint.decorator';
import { API_PREFIX } from '../../src/app.factory';
import { servedRoutes } from '../../src/engine/http/served-routes';
import { ACCESS_KEY, type DeclaredAccess, OWNER_ONLY_KEY } from '../../src/engine/tenancy/access.decorators';
import { LEAD_PARAM, TENANT_PARAM } from '../../src/engine/tenancy/authed-request';

export type RouteAccess = DeclaredAccess | 'tenant' | 'undeclared';

export interface RouteInfo {
  /** GET, POST, ... or ALL for an @All() handler. */
  method: string;
  /** Fastify path, e.g. /api/organization/:orgId */
  path: string;
  handler: string;
  access: RouteAccess;
  /** What the decorators say, independent of the path. */
  declared: DeclaredAccess | undefined;
  ownerOnly: boolean;
  params: string[];
  /** The body and query fields the handler reads (see inputsOf). */
  inputs: InputField[];
  /** The contracts declaration the route is served from (`@Endpoint`), if any. */
  endpoint?: EndpointDeclaration;
  /** '@Body()' / '@Query()' read whole, without a yup schema nor an OpenAPI description: fields unknown. */
  undescribed: ('body' | 'query')[];
}

export interface InputField {
  in: 'body' | 'query';
  name: string;
  /** yup's or OpenAPI's type: 'number', 'string', 'array', 'object', ... ('unknown' for @Query('name')). */
  type: string;
  /** Fields of a nested object (or of an array's objects), by name: the walk does not fill them. */
  nested?: string[];
}

type Described = SchemaDescription & {
  fields?: Record<string, SchemaFieldDescription>;
  innerType?: Described;
};

/** The field names inside an object field, or inside the objects of an array field, at any depth. */
function nestedNames(d: Described): string[] {
  const fields = d.fields ?? d.innerType?.fields ?? {};
  return Object.entries(fields).flatMap(([name, inner]) => [name, ...nestedNames(inner as Described)]);
}

export const routeKey = (r: Pick<RouteInfo, 'method' | 'path'>) => `${r.method} ${r.path}`;

const join = (...parts: string[]) =>
  (
    '/' +
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')
  ).replace(/\/+/g, '/');

/**
 * Routes that are not controller handlers but are knowingly served, outside the guards: CORS preflights
 * (OPTIONS *, enableCors), the OpenAPI UI and document, and with WEB_DIR the shell, the remotes and remotes.json
 * (static files, never under /api).
 */
const NON_CONTROLLER_ROUTES = [
  /^\*$/,
  /^\/api\/docs(\/.*)?$/,
  /^\/api\/docs-(json|yaml)$/,
  /^\/remotes\.json$/,
  /^\/remotes\/[\w-]+\/\*$/,
  /^\/\*?$/,
];

/**
 * Middleware (app.use, run through @fastify/middie before routing, so outside the guards), each with why it may
 * be there. One not in this list makes the inventory throw: it could answer requests no guard ever sees.
 */
const KNOWN_MIDDLEWARE: { why: string; is: (fn: unknown) => boolean }[] = [
  {
    why: 'Nest middleware (MiddlewareConsumer: the request logger), which calls next() and answers nothing itself',
    is: (fn) => String(fn).includes('runMiddleware'),
  },
];

type MiddieInstance = Record<symbol, [string, unknown][] | undefined>;

/** The app.use handlers of @fastify/middie's root context (its list is kept under a private symbol). */
function middleware(fastify: object): [string, unknown][] {
  const key = Object.getOwnPropertySymbols(fastify).find(
    (k) => k.description === 'fastify-middie-middlewares',
  );
  return key ? ((fastify as MiddieInstance)[key] ?? []) : [];
}

/** How a controller class and handler would be classified — also used on deliberately broken controllers. */
export function classify(controller: object, handler: object, path: string) {
  const declared =
    (Reflect.getMetadata(ACCESS_KEY, handler) as DeclaredAccess | undefined) ??
    (Reflect.getMetadata(ACCESS_KEY, controller) as DeclaredAccess | undefined);
  const ownerOnly = Boolean(
    Reflect.getMetadata(OWNER_ONLY_KEY, handler) ?? Reflect.getMetadata(OWNER_ONLY_KEY, controller),
  );
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const tenant = params.includes(TENANT_PARAM) || params.includes(LEAD_PARAM);
  const access: RouteAccess = declared ?? (tenant ? 'tenant' : 'undeclared');
  return { declared, ownerOnly, params, access };
}

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

interface SwaggerParam {
  in: string;
  name?: string;
  schema?: { type?: string; properties?: Record<string, { type?: string }> };
}

/**
 * The body and query fields a handler reads: from the contracts yup schema its YupPipe validates with (what the
 * server accepts), else from a named @Body('x') / @Query('x'), else from its OpenAPI description (a multipart
 * form). An input with none of these is reported as undescribed, so no input slips past the walks.
 */
function inputsOf(controller: object, name: string, handler: object) {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArg>;
  const documented = (Reflect.getMetadata(DECORATORS.API_PARAMETERS, handler) ?? []) as SwaggerParam[];
  const endpoint = Reflect.getMetadata(ENDPOINT_KEY, handler) as EndpointDeclaration | undefined;
  const inputs: InputField[] = [];
  const undescribed: ('body' | 'query')[] = [];
  for (const [key, arg] of Object.entries(args)) {
    const type = Number(key.split(':')[0]);
    if (type !== RouteParamtypes.BODY && type !== RouteParamtypes.QUERY) continue;
    const where = type === RouteParamtypes.BODY ? 'body' : 'query';
    const pipe = (arg.pipes ?? []).find((p): p is YupPipe<AnyObjectSchema> => p instanceof YupPipe);
    // A contracts endpoint validates its whole body and query with its own schemas (@Endpoint).
    const whole = arg.data === undefined ? endpoint?.[where] : undefined;
    const schema = pipe?.schema ?? whole;
    if (schema) {
      const fields = (schema.describe() as { fields: Record<string, SchemaFieldDescription> }).fields;
      for (const [field, d] of Object.entries(fields)) {
        const nested = nestedNames(d as Described);
        inputs.push({
          in: where,
          name: field,
          type: (d as Described).type,
          ...(nested.length ? { nested } : {}),
        });
      }
    } else if (typeof arg.data === 'string') {
      inputs.push({ in: where, name: arg.data, type: 'unknown' });
    } else {
      const described = documented.filter((p) => p.in === where);
      for (const p of described) {
        if (where === 'query' && p.name)
          inputs.push({ in: where, name: p.name, type: p.schema?.type ?? 'unknown' });
        for (const [field, s] of Object.entries(p.schema?.properties ?? {}))
          inputs.push({ in: where, name: field, type: s.type ?? 'unknown' });
      }
      if (described.length === 0) undescribed.push(where);
    }
  }
  return { inputs, undescribed };
}

/** Every controller route Nest registered, from its metadata. */
export function controllerRoutes(app: INestApplication): RouteInfo[] {
  const scanner = new MetadataScanner();
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { name: string; prototype: Record<string, object> } | null;
      if (!controller) continue;
      const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const sub = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (sub === undefined || method === undefined) continue;
        for (const b of base) {
          for (const s of ([] as string[]).concat(sub)) {
            const path = join(API_PREFIX, b, s);
            routes.push({
              method: RequestMethod[method],
              path,
              handler: `${controller.name}.${name}`,
              endpoint: Reflect.getMetadata(ENDPOINT_KEY, handler) as EndpointDeclaration | undefined,
              ...classify(controller, handler, path),
              ...inputsOf(controller, name, handler),
            });
          }
        }
      }
    }
  }
  return routes;
}

/**
 * Every route the HTTP server actually answers, as Fastify registered them (trackServedRoutes) and matched to the
 * controller metadata both ways: a served route no controller declares (a route added around Nest), a handler
 * mounted with app.use that is not known middleware, or a controller route Fastify does not serve, makes this
 * throw. An @All() handler is one route with method ALL. The HEAD route Fastify adds to each GET is the GET's.
 */
export function routeInventory(app: INestApplication): RouteInfo[] {
  const fromNest = controllerRoutes(app);
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const served = new Map<string, RouteInfo>();
  const problems: string[] = [];
  for (const [path, fn] of middleware(fastify)) {
    if (!KNOWN_MIDDLEWARE.some((m) => m.is(fn)))
      problems.push(`app.use handler on '${path}' is not a controller route nor known middleware`);
  }
  const routes = servedRoutes(fastify);
  const gets = new Set(routes.filter((r) => r.methods.includes('GET')).map((r) => r.url));
  for (const { url: path, methods } of routes) {
    if (NON_CONTROLLER_ROUTES.some((r) => r.test(path))) continue;
    const all = fromNest.find((r) => r.path === path && r.method === 'ALL');
    if (all) {
      served.set(routeKey(all), all);
      continue;
    }
    for (const m of methods) {
      if (m === 'HEAD' && gets.has(path)) continue;
      const route = fromNest.find((r) => r.path === path && r.method === m);
      if (!route) problems.push(`${m} ${path} is served but belongs to no controller handler`);
      else served.set(routeKey(route), route);
    }
  }
  for (const r of fromNest)
    if (!served.has(routeKey(r))) problems.push(`${routeKey(r)} (${r.handler}) is declared but not served`);
  if (problems.length > 0) throw new Error(`route inventory:\n${problems.join('\n')}`);
  return [...served.values()];
}
