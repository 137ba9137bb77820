import { PasswordHasher } from '../../src/modules/platform/users/password-hasher.service';
import { normalizeEmail, User } from '../../src/modules/platform/users/user.entity';
import { builderContext, nextSeq } from './context';

export const DEFAULT_PASSWORD = 'Str0ng!Passw0rd';

export interface BuiltUser {
  entity: User;
  id: number;
  email: string;
  password: string;
}

const hashes = new Map<string, Promise<string>>();

class UserBuilder {
  private email = `user-${nextSeq()}@example.test`;
  private password = DEFAULT_PASSWORD;
  private firstName = 'Test';
  private lastName = 'User';
  private isVerified = false;
  private twoFactor = false;
  private otp = false;
  private google = false;

  withEmail(email: string): this {
    this.email = email;
    return this;
  }

  withPassword(password: string): this {
    this.password = password;
    return this;
  }

  named(firstName: string, lastName: string): this {
    this.firstName = firstName;
    this.lastName = lastName;
    return this;
  }

  verified(): this {
    this.isVerified = true;
    return this;
  }

  unverified(): this {
    this.isVerified = false;
    return this;
  }

  /** As Google sign-in creates an account: provider 'google' and no password (`password` then signs nothing in). */
  signedUpWithGoogle(): this {
    this.google = true;
    return this;
  }

  withTwoFactor(sms = true, otp = false): this {
    this.twoFactor = sms;
    this.otp = otp;
    return this;
  }

  async build(): Promise<BuiltUser> {
    const t = builderContext();
    let hash = hashes.get(this.password);
    if (!hash) {
      hash = t.app.get(PasswordHasher).hash(this.password);
      hashes.set(this.password, hash);
    }
    const repo = t.dataSource.getRepository(User);
    const entity = await repo.save(
      repo.create({
        email: this.email,
        emailNormalized: normalizeEmail(this.email),
        passwordHash: this.google ? null : await hash,
        firstName: this.firstName,
        lastName: this.lastName,
        isVerified: this.isVerified,
        is2faEnabled: this.twoFactor,
        isOtpEnabled: this.otp,
        provider: this.google ? 'google' : 'email',
      }),
    );
    return { entity, id: entity.id, email: this.email, password: this.password };
  }
}

export const aUser = () => new UserBuilder();
