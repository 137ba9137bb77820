/**
 * Organizations (list, create, manage, delete), their members and invitations, the General tab (email change,
 * logo), the first-time setup, and the platform's own calls (health, industries, releases, outbox, local
 * storage), declared once (docs/adr/0013-endpoints-declared-once.md). apiPaths and accountPaths derive from them.
 */
import * as yup from 'yup';
import { endpoint } from './endpoint';
import { js } from './json-schema';
import { settingsResponses } from './settings-endpoints';
import type {
  HealthResponse,
  Industry,
  Organization,
  OrganizationUser,
  OutboxMessage,
  Paginated,
  Release,
} from './api-types';
import type { Invitation, InvitationPreview, SignedUpload } from './account-api';
import {
  invitationSchema,
  logoConfirmSchema,
  logoUploadRequestSchema,
  organizationEmailChangeSchema,
  tokenSchema,
} from './account-validation';
import { accountMessages, messages } from './messages';
import { organizationResponse, outboxMessageResponse } from './platform-schemas';
import {
  type Location,
  type OrganizationSettings,
  type Service,
  settingsMessages,
  setupSchema,
} from './settings-api';
import { listQuerySchema, organizationCreateSchema, organizationUpdateSchema } from './validation';

const org = { tag: 'organizations', access: 'member' } as const;
const ORG = '/organization/:orgId/';

const invitationResponse = js.obj({
  id: js.int,
  email: js.str,
  status: js.oneOf('pending'),
  invited_at: js.str,
  invited_by: js.strNull,
});

export const organizationEndpoints = {
  list: endpoint<Paginated<Organization>>()({
    ...org,
    access: 'authenticated',
    method: 'GET',
    path: '/organization/',
    summary: "The caller's organizations (search on name and email; ordering name, id, created_at)",
    query: listQuerySchema,
    response: js.page(organizationResponse),
  }),
  create: endpoint<Organization>()({
    ...org,
    access: 'authenticated',
    method: 'POST',
    path: '/organization/',
    summary: 'Create an organization; the caller becomes its owner',
    description: messages.organizationEmailExists,
    body: organizationCreateSchema,
    response: organizationResponse,
  }),
  get: endpoint<Organization>()({
    ...org,
    method: 'GET',
    path: ORG,
    summary: 'One organization of the caller',
    response: organizationResponse,
  }),
  update: endpoint<Organization>()({
    ...org,
    method: 'PATCH',
    path: ORG,
    summary: 'Update the name (owner only) or the EULA version agreed to',
    body: organizationUpdateSchema,
    response: organizationResponse,
  }),
  toggleDeletion: endpoint<Organization>()({
    ...org,
    access: 'owner',
    method: 'DELETE',
    path: ORG,
    summary: 'Schedule deletion in 14 days, or reactivate when already scheduled (toggle)',
    response: organizationResponse,
  }),
  users: endpoint<Paginated<OrganizationUser>>()({
    ...org,
    method: 'GET',
    path: '/organization/:orgId/users/',
    summary: 'Members (owner, accepted) then pending invitations (status pending, id = invitation id); paged',
    query: listQuerySchema,
    response: js.page(
      js.obj({
        id: { type: 'integer', description: 'Membership id' },
        name: js.obj({ firstName: js.str, lastName: js.str }),
        email: js.str,
        dateJoined: js.dateTime,
        is_owner: js.bool,
        status: js.oneOf('owner', 'accepted', 'pending'),
        invited: js.bool,
      }),
    ),
  }),
  invite: endpoint<Invitation>()({
    ...org,
    access: 'owner',
    method: 'POST',
    path: '/organization/:orgId/users/',
    summary: 'Invite a user by email (needs seat_number > used_seats)',
    description: `${accountMessages.notEnoughSeats} / ${accountMessages.alreadyMember}`,
    body: invitationSchema,
    response: invitationResponse,
  }),
  removeMember: endpoint()({
    ...org,
    method: 'DELETE',
    path: '/organization/:orgId/users/:id/',
    status: 204,
    summary:
      'Remove a member (owner), or leave (a member removing themselves); the owner row cannot be removed',
    description: accountMessages.ownerCannotBeDeleted,
    response: null,
  }),
  invitations: endpoint<Paginated<Invitation>>()({
    ...org,
    method: 'GET',
    path: '/organization/:orgId/invitations/',
    summary: 'Pending invitations (all of them; the users table pages client-side)',
    response: js.page(invitationResponse),
  }),
  removeInvitation: endpoint()({
    ...org,
    access: 'owner',
    method: 'DELETE',
    path: '/organization/:orgId/invitations/:id/',
    status: 204,
    summary: 'Delete a pending invitation (frees its seat)',
    response: null,
  }),
  resendInvitation: endpoint<Invitation>()({
    ...org,
    access: 'owner',
    method: 'POST',
    path: '/organization/:orgId/invitations/:id/resend/',
    status: 200,
    summary: 'Send the invitation again with a new link (the old link stops working)',
    response: invitationResponse,
  }),
  invitationPreview: endpoint<InvitationPreview>()({
    ...org,
    access: 'public',
    method: 'GET',
    path: '/invitations/preview/',
    summary: 'What an invitation link is for',
    description: accountMessages.invitationInvalid,
    query: tokenSchema,
    response: js.obj({ organization_name: js.str, email: js.str, account_exists: js.bool }),
  }),
  acceptInvitation: endpoint<Organization>()({
    ...org,
    access: 'authenticated',
    method: 'POST',
    path: '/invitations/accept/',
    status: 200,
    summary: 'Accept an invitation as the invited account → Organization',
    description: `${accountMessages.invitationWrongAccount} (403) / ${accountMessages.invitationInvalid} (400) / ${messages.notAuthenticated}`,
    body: tokenSchema,
    response: organizationResponse,
  }),
  /** Manage organization, General tab (owner only). */
  emailChange: endpoint<Organization>()({
    ...org,
    access: 'owner',
    method: 'POST',
    path: '/organization/:orgId/email-change/',
    status: 200,
    summary: 'Ask to change the organization email: a link goes to the new address',
    description: messages.organizationEmailExists,
    body: organizationEmailChangeSchema,
    response: organizationResponse,
  }),
  emailChangeConfirm: endpoint<Organization>()({
    ...org,
    access: 'public',
    method: 'POST',
    path: '/organization/email-change/confirm/',
    status: 200,
    summary: 'Confirm an organization email change with the emailed token',
    description: accountMessages.emailChangeLinkInvalid,
    body: tokenSchema,
    response: organizationResponse,
  }),
  logoUploadForm: endpoint<SignedUpload>()({
    ...org,
    access: 'owner',
    method: 'POST',
    path: '/organization/:orgId/logo/upload-form/',
    status: 200,
    summary: 'Signed form data for uploading a logo (S3 presigned-POST shape)',
    body: logoUploadRequestSchema,
    response: js.obj({
      key: js.str,
      aws_post_data: js.obj({ url: js.str, fields: { type: 'object', additionalProperties: js.str } }),
    }),
  }),
  logoConfirm: endpoint<Organization>()({
    ...org,
    access: 'owner',
    method: 'POST',
    path: '/organization/:orgId/logo/',
    status: 200,
    summary: 'Make an uploaded file the logo (re-encoded to fit 100×100, quality 0.6)',
    body: logoConfirmSchema,
    response: organizationResponse,
  }),
  setup: endpoint<{ location: Location; services: Service[]; settings: OrganizationSettings }>()({
    ...org,
    tag: 'settings',
    method: 'POST',
    path: '/organization/:orgId/setup/',
    summary:
      'First-time setup in one transaction: the main location, the services (not in the social edition), the info source',
    description: settingsMessages.setupFailed,
    body: setupSchema,
    response: js.obj({
      location: settingsResponses.location,
      services: js.arr({ type: 'object' }),
      settings: js.obj({ show_default_services: js.int, about_us_info_source: js.strNull }),
    }),
  }),
};

export const releasesQuerySchema = listQuerySchema.pick(['page', 'per_page', 'ordering']);
const pageQuery = listQuerySchema.pick(['page', 'per_page']);
export const organizationOutboxQuerySchema = pageQuery.shape({
  channel: yup
    .string()
    .oneOf(['email', 'sms'] as const, messages.invalidChoice)
    .optional(),
});
/** The local outbox's reply (what the recipient writes back): the text of the reply. */
export const outboxReplySchema = yup.object({
  text: yup.string().trim().required(messages.outboxReplyRequired).max(10000, messages.maxLength(10000)),
});
export const mailboxQuerySchema = pageQuery.shape({
  address: yup.string().trim().required(messages.mailboxAddressRequired).max(254, messages.maxLength(254)),
});

const up = js.oneOf('up', 'down');

export const platformEndpoints = {
  health: endpoint<HealthResponse>()({
    tag: 'health',
    access: 'public',
    method: 'GET',
    path: '/health',
    summary: 'Liveness and dependencies (database, Redis when configured)',
    response: js.obj(
      {
        status: js.oneOf('ok', 'degraded'),
        database: up,
        queue: js.oneOf('redis', 'in-process'),
        redis: up,
        version: js.str,
      },
      { optional: ['redis'] },
    ),
  }),
  industries: endpoint<Paginated<Industry>>()({
    tag: 'industries',
    access: 'public',
    method: 'GET',
    path: '/industry/',
    summary: 'Every industry (a short fixed list, not paginated)',
    response: js.page(js.obj({ id: js.int, name: js.str })),
  }),
  releases: endpoint<Paginated<Release>>()({
    tag: 'releases',
    access: 'public',
    method: 'GET',
    path: '/versioning/version/',
    summary: "The suite's release notes; ordering 'id' or '-id' (default), per_page up to 1000",
    query: releasesQuerySchema,
    response: js.page(
      js.obj({ id: js.int, version: js.str, title: js.str, notes: js.str, released_at: js.dateTime }),
    ),
  }),
  outbox: endpoint<Paginated<OutboxMessage>>()({
    tag: 'outbox',
    access: 'owner',
    method: 'GET',
    path: '/organization/:orgId/outbox/',
    summary: 'What the outbox providers "sent" for this organization, newest first',
    query: organizationOutboxQuerySchema,
    response: js.page(outboxMessageResponse),
  }),
  /** Local: answer an email of the outbox as its recipient would, through the inbound email path. */
  outboxReply: endpoint<{ recorded: boolean }>()({
    tag: 'outbox',
    access: 'owner',
    method: 'POST',
    path: '/organization/:orgId/outbox/:id/reply/',
    status: 200,
    summary: 'Local: reply to an email of the outbox as its recipient (the inbound path a real reply takes)',
    description:
      'Served only while the outbox email provider is in use (404 otherwise): the reply carries In-Reply-To the ' +
      "email's Message-ID and comes from its recipient, and is received as SendGrid's Inbound Parse would hand it " +
      'over: recorded on the contact, stopping the automations that stop on reply. recorded: false when it matched ' +
      'no email of a contact.',
    body: outboxReplySchema,
    response: js.obj({ recorded: js.bool }),
  }),
  /** Local mailbox: only served while the outbox providers are in use (embedded default, tests). */
  mailbox: endpoint<Paginated<OutboxMessage>>()({
    tag: 'outbox',
    access: 'public',
    method: 'GET',
    path: '/outbox/mailbox/',
    summary: 'Local mailbox: messages sent to an address, newest first',
    description:
      'Served only while OUTBOX_MAILBOX is on, which the API allows only with the outbox providers and a loopback ' +
      'APP_URL (the start command, tests): this is how a newcomer reads the verification email without a mail ' +
      'server. Anywhere else it is off and the API refuses to start with it on (404 when off).',
    query: mailboxQuerySchema,
    response: js.page(outboxMessageResponse),
  }),
  /** The local storage provider's signed-form upload target (public; the policy is the credential). */
  storageUpload: endpoint()({
    tag: 'storage',
    access: 'public',
    method: 'POST',
    path: '/storage/upload/',
    status: 204,
    summary: 'Upload target of a signed form (fields key, acl, Content-Type, policy, signature, then file)',
    description: `multipart/form-data: the signed form's fields, then file. ${accountMessages.fileNotImage} / ${accountMessages.fileTooLarge2mb}`,
    response: null,
  }),
  storageFile: endpoint<unknown>()({
    tag: 'storage',
    access: 'public',
    method: 'GET',
    path: '/storage/files/:key',
    summary: 'A stored public file (an organization logo)',
    description:
      'Any other key answers 404, whether stored or not: private files have tenant-guarded routes.',
    stringParams: ['key'],
    response: js.binary('The image (png, jpeg, gif, webp), else application/octet-stream as an attachment'),
  }),
};
