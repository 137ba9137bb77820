import type { Invitation } from '../../src/modules/organizations/invitation.entity';
import type { OrganizationMember } from '../../src/modules/organizations/organization-member.entity';
import type { Organization } from '../../src/modules/organizations/organization.entity';
import type { BuiltUser } from '../builders/user.builder';

/** Two organizations with their people; tenant routes are called as A's owner against B's objects. */
export interface TenancyWorld {
  orgA: Organization;
  orgB: Organization;
  ownerA: BuiltUser;
  ownerB: BuiltUser;
  memberB: BuiltUser;
  memberBMembership: OrganizationMember;
  /** A pending invitation of organization B. */
  invitationB: Invitation;
}

/** Produces a value for a path parameter, belonging to `target` (the organization the call aims at). */
export type ParamFactory = (
  world: TenancyWorld,
  target: Organization,
) => Promise<string | number> | string | number;

/**
 * How to fill each path parameter of a tenant route with an object of the target organization. Keys are
 * '<path segment before the param>:<param>' (for generic names such as 'id') or just '<param>'. A new module
 * whose routes introduce a new parameter registers a factory here; the harness fails loudly until it does.
 */
export const paramFactories: Record<string, ParamFactory> = {
  orgId: (_w, target) => target.id,
  'users:id': (w, target) => (target.id === w.orgB.id ? w.memberBMembership.id : 0),
  'invitations:id': (w, target) => (target.id === w.orgB.id ? w.invitationB.id : 0),
};

export function factoryFor(path: string, param: string): ParamFactory | undefined {
  const before = new RegExp(`/([^/:]+)/:${param}(?:/|$)`).exec(path)?.[1];
  return (before && paramFactories[`${before}:${param}`]) || paramFactories[param];
}

export async function fillPath(path: string, world: TenancyWorld, target: Organization): Promise<string> {
  let out = path;
  for (const [, param] of path.matchAll(/:(\w+)/g)) {
    const factory = factoryFor(path, param);
    if (!factory) {
      throw new Error(
        `no factory for ':${param}' in ${path}: register one in test/tenancy/param-factories.ts`,
      );
    }
    out = out.replace(`:${param}`, encodeURIComponent(String(await factory(world, target))));
  }
  return out;
}
