import { Module } from '@nestjs/common';
import { OrganizationRecordsModule, UsersModule } from '../../platform';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LEAD_RESOLVER } from '../../../engine/tenancy/principal-ports';
import { EmailProviderModule } from '../../../engine/providers/email/email-provider.module';
import { BillingModule } from '../../billing';
import { ContactReadsService } from './contact-reads.service';
import { ContactTransitionsService } from './contact-transitions.service';
import { ContactWritesService } from './contact-writes.service';
import { LeadActionsController } from './lead-actions.controller';
import { Lead, LeadCount, LeadCountGeneration, LeadGroup, LeadHistory, LeadList } from './lead.entity';
import { LeadCountsService } from './lead-counts.service';
import { LeadDeletionHooks } from './lead-deletion-hooks';
import { LeadJob } from './lead-job.entity';
import { LeadImport } from '../lead-imports/lead-import.entity';
import { MarketingGroup } from '../settings/settings.entities';
import { LeadListsService } from './lead-lists.service';
import { LeadMovesJob } from './lead-moves.job';
import { LeadMovesService } from './lead-moves.service';
import { LeadSearchService } from './lead-search.service';
import { LeadTagsService } from './lead-tags.service';
import { leadBulkControllers, leadTransitionControllers } from './lead-transitions.controller';
import { ContactsLeadResolver } from './lead-resolver';
import { LeadsService } from './leads.service';
import { OrganizationContactsCleanup } from './organization-contacts-cleanup.service';
import { PostalRecipientsService } from './postal-recipients.service';
import { EmailAudienceService } from './email-audience.service';
import { EmailHistoryService } from './email-history.service';
import { TextHistoryService } from './text-history.service';
import { PhoneContactsService } from './phone-contacts.service';
import { OpportunityListsController } from './opportunity-lists.controller';
import { stageContactsControllers } from './stage-contacts.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Lead,
      LeadGroup,
      LeadList,
      LeadHistory,
      LeadJob,
      LeadCount,
      LeadCountGeneration,
      MarketingGroup,
      LeadImport,
    ]),
    BillingModule,
    EmailProviderModule,
    UsersModule,
    OrganizationRecordsModule,
  ],
  // In the order the routes had in one controller before the split (Express matches in registration order).
  controllers: [
    OpportunityListsController,
    ...stageContactsControllers,
    ...leadTransitionControllers,
    ...leadBulkControllers,
    LeadActionsController,
  ],
  providers: [
    LeadsService,
    ContactReadsService,
    ContactWritesService,
    ContactTransitionsService,
    LeadListsService,
    LeadTagsService,
    LeadSearchService,
    LeadMovesService,
    LeadMovesJob,
    LeadCountsService,
    LeadDeletionHooks,
    ContactsLeadResolver,
    PostalRecipientsService,
    EmailAudienceService,
    EmailHistoryService,
    TextHistoryService,
    PhoneContactsService,
    OrganizationContactsCleanup,
    { provide: LEAD_RESOLVER, useExisting: ContactsLeadResolver },
  ],
  exports: [
    LEAD_RESOLVER,
    PostalRecipientsService,
    EmailAudienceService,
    EmailHistoryService,
    TextHistoryService,
    PhoneContactsService,
    OrganizationContactsCleanup,
    LeadsService,
    ContactReadsService,
    ContactWritesService,
    ContactTransitionsService,
    LeadListsService,
    LeadTagsService,
    LeadCountsService,
    LeadDeletionHooks,
    TypeOrmModule,
  ],
})
export class LeadsModule {}
