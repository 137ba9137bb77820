import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsService } from './contacts.service';
import { Lead, LeadGroup, LeadHistory, LeadList } from './lead.entity';
import { LeadListsService } from './lead-lists.service';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';

@Module({
  imports: [TypeOrmModule.forFeature([Lead, LeadGroup, LeadList, LeadHistory])],
  controllers: [LeadsController],
  providers: [LeadsService, ContactsService, LeadListsService],
  exports: [LeadsService, ContactsService, LeadListsService, TypeOrmModule],
})
export class LeadsModule {}
