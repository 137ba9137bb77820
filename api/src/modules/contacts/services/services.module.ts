import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsProviderModule } from '../../../engine/providers/payments/payments-provider.module';
import { Service, ServicePriceRow } from './service.entities';
import { ServicesController } from './services.controller';
import { ServicesService } from './services.service';

/**
 * Issue 5 'Services': an organization's services and prices, the default service set, and push/import
 * with the payments provider. ServicesService.create(orgId, input, manager?) is what first-time setup calls.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Service, ServicePriceRow]), PaymentsProviderModule],
  controllers: [ServicesController],
  providers: [ServicesService],
  exports: [ServicesService],
})
export class ServicesModule {}
