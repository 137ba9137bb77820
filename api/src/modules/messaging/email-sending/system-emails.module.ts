import { Module } from '@nestjs/common';
import { SystemEmailsService } from './system-emails.service';

/**
 * The suite's own emails as email campaigns (SystemEmailsService), for the other contexts: it depends on nothing of
 * theirs (the delivery job it queues for is the email-sending module's), so any module may import it.
 */
@Module({
  providers: [SystemEmailsService],
  exports: [SystemEmailsService],
})
export class SystemEmailsModule {}
