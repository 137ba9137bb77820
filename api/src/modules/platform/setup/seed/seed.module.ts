import { Module } from '@nestjs/common';
import { IndustriesModule } from '../../industries/industries.module';
import { LeadsModule } from '../../../contacts';
import { OrganizationsModule } from '../../organizations/organizations.module';
import { UsersModule } from '../../users/users.module';
import { SeedService } from './seed.service';

@Module({
  imports: [UsersModule, OrganizationsModule, IndustriesModule, LeadsModule],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
