import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { User as UserDto } from '@ensemble/contracts';
import { type EntityManager, In, IsNull, Repository } from 'typeorm';
import { normalizeEmail, User } from './user.entity';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  isVerified: boolean;
  isSuperuser?: boolean;
  /** How the account signs in: 'email' (a password, the default) or 'google'. */
  provider?: string;
}

export type UserFields = Partial<
  Pick<
    User,
    | 'firstName'
    | 'lastName'
    | 'address'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'cellPhone'
    | 'signature'
    | 'smsNotif'
    | 'is2faEnabled'
    | 'twoFactorPhone'
    | 'isOtpEnabled'
    | 'otpSecret'
    | 'otpPendingSecret'
    | 'otpLastStep'
    | 'emailChangeNewEmail'
    | 'emailChangeTokenExpiration'
    | 'email'
    | 'emailNormalized'
    | 'isSuperuser'
    | 'isVerified'
  >
>;

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  /** The users with these ids, on the caller's manager (contacts name a note's or a change's author). */
  findByIds(manager: EntityManager, ids: number[]): Promise<User[]> {
    return manager.getRepository(User).findBy({ id: In(ids) });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { emailNormalized: normalizeEmail(email) } });
  }

  async emailTaken(email: string, manager?: EntityManager): Promise<boolean> {
    const repo = manager ? manager.getRepository(User) : this.users;
    return (await repo.count({ where: { emailNormalized: normalizeEmail(email) } })) > 0;
  }

  create(manager: EntityManager, input: NewUser): Promise<User> {
    const repo = manager.getRepository(User);
    return repo.save(
      repo.create({
        email: input.email.trim(),
        emailNormalized: normalizeEmail(input.email),
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: input.passwordHash,
        isVerified: input.isVerified,
        isSuperuser: input.isSuperuser ?? false,
        provider: input.provider ?? 'email',
      }),
    );
  }

  async markVerified(manager: EntityManager, userId: number): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, { isVerified: true });
  }

  /** Updates account fields (profile, two-factor state, pending email change). */
  async updateFields(manager: EntityManager, userId: number, fields: UserFields): Promise<User> {
    const repo = manager.getRepository(User);
    if (Object.keys(fields).length > 0) await repo.update({ id: userId }, fields);
    return repo.findOneByOrFail({ id: userId });
  }

  /**
   * Records a TOTP time step as used, only if it is later than the last one accepted: a code (and any earlier
   * one) is accepted at most once, even by two concurrent requests.
   */
  async claimTotpStep(manager: EntityManager, userId: number, step: number): Promise<boolean> {
    const res = await manager
      .getRepository(User)
      .createQueryBuilder()
      .update()
      .set({ otpLastStep: step })
      .where('id = :userId', { userId })
      .andWhere('(otp_last_step IS NULL OR otp_last_step < :step)', { step })
      .execute();
    return res.affected === 1;
  }

  async setPasswordHash(manager: EntityManager, userId: number, passwordHash: string): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, { passwordHash });
  }

  /**
   * Gives a password to an account that has none (created by Google sign-in), only while it still has none:
   * false when one was set meanwhile, which then has to be given to change it.
   */
  async setFirstPasswordHash(manager: EntityManager, userId: number, passwordHash: string): Promise<boolean> {
    const res = await manager
      .getRepository(User)
      .update({ id: userId, passwordHash: IsNull() }, { passwordHash });
    return res.affected === 1;
  }

  /** The version new access tokens are issued under; null when the user is gone. */
  async tokenVersionOf(userId: number, manager?: EntityManager): Promise<number | null> {
    const repo = manager ? manager.getRepository(User) : this.users;
    const row = await repo.findOne({ where: { id: userId }, select: { id: true, tokenVersion: true } });
    return row ? row.tokenVersion : null;
  }

  /**
   * Every access token issued so far stops working: the guard compares the token's version with this one. Through
   * the repository, so the principal cache of every process forgets the user (PrincipalCacheInvalidator).
   */
  async revokeAccessTokens(manager: EntityManager, userId: number): Promise<void> {
    await manager.getRepository(User).increment({ id: userId }, 'tokenVersion', 1);
  }
}

/** The API shape of a user (contracts `User`): never the password hash. */
export function presentUser(u: User): UserDto {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    address: u.address,
    city: u.city,
    state: u.state,
    zip_code: u.zipCode,
    cell_phone: u.cellPhone,
    signature: u.signature,
    is_2fa_enabled: u.is2faEnabled,
    is_otp_enabled: u.isOtpEnabled,
    provider: u.provider,
    has_password: u.passwordHash !== null,
    email_change_new_email: u.emailChangeNewEmail,
    email_change_token_expiration: u.emailChangeTokenExpiration
      ? u.emailChangeTokenExpiration.toISOString()
      : null,
    sms_notif: u.smsNotif,
    is_verified: u.isVerified,
    is_superuser: u.isSuperuser,
  };
}
