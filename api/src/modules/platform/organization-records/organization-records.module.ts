import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationMember } from '../organizations/organization-member.entity';
import { Organization } from '../organizations/organization.entity';
import { OrganizationRecordsService } from './organization-records.service';

/** OrganizationRecordsService, with no other dependency, so billing and contacts import it without a cycle. */
@Module({
  imports: [TypeOrmModule.forFeature([Organization, OrganizationMember])],
  providers: [OrganizationRecordsService],
  exports: [OrganizationRecordsService],
})
export class OrganizationRecordsModule {}
