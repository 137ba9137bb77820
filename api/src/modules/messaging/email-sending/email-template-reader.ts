/**
 * The templates an email is sent from, read through the templates module (EmailTemplatesService exports these two;
 * the lead wires it at merge). null when the organization has no such template (deleted, or another's).
 */
export interface EmailTemplateReader {
  emailTemplateForSend(
    organizationId: number,
    id: number,
  ): Promise<{ subject?: string | null; html: string } | null>;
  textTemplateForSend(organizationId: number, id: number): Promise<{ template: string } | null>;
}

export const EMAIL_TEMPLATE_READER = Symbol('EMAIL_TEMPLATE_READER');

/** Until the templates module is wired: no template exists, so a send from one is refused as no longer available. */
export const noEmailTemplates: EmailTemplateReader = {
  emailTemplateForSend: () => Promise.resolve(null),
  textTemplateForSend: () => Promise.resolve(null),
};
