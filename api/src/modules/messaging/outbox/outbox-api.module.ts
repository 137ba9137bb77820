import { Module } from '@nestjs/common';
import { OutboxModule } from '../../../engine/providers/outbox/outbox.module';
import { OutboxController } from './outbox.controller';

/** The HTTP face of the outbox provider: the owners' outbox page and the local mailbox. */
@Module({
  imports: [OutboxModule],
  controllers: [OutboxController],
})
export class OutboxApiModule {}
