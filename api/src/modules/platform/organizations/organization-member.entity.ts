import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';
import { Organization } from './organization.entity';

export const memberStatuses = ['owner', 'accepted', 'pending'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

@Entity('organization_members')
@Index(['organizationId', 'userId'], { unique: true })
@Index(['userId'])
export class OrganizationMember {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'boolean', default: false })
  isOwner!: boolean;

  @Column({ type: 'simple-enum', enum: memberStatuses })
  status!: MemberStatus;

  @Column({ type: 'boolean', default: false })
  invited!: boolean;

  @Column({ type: 'datetime' })
  dateJoined!: Date;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
