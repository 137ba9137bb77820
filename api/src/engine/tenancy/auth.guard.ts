import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { messages } from '@ensemble/contracts';
import { ApiError } from '../http/api-error';
import { ACCESS_KEY, type DeclaredAccess } from './access.decorators';
import { type AuthedRequest, LEAD_PARAM, TENANT_PARAM } from './authed-request';
import { PRINCIPAL_RESOLVER, type PrincipalResolver } from './principal-ports';

/**
 * Global guard #1: every route is public, authenticated, or tenant-scoped (`:orgId` or `:leadId` in its path). Anything
 * else is refused, so a route that forgot to declare its access fails closed (and fails the inventory test).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(PRINCIPAL_RESOLVER) private readonly principals: PrincipalResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = this.reflector.getAllAndOverride<DeclaredAccess | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    if (access === 'public') return true;
    const tenant = req.params !== undefined && (TENANT_PARAM in req.params || LEAD_PARAM in req.params);
    if (access !== 'authenticated' && !tenant) {
      throw new Error(`route ${req.method} ${req.routeOptions.url ?? req.url} declares no access rule`);
    }
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const user = match ? await this.principals.authenticate(match[1]) : null;
    if (!user) throw ApiError.detail(HttpStatus.UNAUTHORIZED, messages.notAuthenticated);
    req.user = user;
    return true;
  }
}
