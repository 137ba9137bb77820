import { Entity } from 'typeorm';
import { col } from '../../../engine/database/columns';

@Entity('users')
export class User {
  @col.id() id!: number;
  @col.str(254) email!: string;

  /** Lower-cased email: uniqueness and look-ups never depend on the database collation. */
  @col.str(254, { unique: true }) emailNormalized!: string;

  /** argon2id; null for accounts that sign in through another provider. */
  @col.strNull(255) passwordHash!: string | null;
  @col.str(150) firstName!: string;
  @col.str(150) lastName!: string;
  @col.strNull(255) address!: string | null;
  @col.strNull(150) city!: string | null;
  @col.strNull(150) state!: string | null;
  @col.strNull(20) zipCode!: string | null;
  @col.strNull(32) cellPhone!: string | null;
  @col.textNull() signature!: string | null;
  @col.bool(false, { name: 'is_2fa_enabled' }) is2faEnabled!: boolean;
  @col.bool(false) isOtpEnabled!: boolean;

  /** The verified phone SMS codes go to (E.164), set when SMS 2FA is enabled. */
  @col.strNull(32, { name: 'two_factor_phone' }) twoFactorPhone!: string | null;

  /** The confirmed TOTP secret, AES-256-GCM sealed (KeyRing 'totp'). */
  @col.strNull(255) otpSecret!: string | null;

  /** A TOTP secret shown for set-up, not yet confirmed by a code. Sealed like otpSecret. */
  @col.strNull(255) otpPendingSecret!: string | null;

  /** The last TOTP time step accepted, so one code is never accepted twice. */
  @col.intNull() otpLastStep!: number | null;
  @col.str(32, { default: 'email' }) provider!: string;
  @col.strNull(254) emailChangeNewEmail!: string | null;
  @col.datetimeNull() emailChangeTokenExpiration!: Date | null;
  @col.bool(false) smsNotif!: boolean;
  @col.bool(false) isVerified!: boolean;
  @col.bool(false) isSuperuser!: boolean;

  /**
   * Every access token carries the version it was issued under; raising it (logout, password reset or change)
   * makes all of them fail at the next request, not at their expiry.
   */
  @col.int({ default: 0 }) tokenVersion!: number;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
