import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TemplateUsage } from '../email-templates/template-usage';
import { EmailSendingService } from './email-sending.service';

/**
 * Emails not yet delivered use their template: asking to delete it warns (is_used), and deleting it cancels them
 * (spec 3 §8 delete confirms).
 */
@Injectable()
export class TemplateUsageOfSends implements OnModuleInit {
  constructor(
    private readonly usage: TemplateUsage,
    private readonly sending: EmailSendingService,
  ) {}

  onModuleInit(): void {
    this.usage.register({
      isUsed: (organizationId, kind, id) => this.sending.templateUsage(organizationId, kind, id),
      cancelUses: (organizationId, kind, id) => this.sending.cancelForTemplate(organizationId, kind, id),
    });
  }
}
