import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  HttpCode,
  type NestInterceptor,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { type Endpoint as EndpointDeclaration, pathParamNames } from '@ensemble/contracts';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
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
 * Validates the body and query with the declaration's yup schemas after the guards (so a caller who may not
 * reach the organization gets its 404 before any 400), and hands the cast values to `@Body()` / `@Query()`.
 */
class EndpointInput implements NestInterceptor {
  private readonly body?: YupPipe<NonNullable<EndpointDeclaration['body']>>;
  private readonly query?: YupPipe<NonNullable<EndpointDeclaration['query']>>;

  constructor(e: EndpointDeclaration) {
    if (e.body) this.body = new YupPipe(e.body);
    if (e.query) this.query = new YupPipe(e.query);
  }

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    if (this.body) req.body = await this.body.transform(req.body);
    if (this.query) req.query = await this.query.transform(req.query);
    return next.handle();
  }
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
    ...(e.body || e.query ? [UseInterceptors(new EndpointInput(e))] : []),
  ) as MethodDecorator;
}

/** A route only where the declaration exists (a method without route metadata is not served). */
export const EndpointIf = (e: EndpointDeclaration | undefined): MethodDecorator =>
  e ? Endpoint(e) : () => undefined;
