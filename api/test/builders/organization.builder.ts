import { Industry } from '../../src/modules/platform/industries/industry.entity';
import {
  OrganizationMember,
  type MemberStatus,
} from '../../src/modules/platform/organizations/organization-member.entity';
import { Organization } from '../../src/modules/platform/organizations/organization.entity';
import { Builder, builderContext, nextSeq } from './context';
import type { BuiltUser } from './user.builder';

interface OrganizationFields {
  name: string;
  email: string;
  owner: BuiltUser | null;
  members: { user: BuiltUser; status: MemberStatus }[];
}

class OrganizationBuilder extends Builder<OrganizationFields> {
  constructor() {
    super({ name: `Org ${nextSeq()}`, email: `org-${nextSeq()}@example.test`, owner: null, members: [] });
  }

  named(name: string): this {
    return this.set({ name });
  }

  withEmail(email: string): this {
    return this.set({ email });
  }

  ownedBy(owner: BuiltUser): this {
    return this.set({ owner });
  }

  withMember(user: BuiltUser, status: Exclude<MemberStatus, 'owner'> = 'accepted'): this {
    return this.set({ members: [...this.fields.members, { user, status }] });
  }

  async build(): Promise<Organization> {
    const { name, email, owner, members } = this.fields;
    const t = builderContext();
    const industry = await t.dataSource
      .getRepository(Industry)
      .findOneOrFail({ where: { name: 'Insurance' } });
    const orgs = t.dataSource.getRepository(Organization);
    const org = await orgs.save(
      orgs.create({
        name,
        email,
        emailNormalized: email.toLowerCase(),
        industryId: industry.id,
        deletions: [],
        seatNumber: 5,
        usedSeats: (owner ? 1 : 0) + members.length,
      }),
    );
    const repo = t.dataSource.getRepository(OrganizationMember);
    const rows = [...(owner ? [{ user: owner, status: 'owner' as const }] : []), ...members].map(
      ({ user, status }) =>
        repo.create({
          organizationId: org.id,
          userId: user.id,
          isOwner: status === 'owner',
          status,
          invited: status !== 'owner',
          dateJoined: new Date(),
        }),
    );
    if (rows.length) await repo.save(rows);
    return org;
  }
}

export const anOrganization = () => new OrganizationBuilder();
