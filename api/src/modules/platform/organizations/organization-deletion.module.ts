import { Module } from '@nestjs/common';
import { BillingModule } from '../../billing';
import { LeadsModule } from '../../contacts';
import { OrganizationDeletionJob } from './organization-deletion.job';
import { OrganizationDeletionService } from './organization-deletion.service';

/**
 * Apart from OrganizationsModule because the job deletes contacts through LeadsModule and cancels subscriptions
 * through BillingModule, which both import OrganizationsModule.
 */
@Module({
  imports: [LeadsModule, BillingModule],
  providers: [OrganizationDeletionService, OrganizationDeletionJob],
  exports: [OrganizationDeletionService],
})
export class OrganizationDeletionModule {}
