import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { SettingsModule } from '../../contacts';
import { DOMAIN_AUTHORITY, type DomainAuthority } from './domain-authority';
import { EmailSetupController } from './email-setup.controller';
import { EmailSetupService } from './email-setup.service';
import { LocalDomainAuthority } from './local-domain-authority';
import { SendgridDomainAuthority } from './sendgrid-domain-authority';
import { SendingDomainRow } from './sending-domain.entity';
import { TxtLookup } from './txt-lookup';

/**
 * Email setup (issue 18): the organization's sending domain, its DNS records and verification, its sender. The
 * domain authority follows EMAIL_PROVIDER: SendGrid's domain authentication for `sendgrid`, our own for `smtp`
 * and `outbox`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SendingDomainRow]), SettingsModule],
  controllers: [EmailSetupController],
  providers: [
    EmailSetupService,
    TxtLookup,
    LocalDomainAuthority,
    {
      provide: DOMAIN_AUTHORITY,
      inject: [APP_CONFIG, LocalDomainAuthority],
      useFactory: (config: AppConfig, local: LocalDomainAuthority): DomainAuthority =>
        config.emailProvider === 'sendgrid' ? new SendgridDomainAuthority(config) : local,
    },
  ],
  exports: [EmailSetupService],
})
export class EmailSetupModule {}
