import { Industry } from '../../src/modules/platform/industries/industry.entity';
import {
  OrganizationMember,
  type MemberStatus,
} from '../../src/modules/platform/organizations/organization-member.entity';
import { Organization } from '../../src/modules/platform/organizations/organization.entity';
import { builderContext, nextSeq } from './context';
import type { BuiltUser } from './user.builder';

class OrganizationBuilder {
  private name = `Org ${nextSeq()}`;
  private email = `org-${nextSeq()}@example.test`;
  private owner: BuiltUser | null = null;
  private members: { user: BuiltUser; status: MemberStatus }[] = [];

  named(name: string): this {
    this.name = name;
    return this;
  }

  withEmail(email: string): this {
    this.email = email;
    return this;
  }

  ownedBy(user: BuiltUser): this {
    this.owner = user;
    return this;
  }

  withMember(user: BuiltUser, status: Exclude<MemberStatus, 'owner'> = 'accepted'): this {
    this.members.push({ user, status });
    return this;
  }

  async build(): Promise<Organization> {
    const t = builderContext();
    const industry = await t.dataSource
      .getRepository(Industry)
      .findOneOrFail({ where: { name: 'Insurance' } });
    const orgs = t.dataSource.getRepository(Organization);
    const org = await orgs.save(
      orgs.create({
        name: this.name,
        email: this.email,
        emailNormalized: this.email.toLowerCase(),
        industryId: industry.id,
        deletions: [],
        seatNumber: 5,
        usedSeats: (this.owner ? 1 : 0) + this.members.length,
      }),
    );
    const repo = t.dataSource.getRepository(OrganizationMember);
    const rows = [
      ...(this.owner ? [{ user: this.owner, status: 'owner' as const }] : []),
      ...this.members,
    ].map(({ user, status }) =>
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
