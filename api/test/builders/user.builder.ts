import { PasswordHasher } from '../../src/modules/platform/users/password-hasher.service';
import { normalizeEmail, User } from '../../src/modules/platform/users/user.entity';
import { Builder, builderContext, nextSeq } from './context';

export const DEFAULT_PASSWORD = 'Str0ng!Passw0rd';

export interface BuiltUser {
  entity: User;
  id: number;
  email: string;
  password: string;
}

const hashes = new Map<string, Promise<string>>();

interface UserFields {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  twoFactor: boolean;
  otp: boolean;
  google: boolean;
}

class UserBuilder extends Builder<UserFields> {
  constructor() {
    super({
      email: `user-${nextSeq()}@example.test`,
      password: DEFAULT_PASSWORD,
      firstName: 'Test',
      lastName: 'User',
      isVerified: false,
      twoFactor: false,
      otp: false,
      google: false,
    });
  }

  withEmail(email: string): this {
    return this.set({ email });
  }

  withPassword(password: string): this {
    return this.set({ password });
  }

  named(firstName: string, lastName: string): this {
    return this.set({ firstName, lastName });
  }

  verified(): this {
    return this.set({ isVerified: true });
  }

  unverified(): this {
    return this.set({ isVerified: false });
  }

  /** As Google sign-in creates an account: provider 'google' and no password (`password` then signs nothing in). */
  signedUpWithGoogle(): this {
    return this.set({ google: true });
  }

  withTwoFactor(sms = true, otp = false): this {
    return this.set({ twoFactor: sms, otp });
  }

  async build(): Promise<BuiltUser> {
    const { email, password, firstName, lastName, isVerified, twoFactor, otp, google } = this.fields;
    const t = builderContext();
    let hash = hashes.get(password);
    if (!hash) {
      hash = t.app.get(PasswordHasher).hash(password);
      hashes.set(password, hash);
    }
    const repo = t.dataSource.getRepository(User);
    const entity = await repo.save(
      repo.create({
        email,
        emailNormalized: normalizeEmail(email),
        passwordHash: google ? null : await hash,
        firstName,
        lastName,
        isVerified,
        is2faEnabled: twoFactor,
        isOtpEnabled: otp,
        provider: google ? 'google' : 'email',
      }),
    );
    return { entity, id: entity.id, email, password };
  }
}

export const aUser = () => new UserBuilder();
