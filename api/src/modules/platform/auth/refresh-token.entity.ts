import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { User } from '../users/user.entity';

/** An opaque refresh token, stored as its sha256. Rotation links tokens of one login into a family. */
@Entity('refresh_tokens')
@Index(['userId'])
@Index(['familyId'])
export class RefreshToken {
  @col.id() id!: number;
  @col.str(64, { unique: true }) tokenHash!: string;
  @col.str(36) familyId!: string;
  @col.int() userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @col.datetime() expiresAt!: Date;
  @col.datetimeNull() revokedAt!: Date | null;

  /** The token that replaced this one when it was rotated; set means "already used". */
  @col.intNull() replacedBy!: number | null;
  @col.createdAt() createdAt!: Date;
}
