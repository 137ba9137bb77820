import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { Industry } from '../industries/industry.entity';

export interface ScheduledDeletion {
  date: string;
}

@Entity('organizations')
export class Organization {
  @col.id() id!: number;
  @col.str(255) name!: string;
  @col.str(254) email!: string;

  /** Lower-cased email, unique: 'organization with this email already exists.' never depends on collation. */
  @col.str(254, { unique: true }) emailNormalized!: string;
  @col.intNull() industryId!: number | null;

  @ManyToOne(() => Industry, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'industry_id' })
  industry?: Industry | null;

  @col.strNull(1024) logo!: string | null;
  @col.int({ default: 1 }) seatNumber!: number;
  @col.int({ default: 0 }) usedSeats!: number;
  @col.strNull(255) packageId!: string | null;
  @col.strNull(255) stripeCustomerId!: string | null;
  @col.bool(false) isSubscribed!: boolean;
  @col.int({ default: 0 }) eula!: number;
  @col.int({ default: 0 }) lastEula!: number;
  @col.json() deletions!: ScheduledDeletion[];
  @col.datetimeNull() emailChangeTokenExpiration!: Date | null;
  @col.strNull(254) emailChangeNewEmail!: string | null;

  /** sha256 of the token in the confirmation link sent to emailChangeNewEmail. */
  @Index({ unique: true })
  @col.strNull(64)
  emailChangeTokenHash!: string | null;

  /** When a scheduled deletion is due (mirrors deletions[0].date, as a column the scheduler can query). */
  @Index()
  @col.datetimeNull()
  deleteAfter!: Date | null;

  /** Set by the deletion job when it claims the organization. */
  @col.datetimeNull() deletionClaimedAt!: Date | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}
