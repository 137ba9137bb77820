import { type EmailVariable, emailMessages, type Organization, sendEmailSchema } from '@ensemble/contracts';
import { ValidationError } from 'yup';
import type { SendEmailBody } from '../../../api/emailSendingApi';
import type { PickedContact } from './RecipientsPicker';

export type ComposeErrors = Partial<Record<'recipients' | 'subject' | 'content', string>>;

/** The send body's errors under the contracts rule, by the part of the composer they belong to. */
export function composeErrors(body: SendEmailBody): ComposeErrors {
  try {
    sendEmailSchema.validateSync(body, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: ComposeErrors = {};
    for (const err of e.inner.length ? e.inner : [e]) {
      const where =
        err.message === emailMessages.selectRecipient
          ? 'recipients'
          : err.path === 'subject'
            ? 'subject'
            : err.path === 'content' || err.message === emailMessages.contentRequired
              ? 'content'
              : null;
      if (where && !out[where]) out[where] = err.message;
    }
    return out;
  }
}

/** An unknown variable is shown as soon as it is typed; a missing field waits for the first Send. */
export const isUnknownVariableError = (message: string | undefined) =>
  !!message && message.startsWith('Unknown variable');

/** The values the preview fills the variables with: the chosen contact's and the organization's. */
export function variableValues(
  contact: PickedContact | null,
  organization: Organization | undefined,
): Partial<Record<EmailVariable, string | null>> {
  return {
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    email: contact?.email ?? '',
    cell_phone: contact?.cell_phone ?? '',
    organization_name: organization?.name ?? '',
    organization_email: organization?.email ?? '',
    organization_logo: organization?.logo ?? '',
  };
}
