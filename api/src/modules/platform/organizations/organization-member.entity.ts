import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { User } from '../users/user.entity';
import { Organization } from './organization.entity';

export const memberStatuses = ['owner', 'accepted', 'pending'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

@Entity('organization_members')
@Index(['organizationId', 'userId'], { unique: true })
@Index(['userId'])
export class OrganizationMember {
  @col.id() id!: number;
  @col.int() organizationId!: number;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;

  @col.int() userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @col.bool(false) isOwner!: boolean;

  @Column({ type: 'simple-enum', enum: memberStatuses })
  status!: MemberStatus;

  @col.bool(false) invited!: boolean;
  @col.datetime() dateJoined!: Date;
  @col.createdAt() createdAt!: Date;
}
