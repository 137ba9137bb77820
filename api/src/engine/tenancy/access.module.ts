import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthModule } from '../../modules/platform/auth/auth.module';
import { OrganizationsModule } from '../../modules/platform/organizations/organizations.module';
import { AuthGuard } from './auth.guard';
import { TenantGuard } from './tenant.guard';

/** Registers the two global guards, in this order: who is calling, then which organization. */
@Module({
  imports: [AuthModule, OrganizationsModule],
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: TenantGuard },
  ],
})
export class AccessModule {}
