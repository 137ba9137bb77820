import { User } from './users/user.entity';
import { Industry } from './industries/industry.entity';
import { Organization } from './organizations/organization.entity';
import { OrganizationMember } from './organizations/organization-member.entity';
import { Release } from './releases/release.entity';
import { RefreshToken } from './auth/refresh-token.entity';
import { EmailToken } from './auth/email-token.entity';
import { GoogleSignIn } from './google-sign-in/google-sign-in.entity';
import { TwoFactorCode } from './two-factor/two-factor-code.entity';
import { BackupCode } from './two-factor/backup-code.entity';
import { LoginChallenge } from './two-factor/login-challenge.entity';
import { Invitation } from './organizations/invitation.entity';
import { EmailSignature } from './account/email-signature.entity';

// The entity classes, for another context's entity that needs one in a TypeORM relation (the only import of another
// context allowed besides its index.ts, docs/adr/0012); services go through the index and this context's services.
export {
  User,
  Industry,
  Organization,
  OrganizationMember,
  Release,
  RefreshToken,
  EmailToken,
  GoogleSignIn,
  TwoFactorCode,
  BackupCode,
  LoginChallenge,
  Invitation,
  EmailSignature,
};

/** The tables the platform context owns: only its services read or write them (docs/adr/0012). */
export const platformEntities = [
  User,
  Industry,
  Organization,
  OrganizationMember,
  Release,
  RefreshToken,
  EmailToken,
  GoogleSignIn,
  TwoFactorCode,
  BackupCode,
  LoginChallenge,
  Invitation,
  EmailSignature,
];
