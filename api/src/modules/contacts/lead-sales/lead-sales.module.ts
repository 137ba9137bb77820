import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientContactsService } from './client-contacts.service';
import { LeadContactsController, LeadSalesController } from './lead-sales.controller';
import { LeadClientContact, LeadSale } from './lead-sales.entities';
import { LeadSalesService } from './lead-sales.service';

/** The sales and contact people of client records (issue 7). */
@Module({
  imports: [TypeOrmModule.forFeature([LeadSale, LeadClientContact])],
  controllers: [LeadSalesController, LeadContactsController],
  providers: [LeadSalesService, ClientContactsService],
  exports: [LeadSalesService, ClientContactsService],
})
export class LeadSalesModule {}
