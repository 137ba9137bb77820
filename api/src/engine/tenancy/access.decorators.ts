import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthedRequest } from './authed-request';

export const ACCESS_KEY = 'ensemble:access';
export const OWNER_ONLY_KEY = 'ensemble:owner-only';

/**
 * How a route is reached. Tenant routes are not declared: any route whose path has `:orgId` or `:leadId` is
 * tenant-scoped (member of that organization, or of the lead's, else 404). A route that is none of these fails the route inventory test.
 */
export type DeclaredAccess = 'public' | 'authenticated';

/** Anyone, no token. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies DeclaredAccess);

/** Any signed-in user; the route only touches the caller's own data. */
export const Authenticated = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'authenticated' satisfies DeclaredAccess),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No or invalid access token' }),
  );

/** Tenant routes (path has :orgId): documents the member check. */
export const TenantRoute = () =>
  applyDecorators(
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No or invalid access token' }),
    ApiNotFoundResponse({ description: 'No such organization, or the caller is not a member' }),
  );

/** Tenant route that only the organization's owner may call (others get 403). */
export const OwnerOnly = () =>
  applyDecorators(
    SetMetadata(OWNER_ONLY_KEY, true),
    TenantRoute(),
    ApiForbiddenResponse({ description: 'The caller is a member but not the owner' }),
  );

/** A parameter read from what the guards put on the request; a route where they put nothing is a programming error. */
const fromRequest = (key: 'user' | 'organization' | 'membership' | 'lead', missing: string) =>
  createParamDecorator((_: unknown, ctx: ExecutionContext) => {
    const value = ctx.switchToHttp().getRequest<AuthedRequest>()[key];
    if (!value) throw new Error(missing);
    return value;
  });

export const CurrentUser = fromRequest('user', 'CurrentUser used on a route without authentication');

export const CurrentOrganization = fromRequest(
  'organization',
  'CurrentOrganization used on a route without :orgId or :leadId',
);

export const CurrentMembership = fromRequest(
  'membership',
  'CurrentMembership used on a route without :orgId',
);

/** The lead of a lead-scoped route (`:leadId`), already checked to be of an organization the caller belongs to. */
export const CurrentLead = fromRequest('lead', 'CurrentLead used on a route without :leadId');
