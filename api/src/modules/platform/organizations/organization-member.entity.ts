import { Column, Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { NumberedRow } from '../../../engine/database/rows';
import { OfOrganization, OfUser } from '../users/owned-rows';

export const memberStatuses = ['owner', 'accepted', 'pending'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

@Entity('organization_members')
@Index(['organizationId', 'userId'], { unique: true })
@Index(['userId'])
export class OrganizationMember extends OfUser(OfOrganization(NumberedRow)) {
  @col.bool(false) isOwner!: boolean;

  @Column({ type: 'simple-enum', enum: memberStatuses })
  status!: MemberStatus;

  @col.bool(false) invited!: boolean;
  @col.datetime() dateJoined!: Date;
  @col.createdAt() createdAt!: Date;
}
