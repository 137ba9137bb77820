import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { messages } from '@ensemble/contracts';
import { OrganizationsService } from '../../modules/organizations/organizations.service';
import { ApiError } from '../http/api-error';
import { OWNER_ONLY_KEY } from './access.decorators';
import { type AuthedRequest, TENANT_PARAM } from './authed-request';

/**
 * Global guard #2: on tenant routes, resolves `:orgId` to an organization the caller is an active member of
 * (otherwise 404, so foreign organizations are indistinguishable from missing ones), and enforces @OwnerOnly.
 */
@Injectable()
export class TenantGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly organizations: OrganizationsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    if (req.params === undefined || !(TENANT_PARAM in req.params)) return true;
    const notFound = ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    const raw = String(req.params[TENANT_PARAM]);
    if (!/^[1-9]\d{0,9}$/.test(raw) || !req.user) throw notFound;
    const found = await this.organizations.membershipOf(Number(raw), req.user.id);
    if (!found) throw notFound;
    const ownerOnly = this.reflector.getAllAndOverride<boolean | undefined>(OWNER_ONLY_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (ownerOnly && !found.membership.isOwner) {
      throw ApiError.detail(HttpStatus.FORBIDDEN, messages.permissionDenied);
    }
    req.organization = found.organization;
    req.membership = found.membership;
    return true;
  }
}
