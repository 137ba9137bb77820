import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Organization } from '../organizations/organization.entity';
import { User } from '../users/user.entity';

/**
 * A user's email signature in one organization. The HTML is stored sanitized (signature-html.ts); screens still
 * render it only in sandboxed contexts.
 */
@Entity('email_signatures')
@Index(['organizationId', 'userId'], { unique: true })
export class EmailSignature {
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

  @Column({ type: 'text' })
  html!: string;

  @Column({ type: 'boolean', default: false })
  useCompanyNumber!: boolean;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
