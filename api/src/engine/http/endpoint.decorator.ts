import {
  applyDecorators,
  type ArgumentMetadata,
  HttpCode,
  type PipeTransform,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  UsePipes,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ApiNoContentResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { type Endpoint as EndpointDeclaration, pathParamNames } from '@ensemble/contracts';
import { Authenticated, OwnerOnly, Public, TenantRoute } from '../tenancy/access.decorators';
import { ApiYupBody, ApiYupQuery } from './openapi/yup-openapi';
import { YupPipe } from './yup.pipe';

/** Where `@Endpoint` keeps its declaration: the OpenAPI completeness test reads it from every route. */
export const ENDPOINT_KEY = 'ensemble:endpoint';

const access = {
  public: Public,
  authenticated: Authenticated,
  member: TenantRoute,
  owner: OwnerOnly,
} as const;

/**
 * Validates the whole `@Body()` and `@Query()` parameters with the declaration's yup schemas. Pipes run after the
 * guards (a caller who may not reach the organization gets its 404 before any 400) and after the interceptors
 * (FileUpload has put the form's fields in the body by then).
 */
class EndpointInputPipe implements PipeTransform {
  private readonly body?: YupPipe<NonNullable<EndpointDeclaration['body']>>;
  private readonly query?: YupPipe<NonNullable<EndpointDeclaration['query']>>;

  constructor(e: EndpointDeclaration) {
    if (e.body) this.body = new YupPipe(e.body);
    if (e.query) this.query = new YupPipe(e.query);
  }

  transform(value: unknown, meta: ArgumentMetadata): unknown {
    if (meta.data !== undefined) return value;
    if (meta.type === 'body' && this.body) return this.body.transform(value);
    if (meta.type === 'query' && this.query) return this.query.transform(value);
    return value;
  }
}

/** The route parameter types a handler takes whole (`@Body()`, `@Query()` without a property name). */
function wholeParameters(target: object, key: string | symbol): Set<number> {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, target.constructor, key) ?? {}) as Record<
    string,
    { data?: unknown }
  >;
  return new Set(
    Object.entries(args)
      .filter(([, arg]) => arg.data === undefined)
      .map(([k]) => Number(k.split(':')[0])),
  );
}

/**
 * Validates the declaration's body and query in a pipe, which needs the handler to take them whole. A handler
 * that does not is refused when the module loads, so no declared input goes unchecked. (A pipe, not an
 * interceptor: Nest runs interceptors through rxjs and async-hooks bindings, about 5 % of a list call's CPU in
 * issue 16's profile.)
 */
function validatedInput(e: EndpointDeclaration): MethodDecorator {
  return (target, key, descriptor) => {
    const whole = wholeParameters(target, key);
    for (const [part, type, decorator] of [
      ['body', RouteParamtypes.BODY, '@Body()'],
      ['query', RouteParamtypes.QUERY, '@Query()'],
    ] as const) {
      if (e[part] && !whole.has(type))
        throw new Error(
          `${e.method} ${e.path} declares a ${part} schema but ${String(key)}() takes no ${decorator}`,
        );
    }
    UsePipes(new EndpointInputPipe(e))(target, key, descriptor);
  };
}

/**
 * The route of a contracts endpoint declaration: method and path, success status, who may call it, validation
 * of body and query, and its whole OpenAPI entry. Mount the controller with a bare `@Controller()`: the path
 * is the declaration's, from the API root.
 */
export function Endpoint(e: EndpointDeclaration): MethodDecorator {
  const status = e.status ?? (e.method === 'POST' ? 201 : 200);
  const strings = new Set<string>(e.stringParams ?? []);
  return applyDecorators(
    SetMetadata(ENDPOINT_KEY, e),
    RequestMapping({ path: e.path, method: RequestMethod[e.method] }),
    HttpCode(status),
    access[e.access](),
    ApiTags(e.tag),
    ApiOperation({ summary: e.summary, ...(e.description ? { description: e.description } : {}) }),
    ...pathParamNames(e.path).map((name) =>
      ApiParam({ name, type: strings.has(name) ? 'string' : 'integer' }),
    ),
    ...(e.body ? [ApiYupBody(e.body)] : []),
    ...(e.query ? [ApiYupQuery(e.query)] : []),
    e.response
      ? ApiResponse({ status, schema: e.response as SchemaObject })
      : ApiNoContentResponse({ description: 'Done; no body' }),
    ...(e.accepted
      ? [
          ApiResponse({
            status: 202,
            description: e.accepted.description,
            schema: e.accepted.response as SchemaObject,
          }),
        ]
      : []),
    ...(e.body || e.query ? [validatedInput(e)] : []),
  ) as MethodDecorator;
}

/** A route only where the declaration exists (a method without route metadata is not served). */
export const EndpointIf = (e: EndpointDeclaration | undefined): MethodDecorator =>
  e ? Endpoint(e) : () => undefined;
