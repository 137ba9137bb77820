import { Module } from '@nestjs/common';
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
import { LeadListsService } from './lead-lists.service';
import { LeadMovesJob } from './lead-moves.job';
import { LeadMovesService } from './lead-moves.service';
import { LeadSearchService } from './lead-search.service';
import { LeadTagsService } from './lead-tags.service';
import { LeadTransitionsController } from './lead-transitions.controller';
import { ContactsLeadResolver } from './lead-resolver';
import { LeadsService } from './leads.service';
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
    ]),
    BillingModule,
    EmailProviderModule,
  ],
  // In the order the routes had in one controller before the split (Express matches in registration order).
  controllers: [
    OpportunityListsController,
    ...stageContactsControllers,
    LeadTransitionsController,
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
    { provide: LEAD_RESOLVER, useExisting: ContactsLeadResolver },
  ],
  exports: [
    LEAD_RESOLVER,
    LeadsService,
    ContactReadsService,
    ContactWritesService,
    ContactTransitionsService,
    LeadListsService,
    LeadCountsService,
    LeadDeletionHooks,
    TypeOrmModule,
  ],
})
export class LeadsModule {}
