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

// Classes another context names in a TypeORM relation or as a principal type (the only import of another
// context allowed besides its index.ts, docs/adr/0012); its services go through the index.
export { User, Organization, OrganizationMember };

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
