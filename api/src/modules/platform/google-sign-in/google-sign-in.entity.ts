import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { User } from '../users/user.entity';

/**
 * One Google sign-in attempt. Created with the login URL (state, nonce, PKCE verifier); the callback consumes
 * the state and, once Google's ID token checks out, sets the user and a one-time exchange code the login page
 * trades for tokens. State and code are stored as sha256; the row lives minutes and is deleted when used.
 */
@Entity('google_sign_ins')
@Index(['expiresAt'])
export class GoogleSignIn {
  @col.id() id!: number;
  @col.str(64, { unique: true }) stateHash!: string;

  /** Useless without an authorization code Google issued for this very attempt, and gone minutes later. */
  @col.str(128) codeVerifier!: string;
  @col.str(64) nonce!: string;

  /** Set by the callback: the state can be used once. */
  @col.datetimeNull() callbackAt!: Date | null;
  @col.strNull(64, { unique: true }) exchangeCodeHash!: string | null;
  @col.intNull() userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @col.datetime() expiresAt!: Date;
  @col.createdAt() createdAt!: Date;
}
