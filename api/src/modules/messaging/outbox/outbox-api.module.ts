import { Module } from '@nestjs/common';
import { OutboxModule } from '../../../engine/providers/outbox/outbox.module';
import { EmailRepliesModule } from '../replies/email-replies.module';
import { OutboxController } from './outbox.controller';

/** The HTTP face of the outbox provider: the owners' outbox page (and its Reply) and the local mailbox. */
@Module({
  imports: [OutboxModule, EmailRepliesModule],
  controllers: [OutboxController],
})
export class OutboxApiModule {}
