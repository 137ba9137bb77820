import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { messages } from '@ensemble/contracts';
import { ApiError } from '../http/api-error';
import { OWNER_ONLY_KEY } from './access.decorators';
import { PrincipalCache } from './principal-cache';
import { type AuthedRequest, LEAD_PARAM, TENANT_PARAM } from './authed-request';
import {
  LEAD_RESOLVER,
  type LeadResolver,
  PRINCIPAL_RESOLVER,
  type PrincipalResolver,
  type ScopedLead,
} from './principal-ports';

const ID = /^[1-9]\d{0,9}$/;

/**
 * Global guard #2: on tenant routes, resolves `:orgId` (or, on lead-scoped routes, the organization of `:leadId`)
 * to an organization the caller is an active member of (otherwise 404, so foreign organizations and contacts are
 * indistinguishable from missing ones), and enforces @OwnerOnly. With both parameters the lead must belong to
 * that organization. The resolved lead is put on the request, so services never look it up unscoped again.
 */
@Injectable()
export class TenantGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(PRINCIPAL_RESOLVER) private readonly resolver: PrincipalResolver,
    @Inject(LEAD_RESOLVER) private readonly leads: LeadResolver,
    private readonly principals: PrincipalCache,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const params = req.params ?? {};
    const hasOrg = TENANT_PARAM in params;
    const hasLead = LEAD_PARAM in params;
    if (!hasOrg && !hasLead) return true;
    // Built only when thrown: an Error captures its stack, a cost every request would pay for nothing.
    const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    const rawOrg = hasOrg ? String(params[TENANT_PARAM]) : null;
    const rawLead = hasLead ? String(params[LEAD_PARAM]) : null;
    if (!req.user || (rawOrg !== null && !ID.test(rawOrg)) || (rawLead !== null && !ID.test(rawLead))) {
      throw notFound();
    }
    let lead: ScopedLead | null = null;
    if (rawLead !== null) {
      lead = await this.leads.leadById(Number(rawLead));
      if (!lead || (rawOrg !== null && lead.organizationId !== Number(rawOrg))) throw notFound();
    }
    const organizationId = rawOrg !== null ? Number(rawOrg) : lead!.organizationId;
    const userId = req.user.id;
    const found = await this.principals.membership(organizationId, userId, () =>
      this.resolver.membershipOf(organizationId, userId),
    );
    if (!found) throw notFound();
    const ownerOnly = this.reflector.getAllAndOverride<boolean | undefined>(OWNER_ONLY_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (ownerOnly && !found.membership.isOwner) {
      throw ApiError.detail(HttpStatus.FORBIDDEN, messages.permissionDenied);
    }
    req.organization = found.organization;
    req.membership = found.membership;
    if (lead) req.lead = lead;
    return true;
  }
}
