import type { FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { sendTextsSchema, textMessages, textSegments } from '@ensemble/contracts';
import { parseId } from '@ensemble/shared-ui';
import type { SendTextsBody } from '../../api/textsApi';
import type { PickedContact } from '../email/composer/RecipientsPicker';

export const noText: SendTextsBody = {
  recipient_id: [],
  lead_type: [],
  lead_list_id: null,
  group_id: [],
  message: '',
  template_id: null,
};

/**
 * The send's errors under the contracts rule, on the fields the form shows them at: 'select a recipient' is the
 * whole object's rule, so it goes on the contacts.
 */
export function textErrors(body: SendTextsBody): FormikErrors<SendTextsBody> {
  try {
    sendTextsSchema.validateSync(body, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: FormikErrors<SendTextsBody> = {};
    for (const err of e.inner.length ? e.inner : [e]) {
      const field =
        err.message === textMessages.selectRecipient
          ? 'recipient_id'
          : err.path === 'message'
            ? 'message'
            : null;
      if (field && !out[field]) out[field] = err.message;
    }
    return out;
  }
}

/** 'GSM-7 · 1 segment', 'UCS-2 · 2 segments': how the message goes out as written (spec 3 §2 Text). */
export function segmentLine(message: string): string {
  const { encoding, segments } = textSegments(message);
  return `${encoding} · ${segments} ${segments === 1 ? 'segment' : 'segments'}`;
}

/**
 * The contacts another page sent here: one from a contact's 'Send sms' (id, with its name and cell_phone), or
 * several from a list's bulk action (`ids`), named later.
 */
export function preselectedContacts(params: URLSearchParams): PickedContact[] {
  const id = parseId(params.get('id'));
  if (id != null) {
    return [
      {
        id,
        first_name: params.get('name') || null,
        last_name: null,
        email: null,
        cell_phone: params.get('cell_phone') || null,
      },
    ];
  }
  return (params.get('ids') ?? '')
    .split(',')
    .map((v) => parseId(v.trim()))
    .filter((v): v is number => v != null)
    .map((v) => ({ id: v, first_name: null, last_name: null, email: null, cell_phone: null }));
}
