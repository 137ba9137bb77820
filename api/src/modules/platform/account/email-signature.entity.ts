import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { Organization } from '../organizations/organization.entity';
import { User } from '../users/user.entity';

/**
 * A user's email signature in one organization. The HTML is stored sanitized (signature-html.ts); screens still
 * render it only in sandboxed contexts.
 */
@Entity('email_signatures')
@Index(['organizationId', 'userId'], { unique: true })
export class EmailSignature {
  @col.id() id!: number;
  @col.int() organizationId!: number;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;

  @col.int() userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @col.text() html!: string;
  @col.bool(false) useCompanyNumber!: boolean;
  @col.updatedAt() updatedAt!: Date;
}
