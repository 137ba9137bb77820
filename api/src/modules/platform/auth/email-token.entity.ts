import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { User } from '../users/user.entity';

export const emailTokenPurposes = ['verify', 'reset', 'email_change'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** A single-use link token sent by email (verification, password reset), stored as its sha256. */
@Entity('email_tokens')
@Index(['userId'])
export class EmailToken {
  @col.id() id!: number;

  @Column({ type: 'simple-enum', enum: emailTokenPurposes })
  purpose!: EmailTokenPurpose;

  @col.str(64, { unique: true }) tokenHash!: string;
  @col.int() userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @col.datetime() expiresAt!: Date;
  @col.datetimeNull() usedAt!: Date | null;
  @col.createdAt() createdAt!: Date;
}
