import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { NumberedRow } from '../../../engine/database/rows';
import { OfOrganization } from '../users/owned-rows';
import { User } from '../users/user.entity';

/** A pending invitation to join an organization; accepting it turns it into a membership and deletes it. */
@Entity('invitations')
@Index(['organizationId', 'emailNormalized'], { unique: true })
export class Invitation extends OfOrganization(NumberedRow) {
  @col.str(254) email!: string;
  @col.str(254) emailNormalized!: string;

  /** sha256 of the token in the emailed link. */
  @col.str(64, { unique: true }) tokenHash!: string;
  @col.datetime() expiresAt!: Date;
  @col.intNull() invitedById!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by_id' })
  invitedBy?: User | null;

  @col.datetime() invitedAt!: Date;
  @col.createdAt() createdAt!: Date;
}
