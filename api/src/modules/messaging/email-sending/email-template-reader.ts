/**
 * The templates an email is sent from, as the sending service needs them: EmailTemplatesService (the templates
 * module, same context) answers this, bound in EmailSendingModule. null when the organization has no such template
 * (deleted, or another's).
 */
export interface EmailTemplateReader {
  emailTemplateForSend(
    organizationId: number,
    id: number,
  ): Promise<{ subject?: string | null; html: string } | null>;
  textTemplateForSend(organizationId: number, id: number): Promise<{ template: string } | null>;
}

export const EMAIL_TEMPLATE_READER = Symbol('EMAIL_TEMPLATE_READER');
