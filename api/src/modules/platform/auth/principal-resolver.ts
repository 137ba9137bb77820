import { Injectable } from '@nestjs/common';
import type { PrincipalResolver } from '../../../engine/tenancy/principal-ports';
import { type Membership, OrganizationsService } from '../organizations/organizations.service';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/** The platform's answer to the tenancy guards' PRINCIPAL_RESOLVER port (bound in AuthModule). */
@Injectable()
export class PlatformPrincipalResolver implements PrincipalResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly organizations: OrganizationsService,
  ) {}

  authenticate(accessToken: string): Promise<User | null> {
    return this.auth.authenticate(accessToken);
  }

  membershipOf(organizationId: number, userId: number): Promise<Membership | null> {
    return this.organizations.membershipOf(organizationId, userId);
  }
}
