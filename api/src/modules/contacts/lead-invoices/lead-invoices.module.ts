import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsProviderModule } from '../../../engine/providers/payments/payments-provider.module';
import { MessagingModule } from '../../messaging';
import { LeadInvoice } from './lead-invoice.entity';
import { LeadInvoicesController } from './lead-invoices.controller';
import { LeadInvoicesService } from './lead-invoices.service';
import { LocalPayPageController } from './local-pay-page.controller';

/** Invoices sent to clients (issue 7), and the local provider's hosted pay page. */
@Module({
  imports: [TypeOrmModule.forFeature([LeadInvoice]), PaymentsProviderModule, MessagingModule],
  controllers: [LeadInvoicesController, LocalPayPageController],
  providers: [LeadInvoicesService],
  exports: [LeadInvoicesService],
})
export class LeadInvoicesModule {}
