import { Column, Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { NumberedRow } from '../../../engine/database/rows';
import { OfUser } from '../users/owned-rows';

export const twoFactorCodePurposes = ['login', 'setup', 'disable'] as const;
export type TwoFactorCodePurpose = (typeof twoFactorCodePurposes)[number];

/** A 6-digit code sent by SMS, stored as a keyed hash; single use, expires after 10 minutes. */
@Entity('two_factor_codes')
@Index(['userId', 'purpose', 'sentAt'])
export class TwoFactorCode extends OfUser(NumberedRow) {
  @Column({ type: 'simple-enum', enum: twoFactorCodePurposes })
  purpose!: TwoFactorCodePurpose;

  /** The sign-in challenge a 'login' code was sent for: it is accepted for that challenge only. */
  @col.strNull(36) challengeId!: string | null;

  /** Where the code was sent (E.164). */
  @col.str(32) phone!: string;
  @col.str(64) codeHash!: string;
  @col.datetime() expiresAt!: Date;
  @col.datetimeNull() usedAt!: Date | null;

  /** Set by the API (not the database clock): the 30-second resend lock is measured from it. */
  @col.datetime() sentAt!: Date;
}
