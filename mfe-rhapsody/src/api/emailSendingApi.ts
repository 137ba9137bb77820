import {
  type EmailAttachment,
  type EmailRecipientsCount,
  type EmailSuppression,
  emailConstants,
  emailEndpoints,
  type LeadSearchPage,
  leadActionEndpoints,
  type Paginated,
  requestOf,
  type SendEmailResult,
  emailSetupEndpoints,
  type SendingDomain,
} from '@ensemble/contracts';
import { rhapsodyApi } from './rhapsodyApi';

const api = emailEndpoints.sending;

/** Who an email goes to, as the recipients and send calls take it. */
export interface EmailRecipients {
  recipient_id: number[];
  lead_type: string[];
  lead_list_id: number | null;
  group_id: number[];
}

export interface SendEmailBody extends EmailRecipients {
  subject: string;
  content: string;
  html: string;
  template_id: number | null;
  attachment: number[];
  /** A client's invoice this email sends (its amount and payment link are added; it is marked 'Email sent'). */
  invoice_id?: number | null;
  count: number;
}

/** The composer (spec 3 §4 Email sending) and the pick-lists its recipients come from. */
export const emailSendingApi = rhapsodyApi.injectEndpoints({
  endpoints: (b) => ({
    /** The organization's sending domain and sender identity (email setup): who the email is from. */
    sendingDomain: b.query<SendingDomain, number>({
      query: (organizationId) => requestOf(emailSetupEndpoints.domain, { path: { orgId: organizationId } }),
    }),
    /** How many addresses a choice of recipients gives: a read, though the call is a POST. */
    emailRecipientsCount: b.query<
      EmailRecipientsCount,
      { organizationId: number; recipients: EmailRecipients }
    >({
      query: ({ organizationId, recipients }) =>
        requestOf(api.recipients, { path: { orgId: organizationId }, body: recipients }),
      keepUnusedDataFor: 30,
      // An address taken off the suppression list counts again.
      providesTags: ['EmailSuppression'],
    }),
    sendEmail: b.mutation<SendEmailResult, { organizationId: number; body: SendEmailBody }>({
      query: ({ organizationId, body }) => requestOf(api.send, { path: { orgId: organizationId }, body }),
    }),
    attachEmailFile: b.mutation<EmailAttachment, { organizationId: number; file: File }>({
      query: ({ organizationId, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return requestOf(api.attach, { path: { orgId: organizationId }, body: form });
      },
    }),
    /** The organization's suppression list (unsubscribed, bounced, spam-reported addresses), searched by email. */
    emailSuppressions: b.query<
      Paginated<EmailSuppression>,
      { organizationId: number; page: number; search: string }
    >({
      query: ({ organizationId, page, search }) =>
        requestOf(api.suppressions, {
          path: { orgId: organizationId },
          query: { page, per_page: emailConstants.suppressionsPageSize, search },
        }),
      providesTags: ['EmailSuppression'],
    }),
    /** Takes an address off the suppression list: it is emailed again. */
    removeEmailSuppression: b.mutation<void, { organizationId: number; id: number }>({
      query: ({ organizationId, id }) =>
        requestOf(api.removeSuppression, { path: { orgId: organizationId, id } }),
      invalidatesTags: ['EmailSuppression'],
    }),
    recipientSearch: b.query<LeadSearchPage, { organizationId: number; query: string }>({
      query: ({ organizationId, query }) =>
        requestOf(leadActionEndpoints.search, {
          path: { orgId: organizationId },
          query: { query, page: 1, per_page: emailConstants.recipientSearchPageSize },
        }),
    }),
  }),
});

export const {
  useEmailRecipientsCountQuery,
  useLazyEmailRecipientsCountQuery,
  useSendEmailMutation,
  useAttachEmailFileMutation,
  useRecipientSearchQuery,
  useSendingDomainQuery,
  useEmailSuppressionsQuery,
  useRemoveEmailSuppressionMutation,
} = emailSendingApi;
