import { Module, type OnModuleInit } from '@nestjs/common';
import { LeadFollowUpsModule, LeadRemindersModule, LeadsModule, SettingsModule } from '../../../contacts';
import { EmailSendingModule } from '../../email-sending/email-sending.module';
import { EmailTemplatesModule } from '../../email-templates/email-templates.module';
import { PhoneNumbersModule } from '../../phone-numbers/phone-numbers.module';
import { ContactReplyHooks, ContactReplyHooksModule } from '../../replies/contact-reply-hooks';
import { TextStatusModule } from '../../texts/text-status.module';
import { TextsModule } from '../../texts/texts.module';
import { AutomationEnrollments } from './automation-enrollments';
import { AutomationStepDelivery } from './automation-step-delivery';
import { AutomationStepFinder } from './automation-step-finder';
import { AutomationStepJob } from './automation-step.job';
import { AutomationTick } from './automation-tick.service';

/**
 * The automation engine (issue 20, Engine): the per-minute tick that enrolls contacts and creates the steps that
 * fell due, the step work that turns them into emails, texts and reminders exactly once, and stop-on-reply on the
 * texts contacts send. It reads the automations' tables; the CRUD screens' module writes them.
 */
@Module({
  imports: [
    LeadsModule,
    LeadFollowUpsModule,
    LeadRemindersModule,
    SettingsModule,
    EmailSendingModule,
    EmailTemplatesModule,
    TextsModule,
    TextStatusModule,
    PhoneNumbersModule,
    ContactReplyHooksModule,
  ],
  providers: [
    AutomationEnrollments,
    AutomationStepFinder,
    AutomationStepDelivery,
    AutomationStepJob,
    AutomationTick,
  ],
  exports: [AutomationTick, AutomationStepJob],
})
export class AutomationEngineModule implements OnModuleInit {
  constructor(
    private readonly replies: ContactReplyHooks,
    private readonly enrollments: AutomationEnrollments,
  ) {}

  onModuleInit(): void {
    // Stop-on-reply (ours): a contact that texts in or answers an email leaves the automations that stop on reply.
    this.replies.register(async (manager, reply) => {
      await this.enrollments.stopOnReply(manager, reply);
    });
  }
}
