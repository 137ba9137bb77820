import { Column, Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { NumberedRow } from '../../../engine/database/rows';
import { OfUser } from '../users/owned-rows';

export const emailTokenPurposes = ['verify', 'reset', 'email_change'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** A single-use link token sent by email (verification, password reset), stored as its sha256. */
@Entity('email_tokens')
@Index(['userId'])
export class EmailToken extends OfUser(NumberedRow) {
  @Column({ type: 'simple-enum', enum: emailTokenPurposes })
  purpose!: EmailTokenPurpose;

  @col.str(64, { unique: true }) tokenHash!: string;
  @col.datetime() expiresAt!: Date;
  @col.datetimeNull() usedAt!: Date | null;
  @col.createdAt() createdAt!: Date;
}
