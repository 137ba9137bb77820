import { Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { NumberedRow } from '../../../engine/database/rows';
import { OfUser } from '../users/owned-rows';

/** An opaque refresh token, stored as its sha256. Rotation links tokens of one login into a family. */
@Entity('refresh_tokens')
@Index(['userId'])
@Index(['familyId'])
export class RefreshToken extends OfUser(NumberedRow) {
  @col.str(64, { unique: true }) tokenHash!: string;
  @col.str(36) familyId!: string;
  @col.datetime() expiresAt!: Date;
  @col.datetimeNull() revokedAt!: Date | null;

  /** The token that replaced this one when it was rotated; set means "already used". */
  @col.intNull() replacedBy!: number | null;
  @col.createdAt() createdAt!: Date;
}
