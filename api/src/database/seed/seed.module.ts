import { Module } from '@nestjs/common';
import { IndustriesModule } from '../../modules/industries/industries.module';
import { LeadsModule } from '../../modules/leads/leads.module';
import { OrganizationsModule } from '../../modules/organizations/organizations.module';
import { UsersModule } from '../../modules/users/users.module';
import { SeedService } from './seed.service';

@Module({
  imports: [UsersModule, OrganizationsModule, IndustriesModule, LeadsModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
