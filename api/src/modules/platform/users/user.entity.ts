import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Lower-cased email: uniqueness and look-ups never depend on the database collation. */
  @Column({ type: 'varchar', length: 254, unique: true })
  emailNormalized!: string;

  /** argon2id; null for accounts that sign in through another provider. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 150 })
  firstName!: string;

  @Column({ type: 'varchar', length: 150 })
  lastName!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  state!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  zipCode!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  cellPhone!: string | null;

  @Column({ type: 'text', nullable: true })
  signature!: string | null;

  @Column({ name: 'is_2fa_enabled', type: 'boolean', default: false })
  is2faEnabled!: boolean;

  @Column({ type: 'boolean', default: false })
  isOtpEnabled!: boolean;

  /** The verified phone SMS codes go to (E.164), set when SMS 2FA is enabled. */
  @Column({ name: 'two_factor_phone', type: 'varchar', length: 32, nullable: true })
  twoFactorPhone!: string | null;

  /** The confirmed TOTP secret, AES-256-GCM sealed (KeyRing 'totp'). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  otpSecret!: string | null;

  /** A TOTP secret shown for set-up, not yet confirmed by a code. Sealed like otpSecret. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  otpPendingSecret!: string | null;

  /** The last TOTP time step accepted, so one code is never accepted twice. */
  @Column({ type: 'int', nullable: true })
  otpLastStep!: number | null;

  @Column({ type: 'varchar', length: 32, default: 'email' })
  provider!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  emailChangeNewEmail!: string | null;

  @Column({ type: 'datetime', nullable: true })
  emailChangeTokenExpiration!: Date | null;

  @Column({ type: 'boolean', default: false })
  smsNotif!: boolean;

  @Column({ type: 'boolean', default: false })
  isVerified!: boolean;

  @Column({ type: 'boolean', default: false })
  isSuperuser!: boolean;

  /**
   * Every access token carries the version it was issued under; raising it (logout, password reset or change)
   * makes all of them fail at the next request, not at their expiry.
   */
  @Column({ type: 'int', default: 0 })
  tokenVersion!: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
