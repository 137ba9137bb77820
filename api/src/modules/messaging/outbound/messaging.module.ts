import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailProviderModule } from '../../../engine/providers/email/email-provider.module';
import { SmsProviderModule } from '../../../engine/providers/sms/sms-provider.module';
import { MessagingService } from './messaging.service';
import { OutboundMessage } from './outbound-message.entity';
import { OutboundSendJob } from './outbound-send.job';

@Module({
  imports: [TypeOrmModule.forFeature([OutboundMessage]), EmailProviderModule, SmsProviderModule],
  providers: [MessagingService, OutboundSendJob],
  exports: [MessagingService],
})
export class MessagingModule {}
