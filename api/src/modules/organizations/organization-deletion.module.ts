import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module';
import { OrganizationDeletionService } from './organization-deletion.service';

/**
 * Apart from OrganizationsModule because the job deletes contacts through LeadsModule, which (through billing)
 * imports OrganizationsModule.
 */
@Module({
  imports: [LeadsModule],
  providers: [OrganizationDeletionService],
  exports: [OrganizationDeletionService],
})
export class OrganizationDeletionModule {}
