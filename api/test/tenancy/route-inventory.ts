import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { API_PREFIX } from '../../src/app.factory';
import { ACCESS_KEY, type DeclaredAccess, OWNER_ONLY_KEY } from '../../src/common/access/access.decorators';
import { LEAD_PARAM, TENANT_PARAM } from '../../src/common/access/authed-request';

export type RouteAccess = DeclaredAccess | 'tenant' | 'undeclared';

export interface RouteInfo {
  method: string;
  /** Express path, e.g. /api/organization/:orgId */
  path: string;
  handler: string;
  access: RouteAccess;
  /** What the decorators say, independent of the path. */
  declared: DeclaredAccess | undefined;
  ownerOnly: boolean;
  params: string[];
}

const join = (...parts: string[]) =>
  (
    '/' +
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/')
  ).replace(/\/+/g, '/');

/** Routes that are not controller handlers but are knowingly served: the OpenAPI UI and document. */
const NON_CONTROLLER_ROUTES = [/^\/api\/docs(\/.*)?$/, /^\/api\/docs-(json|yaml)$/];

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
              ...classify(controller, handler, path),
            });
          }
        }
      }
    }
  }
  return routes;
}

/**
 * Every route the HTTP server actually answers, matched to its controller handler. A route registered some
 * other way (not through a controller, not in NON_CONTROLLER_ROUTES) makes this throw, so nothing escapes.
 */
export function routeInventory(app: INestApplication): RouteInfo[] {
  const fromNest = controllerRoutes(app);
  const express = app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const served: RouteInfo[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    const methods = Object.keys(layer.route.methods);
    if (methods.length > 10) continue; // middleware mounted for every method (request logging)
    const path = layer.route.path;
    if (NON_CONTROLLER_ROUTES.some((r) => r.test(path))) continue;
    for (const m of methods) {
      const route = fromNest.find((r) => r.path === path && r.method === m.toUpperCase());
      if (!route)
        throw new Error(`${m.toUpperCase()} ${path} is served but belongs to no controller handler`);
      served.push(route);
    }
  }
  return served;
}
