import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/**
 * One Google sign-in attempt. Created with the login URL (state, nonce, PKCE verifier); the callback consumes
 * the state and, once Google's ID token checks out, sets the user and a one-time exchange code the login page
 * trades for tokens. State and code are stored as sha256; the row lives minutes and is deleted when used.
 */
@Entity('google_sign_ins')
@Index(['expiresAt'])
export class GoogleSignIn {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  stateHash!: string;

  /** Useless without an authorization code Google issued for this very attempt, and gone minutes later. */
  @Column({ type: 'varchar', length: 128 })
  codeVerifier!: string;

  @Column({ type: 'varchar', length: 64 })
  nonce!: string;

  /** Set by the callback: the state can be used once. */
  @Column({ type: 'datetime', nullable: true })
  callbackAt!: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  exchangeCodeHash!: string | null;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
