import { Module } from '@nestjs/common';
import { IndustriesModule } from '../../../modules/platform/industries/industries.module';
import { LeadsModule } from '../../../modules/contacts/leads/leads.module';
import { OrganizationsModule } from '../../../modules/platform/organizations/organizations.module';
import { UsersModule } from '../../../modules/platform/users/users.module';
import { SeedService } from './seed.service';

@Module({
  imports: [UsersModule, OrganizationsModule, IndustriesModule, LeadsModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
