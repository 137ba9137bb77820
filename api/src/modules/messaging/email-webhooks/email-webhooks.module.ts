import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { SendgridEventsBodyLimit } from './sendgrid-events-body-limit';
import { SendgridEventsController } from './sendgrid-events.controller';
import { SendgridEventsService } from './sendgrid-events.service';

/**
 * The email providers' webhooks (SendGrid's Event Webhook). Their events go to EMAIL_EVENT_SINK, which the
 * email-sending module provides and exports: it is imported here by name at registration,
 * `EmailWebhooksModule.withSink(EmailSendingModule)`, so a missing sink fails the start, never a post.
 */
@Module({})
export class EmailWebhooksModule {
  static withSink(sinkModule: Type | DynamicModule): DynamicModule {
    return {
      module: EmailWebhooksModule,
      imports: [sinkModule],
      controllers: [SendgridEventsController],
      providers: [SendgridEventsService, SendgridEventsBodyLimit],
    };
  }
}
