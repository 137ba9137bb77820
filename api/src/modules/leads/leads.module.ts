import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsService } from './contacts.service';
import { LeadActionsController } from './lead-actions.controller';
import { Lead, LeadGroup, LeadHistory, LeadList } from './lead.entity';
import { LeadJob } from './lead-job.entity';
import { LeadListsService } from './lead-lists.service';
import { LeadMovesService } from './lead-moves.service';
import { LeadSearchService } from './lead-search.service';
import { LeadTagsService } from './lead-tags.service';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';

@Module({
  imports: [TypeOrmModule.forFeature([Lead, LeadGroup, LeadList, LeadHistory, LeadJob])],
  controllers: [LeadsController, LeadActionsController],
  providers: [
    LeadsService,
    ContactsService,
    LeadListsService,
    LeadTagsService,
    LeadSearchService,
    LeadMovesService,
  ],
  exports: [LeadsService, ContactsService, LeadListsService, TypeOrmModule],
})
export class LeadsModule {}
