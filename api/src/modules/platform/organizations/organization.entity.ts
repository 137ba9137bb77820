import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Industry } from '../industries/industry.entity';

export interface ScheduledDeletion {
  date: string;
}

@Entity('organizations')
export class Organization {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Lower-cased email, unique: 'organization with this email already exists.' never depends on collation. */
  @Column({ type: 'varchar', length: 254, unique: true })
  emailNormalized!: string;

  @Column({ type: 'int', nullable: true })
  industryId!: number | null;

  @ManyToOne(() => Industry, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'industry_id' })
  industry?: Industry | null;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  logo!: string | null;

  @Column({ type: 'int', default: 1 })
  seatNumber!: number;

  @Column({ type: 'int', default: 0 })
  usedSeats!: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  packageId!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCustomerId!: string | null;

  @Column({ type: 'boolean', default: false })
  isSubscribed!: boolean;

  @Column({ type: 'int', default: 0 })
  eula!: number;

  @Column({ type: 'int', default: 0 })
  lastEula!: number;

  @Column({ type: 'json' })
  deletions!: ScheduledDeletion[];

  @Column({ type: 'datetime', nullable: true })
  emailChangeTokenExpiration!: Date | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  emailChangeNewEmail!: string | null;

  /** sha256 of the token in the confirmation link sent to emailChangeNewEmail. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  emailChangeTokenHash!: string | null;

  /** When a scheduled deletion is due (mirrors deletions[0].date, as a column the scheduler can query). */
  @Index()
  @Column({ type: 'datetime', nullable: true })
  deleteAfter!: Date | null;

  /** Set by the deletion job when it claims the organization. */
  @Column({ type: 'datetime', nullable: true })
  deletionClaimedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
