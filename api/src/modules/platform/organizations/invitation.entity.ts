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

/** A pending invitation to join an organization; accepting it turns it into a membership and deletes it. */
@Entity('invitations')
@Index(['organizationId', 'emailNormalized'], { unique: true })
export class Invitation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 254 })
  emailNormalized!: string;

  /** sha256 of the token in the emailed link. */
  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash!: string;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @Column({ type: 'int', nullable: true })
  invitedById!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by_id' })
  invitedBy?: User | null;

  @Column({ type: 'datetime' })
  invitedAt!: Date;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
