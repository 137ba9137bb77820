import {
  type OrganizationPhoneNumber,
  phoneNumberEndpoints,
  requestOf,
  type SendTextsResult,
  textsEndpoints,
} from '@ensemble/contracts';
import type { EmailRecipients } from './emailSendingApi';
import { rhapsodyApi } from './rhapsodyApi';

/** A text's send fields (spec 3 §7 'send-texts'): the recipients as the email composer picks them, and the text. */
export interface SendTextsBody extends EmailRecipients {
  message: string;
  template_id: number | null;
}

/**
 * Spec 3 §7 sends 'a multipart form of the send fields': a list goes as repeated fields, an empty one or a null
 * id not at all (the API's defaults).
 */
export function sendTextsForm(body: SendTextsBody): FormData {
  const form = new FormData();
  for (const id of body.recipient_id) form.append('recipient_id', String(id));
  for (const stage of body.lead_type) form.append('lead_type', stage);
  if (body.lead_list_id != null) form.append('lead_list_id', String(body.lead_list_id));
  for (const id of body.group_id) form.append('group_id', String(id));
  form.append('message', body.message);
  if (body.template_id != null) form.append('template_id', String(body.template_id));
  return form;
}

/** The Text screen (spec 3 §2 Text): the organization's number, which decides whether it can text, and the send. */
export const textsApi = rhapsodyApi.injectEndpoints({
  endpoints: (b) => ({
    /** twilio_number null: the organization has no number yet, and the screen sends to phone setup. */
    organizationPhoneNumber: b.query<OrganizationPhoneNumber, number>({
      query: (organizationId) => requestOf(phoneNumberEndpoints.number, { path: { orgId: organizationId } }),
      // Bought on another remote's page (phone setup): read again on each visit rather than kept.
      keepUnusedDataFor: 0,
    }),
    sendTexts: b.mutation<SendTextsResult, { organizationId: number; body: SendTextsBody }>({
      query: ({ organizationId, body }) =>
        requestOf(textsEndpoints.send, { path: { orgId: organizationId }, body: sendTextsForm(body) }),
      // A sent text is the latest message of its conversations.
      invalidatesTags: (_r, error) => (error ? [] : ['TextConversation']),
    }),
  }),
});

export const { useOrganizationPhoneNumberQuery, useSendTextsMutation } = textsApi;
