import { Module } from '@nestjs/common';
import { BillingModule } from '../../billing/subscriptions/billing.module';
import { LeadsModule } from '../../contacts/leads/leads.module';
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
