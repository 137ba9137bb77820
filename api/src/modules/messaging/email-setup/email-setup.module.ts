import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailSetupController } from './email-setup.controller';
import { EmailSetupService } from './email-setup.service';
import { SendingDomainRow } from './sending-domain.entity';
import { TxtLookup } from './txt-lookup';

/** Email setup (issue 18): the organization's sending domain, its DNS records and verification, its sender. */
@Module({
  imports: [TypeOrmModule.forFeature([SendingDomainRow])],
  controllers: [EmailSetupController],
  providers: [EmailSetupService, TxtLookup],
  exports: [EmailSetupService],
})
export class EmailSetupModule {}
