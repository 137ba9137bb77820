import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

export const twoFactorCodePurposes = ['login', 'setup', 'disable'] as const;
export type TwoFactorCodePurpose = (typeof twoFactorCodePurposes)[number];

/** A 6-digit code sent by SMS, stored as a keyed hash; single use, expires after 10 minutes. */
@Entity('two_factor_codes')
@Index(['userId', 'purpose', 'sentAt'])
export class TwoFactorCode {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'simple-enum', enum: twoFactorCodePurposes })
  purpose!: TwoFactorCodePurpose;

  /** The sign-in challenge a 'login' code was sent for: it is accepted for that challenge only. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  challengeId!: string | null;

  /** Where the code was sent (E.164). */
  @Column({ type: 'varchar', length: 32 })
  phone!: string;

  @Column({ type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt!: Date | null;

  /** Set by the API (not the database clock): the 30-second resend lock is measured from it. */
  @Column({ type: 'datetime' })
  sentAt!: Date;
}
