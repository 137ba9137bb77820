import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthedRequest } from '../tenancy/authed-request';
import { QuotaExceeded, type QuotaKind, quotaMessages, QuotaService } from './quota.service';

const QUOTA_KEY = 'ensemble:quota';

/**
 * Counts each call against the organization's quota. A route guard runs after the global guards (so the caller is
 * a member and the organization known; a foreign organization's 404 costs nothing) and before interceptors: an
 * upload past the quota is refused before its body is read.
 */
@Injectable()
export class OrganizationQuotaGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly quotas: QuotaService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.get<QuotaKind>(QUOTA_KEY, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    if (!kind || !req.organization)
      throw new Error('OrganizationQuota used on a route without :orgId or :leadId');
    try {
      await this.quotas.takeOrRefuse(kind, req.organization.id);
    } catch (err) {
      if (err instanceof QuotaExceeded) {
        void ctx
          .switchToHttp()
          .getResponse<FastifyReply>()
          .header('Retry-After', String(err.retryAfterSeconds));
      }
      throw err;
    }
    return true;
  }
}

/** A tenant route whose calls count against the organization's `kind` quota (429 past it). */
export const OrganizationQuota = (kind: QuotaKind) =>
  applyDecorators(
    SetMetadata(QUOTA_KEY, kind),
    UseGuards(OrganizationQuotaGuard),
    ApiTooManyRequestsResponse({
      description: `${quotaMessages[kind]} (the organization's ${kind} quota for the window is used up; Retry-After says when it ends)`,
    }),
  );
