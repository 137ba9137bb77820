import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SmsSuppressionsService } from './sms-suppressions.service';
import { TextStatusService } from './text-status.service';
import { SmsSuppression, TextRecipient } from './text.entities';

/**
 * What the inbound texts' routes need of sent texts (exported by the messaging index): status reports recorded on
 * their rows, and the numbers that texted STOP. Kept apart from TextsModule, whose imports (the email sending
 * module, for the variables) would close a require cycle through the index (platform's AccountModule imports it).
 * Nothing here imports another context: the contacts and platform indexes load the messaging index part way
 * through their own loading. The contact's history is written through what TextsModule gives TextStatusService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([TextRecipient, SmsSuppression])],
  providers: [TextStatusService, SmsSuppressionsService],
  exports: [TextStatusService, SmsSuppressionsService],
})
export class TextStatusModule {}
