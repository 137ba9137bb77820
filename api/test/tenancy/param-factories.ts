import { IsNull } from 'typeorm';
import type { Invitation } from '../../src/modules/platform/organizations/invitation.entity';
import type { OrganizationMember } from '../../src/modules/platform/organizations/organization-member.entity';
import type { Organization } from '../../src/modules/platform/organizations/organization.entity';
import type { BuiltUser } from '../builders/user.builder';
import {
  LeadSource,
  LocationRow,
  MarketingGroup,
} from '../../src/modules/contacts/settings/settings.entities';
import { subscribed } from '../builders/billing.builder';
import { builderContext } from '../builders/context';
import { LocalInvoice } from '../../src/engine/providers/payments/local/local-state.entities';
import { OutboxMessage } from '../../src/engine/providers/outbox/outbox-message.entity';
import { Service } from '../../src/modules/contacts/services/service.entities';
import { Lead, LeadList } from '../../src/modules/contacts/leads/lead.entity';
import { LeadJob } from '../../src/modules/contacts/leads/lead-job.entity';
import { LeadImport } from '../../src/modules/contacts/lead-imports/lead-import.entity';
import { LeadNote } from '../../src/modules/contacts/lead-notes/lead-note.entity';
import { LeadClientContact, LeadSale } from '../../src/modules/contacts/lead-sales/lead-sales.entities';
import { LeadInvoice } from '../../src/modules/contacts/lead-invoices/lead-invoice.entity';
import { LeadFollowUp } from '../../src/modules/contacts/lead-follow-ups/lead-follow-up.entity';
import { LeadEvent } from '../../src/modules/contacts/lead-events/lead-event.entity';
import { LeadDocument as LeadDocumentRow } from '../../src/modules/contacts/lead-documents/lead-document.entity';
import { LeadReminder as LeadReminderRow } from '../../src/modules/contacts/lead-reminders/lead-reminder.entity';
import { FormSubmission } from '../../src/modules/contacts/web-forms/web-form.entities';
import { STORAGE_PROVIDER, type StorageProvider } from '../../src/engine/providers/storage/storage-provider';
import { PostcardOrder } from '../../src/modules/messaging/postcards/postcard-order.entity';
import { CallLogRow } from '../../src/modules/messaging/phone-numbers/phone-number.entities';
import { InboundText } from '../../src/modules/messaging/texts/text.entities';
import {
  EmailCampaign,
  EmailEventLog,
  EmailRecipient,
  EmailReportCount,
  EmailSuppression,
} from '../../src/modules/messaging/email-sending/email-sending.entities';
import { LocalPostcardsProvider } from '../../src/engine/providers/postcards/local/local-postcards.provider';
import {
  Automation,
  AutomationAction,
  AutomationHoliday,
} from '../../src/modules/messaging/automations/automation.entities';
import {
  EmailTemplateFolderRow,
  EmailTemplateRow,
  TextTemplateRow,
} from '../../src/modules/messaging/email-templates/email-template.entities';
// Social URLs and posts (issue 21, social-posts).
import {
  SocialPostRow,
  SocialTemplateFolderRow,
  SocialTemplateRow,
  SocialUrlRow,
} from '../../src/modules/social/social-data/social.entities';
// Social media and RSS feeds (issue 21, social-media).
import {
  SocialPostRow as SocialMediaPostRow,
  SocialRssFeedRow,
  SocialUrlRow as SocialMediaUrlRow,
  SocialVideoJobRow,
} from '../../src/modules/social/social-data/social.entities';
// Social publishing (issue 21, social-publishing).
import { LocalSocialAccount } from '../../src/engine/providers/social/local-social.entities';
import {
  SocialCampaignRow,
  SocialPostLogRow,
  SocialPublicationRow,
} from '../../src/modules/social/social-data/social.entities';

/**
 * Two organizations with the same people and objects; tenant routes are called as A's owner (or A's plain
 * member) against B's objects, with A's objects as the positive control.
 */
export interface TenancyWorld {
  orgA: Organization;
  orgB: Organization;
  ownerA: BuiltUser;
  ownerB: BuiltUser;
  /** Plain (not owner) members. */
  memberA: BuiltUser;
  memberB: BuiltUser;
  memberAMembership: OrganizationMember;
  memberBMembership: OrganizationMember;
  /** A pending invitation of each organization. */
  invitationA: Invitation;
  invitationB: Invitation;
}

/** Produces a value for a path parameter, belonging to `target` (the organization the call aims at). */
export type ParamFactory = (
  world: TenancyWorld,
  target: Organization,
) => Promise<string | number> | string | number;

/**
 * How to fill each path parameter of a tenant route with an object of the target organization. Keys are
 * '<param>@<path segment after it>' (a lead that must be of some stage), '<path segment before the param>:<param>'
 * (for generic names such as 'id') or just '<param>'. A new module
 * whose routes introduce a new parameter registers a factory here; the harness fails loudly until it does.
 */
export const paramFactories: Record<string, ParamFactory> = {
  orgId: async (w, target) => {
    await billingWorld(w);
    return target.id;
  },
  invoiceId: async (w, target) => {
    await billingWorld(w);
    const invoice = await builderContext()
      .dataSource.getRepository(LocalInvoice)
      .findOneOrFail({ where: { organizationId: target.id }, order: { createdAt: 'DESC' } });
    return invoice.id;
  },
  'users:id': (w, target) => (target.id === w.orgB.id ? w.memberBMembership : w.memberAMembership).id,
  'invitations:id': (w, target) => (target.id === w.orgB.id ? w.invitationB : w.invitationA).id,
  // Issue 5 settings: a source, a location and a tag per organization, made for both on the first fill.
  'source:id': async (w, target) => (await settingsWorld(w)).get(target.id)?.source ?? 0,
  'location:id': async (w, target) => (await settingsWorld(w)).get(target.id)?.location ?? 0,
  'automation-marketing-group:id': async (w, target) => (await settingsWorld(w)).get(target.id)?.tag ?? 0,
  'representatives:id': (w, target) =>
    (target.id === w.orgB.id ? w.memberBMembership : w.memberAMembership).id,
  // Issue 5 services: one service per organization, made for both on the first fill (B's snapshot includes it).
  'service:id': async (w, target) => (await servicesWorld(w)).get(target.id) ?? 0,
  // Issue 6 contacts: an opportunity list and a contact of each stage per organization, made on the first fill.
  listId: async (w, target) => (await leadsWorld(w)).get(target.id)?.list ?? 0,
  'opportunity:id': async (w, target) => (await leadsWorld(w)).get(target.id)?.Opportunity ?? 0,
  'prospects:id': async (w, target) => (await leadsWorld(w)).get(target.id)?.Prospect ?? 0,
  'clients:id': async (w, target) => (await leadsWorld(w)).get(target.id)?.Client ?? 0,
  'former-clients:id': async (w, target) => (await leadsWorld(w)).get(target.id)?.['Former Clients'] ?? 0,
  'others:id': async (w, target) => (await leadsWorld(w)).get(target.id)?.Other ?? 0,
  // The history route has no :orgId: the lead's organization decides (a prospect of the target organization).
  leadId: async (w, target) => {
    // Follow-up dates and events are listed without an id in the path: made here, before B's snapshot.
    await followUpsEventsWorld(w);
    return (await leadsWorld(w)).get(target.id)?.Prospect ?? 0;
  },
  // Sales and contact persons belong to clients only (other stages are refused before the record is looked up).
  'leadId@sales': async (w, target) => (await leadsWorld(w)).get(target.id)?.Client ?? 0,
  'leadId@contact': async (w, target) => (await leadsWorld(w)).get(target.id)?.Client ?? 0,
  jobId: async (w, target) => (await leadJobsWorld(w)).get(target.id) ?? 0,
  importJobId: async (w, target) => (await leadImportsWorld(w)).get(target.id) ?? 0,
  // Issue 7 notes: a note on each organization's prospect (made on the first fill, by the GET of one note).
  'notes:id': async (w, target) => (await notesWorld(w)).get(target.id) ?? 0,
  // Issue 7 client records: a sale and a contact person on each organization's client (made on the first fill).
  'sales:id': async (w, target) => (await clientRecordsWorld(w)).get(target.id)?.sale ?? 0,
  'contact:id': async (w, target) => (await clientRecordsWorld(w)).get(target.id)?.contact ?? 0,
  'invoices:id': async (w, target) => (await clientRecordsWorld(w)).get(target.id)?.invoice ?? 0,
  // Public routes: a pay-page token and a stored file's key are not ids; B's document's key is the one to try.
  'invoices:token': () => 'no-such-pay-token',
  'files:key': async (w, target) => {
    await documentsRemindersWorld(w);
    return `lead-doc-tenancy-${target.id}`;
  },
  // Social profiles are addressed by their position in the lead's list; B's lead is refused before the index.
  'social:index': () => 0,
  // Issue 7 follow-up dates and events: one of each on each organization's prospect (the leadId factory's lead).
  'follow-up:id': async (w, target) => (await followUpsEventsWorld(w)).get(target.id)?.followUp ?? 0,
  'events:id': async (w, target) => (await followUpsEventsWorld(w)).get(target.id)?.event ?? 0,
  // Issue 7 documents and reminders: one of each on each organization's prospect, made on the first fill.
  'documents:id': async (w, target) => (await documentsRemindersWorld(w)).get(target.id)?.document ?? 0,
  'reminders:id': async (w, target) => (await documentsRemindersWorld(w)).get(target.id)?.reminder ?? 0,
  // Post cards: the local provider's first design of each organization.
  templateId: async (w, target) => (await postcardsWorld(w)).get(target.id)?.template ?? 0,
  // Issue 17 email templates: a folder, a template in no folder and a text template per organization.
  'email-templates:id': async (w, target) => (await emailTemplatesWorld(w)).get(target.id)?.template ?? 0,
  'email-template-folders:id': async (w, target) =>
    (await emailTemplatesWorld(w)).get(target.id)?.folder ?? 0,
  'text-templates:id': async (w, target) => (await emailTemplatesWorld(w)).get(target.id)?.text ?? 0,
  // The library's path (authenticated, no organization): A's side is a library template, B's side B's own
  // template, which the library path must not answer.
  'templates:id': async (w, target) =>
    target.id === w.orgB.id
      ? ((await emailTemplatesWorld(w)).get(target.id)?.template ?? 0)
      : libraryTemplateId(),
  // Email sending: one suppressed address per organization; the public links' tokens are random keys, never ids
  // (a real token of B's would act for B by design: its holder is B's recipient).
  'email-suppressions:id': async (w, target) => (await emailSuppressionsWorld(w)).get(target.id) ?? 0,
  'o:token': () => 'f'.repeat(32),
  'c:token': () => 'f'.repeat(32),
  'unsubscribe:token': () => 'f'.repeat(32),
  // Issue 18 web forms: a webhook token is a random secret, never an id (B's would act for B by design: its holder is
  // B's website); the dashboard's DELETE names B's prospect, which has a form submission, so a wrongful removal
  // would change B's rows.
  'web-forms:token': () => 'A'.repeat(43),
  'recent-form-submissions:leadId': async (w, target) => (await formSubmissionsWorld(w)).get(target.id) ?? 0,
  // Issue 19 two-way texts and calls: a text received from and a call by each organization's prospect, so A's thread
  // and phone activity have content and B's rows are in the snapshots.
  'text-conversations:leadId': async (w, target) => (await phoneWorld(w)).get(target.id) ?? 0,
  // Issue 18 email reports: a delivered send per organization, to its prospect, with its counts and a log line
  // (`:recipientId` is that send's one recipient).
  'email-reports:id': async (w, target) => (await emailReportsWorld(w)).get(target.id)?.campaign ?? 0,
  recipientId: async (w, target) => (await emailReportsWorld(w)).get(target.id)?.recipient ?? 0,
  // Replies (ours): the outbox page's Reply names the outbox's copy of that send; Inbound Parse's path carries a
  // secret, never an id.
  'outbox:id': async (w, target) => (await emailReportsWorld(w)).get(target.id)?.outbox ?? 0,
  'inbound:secret': () => 'f'.repeat(32),
  // Issue 20 automations: an own holiday, a drip by day with an action and a result based one following it, per
  // organization.
  'automation-holidays:id': async (w, target) => (await automationsWorld(w)).get(target.id)?.holiday ?? 0,
  'custom-automation:id': async (w, target) => (await automationsWorld(w)).get(target.id)?.drip ?? 0,
  'result-based-automation:id': async (w, target) => (await automationsWorld(w)).get(target.id)?.result ?? 0,
  // Issue 21 social posts: a URL with a complete post, and a template in a folder, per organization.
  urlId: async (w, target) => (await socialPostsWorld(w)).get(target.id)?.url ?? 0,
  postId: async (w, target) => (await socialPostsWorld(w)).get(target.id)?.post ?? 0,
  // Issue 21 social media: a finished video job (by its string key) and an RSS feed with an unread draft, per
  // organization.
  'process-video:jobId': async (w, target) => (await socialMediaWorld(w)).get(target.id)?.job ?? '',
  feedId: async (w, target) => (await socialMediaWorld(w)).get(target.id)?.feed ?? 0,
  // Issue 21 social publishing: `:network` is a network's name, the same for every organization (the harness treats
  // it as positional); its first fill makes each organization's campaign, connected account, publication and log.
  network: async (w) => {
    await socialPublishingWorld(w);
    return 'facebook';
  },
};

/** What `make` answers for a world, made on its first call and shared by every later one (and by both sides). */
function oncePerWorld<T>(make: (w: TenancyWorld) => Promise<T>): (w: TenancyWorld) => Promise<T> {
  const made = new WeakMap<TenancyWorld, Promise<T>>();
  return (w) => {
    let done = made.get(w);
    if (!done) {
      done = make(w);
      made.set(w, done);
    }
    return done;
  };
}

/** Objects made for A's organization, then B's, once per world: by organization id. */
function perOrganization<T>(
  make: (w: TenancyWorld, org: Organization) => Promise<T>,
): (w: TenancyWorld) => Promise<Map<number, T>> {
  return oncePerWorld(async (w) => {
    const ids = new Map<number, T>();
    for (const org of [w.orgA, w.orgB]) ids.set(org.id, await make(w, org));
    return ids;
  });
}

/** The lead of the given stage of the organization (the `leadId` factory's is the prospect). */
const leadOf = async (w: TenancyWorld, org: Organization, key: keyof LeadsIds) =>
  (await leadsWorld(w)).get(org.id)?.[key] ?? 0;

/** A follow-up date and an event on each organization's prospect (the leadId factory's lead). */
const followUpsEventsWorld = perOrganization(async (w, org) => {
  const ds = builderContext().dataSource;
  const leadId = await leadOf(w, org, 'Prospect');
  const followUp = await ds.getRepository(LeadFollowUp).save({
    organizationId: org.id,
    leadId,
    date: '2030-01-15',
    text: `Call ${org.name}`,
    completed: false,
  });
  const start = new Date('2030-01-15T15:00:00Z');
  const event = await ds.getRepository(LeadEvent).save({
    organizationId: org.id,
    leadId,
    title: `Meeting ${org.name}`,
    description: null,
    start,
    end: new Date(start.getTime() + 3_600_000),
  });
  return { followUp: followUp.id, event: event.id };
});

/**
 * A sale, a contact person and an invoice per organization, made for both on the first fill (by the GET of one
 * sale): the sale and the contact on the client ('leadId@sales'), the invoice on the prospect the `leadId`
 * factory names.
 */
export const clientRecordsWorld = perOrganization(async (w, org) => {
  const ds = builderContext().dataSource;
  const leadId = await leadOf(w, org, 'Prospect');
  const clientId = await leadOf(w, org, 'Client');
  const sale = await ds.getRepository(LeadSale).save({
    organizationId: org.id,
    leadId: clientId,
    saleDate: '2026-01-01',
    closeDate: null,
    amountCents: 1000,
    serviceId: null,
    carrier: null,
  });
  const contact = await ds
    .getRepository(LeadClientContact)
    .save({ organizationId: org.id, leadId: clientId, firstName: `Contact of ${org.name}` });
  const invoice = await ds.getRepository(LeadInvoice).save({
    organizationId: org.id,
    leadId,
    provider: 'local' as const,
    providerInvoiceId: null,
    amount: 1000,
    email: 'billing@example.test',
    description: `Invoice of ${org.name}`,
    daysUntilDue: 7,
    status: 'open' as const,
    hostedUrl: null,
  });
  return { sale: sale.id, contact: contact.id, invoice: invoice.id };
});

const notesWorld = perOrganization(async (w, org) => {
  const repo = builderContext().dataSource.getRepository(LeadNote);
  const leadId = await leadOf(w, org, 'Prospect');
  const note = await repo.save(
    repo.create({ organizationId: org.id, leadId, note: `Note of ${org.name}`, createdById: null }),
  );
  return note.id;
});

/** A finished CSV import per organization (into its list). */
const leadImportsWorld = perOrganization(async (w, org) => {
  const repo = builderContext().dataSource.getRepository(LeadImport);
  const row = await repo.save(
    repo.create({
      organizationId: org.id,
      userId: null,
      bucket: 'opportunity',
      listId: (await leadsWorld(w)).get(org.id)?.list ?? null,
      fileName: 'contacts.csv',
      fileKey: `csv-import-${org.id}-tenancy.csv`,
      headers: ['FirstName', 'LastName', 'Email'],
      status: 'done',
      finishedAt: new Date(),
    }),
  );
  return row.id;
});

/** A finished move job per organization. */
const leadJobsWorld = perOrganization(async (w, org) => {
  const repo = builderContext().dataSource.getRepository(LeadJob);
  const list = await leadOf(w, org, 'list');
  const job = await repo.save(
    repo.create({
      organizationId: org.id,
      userId: null,
      kind: 'move',
      payload: { stage: 'Prospect', listId: list, ids: [] },
      status: 'done',
      finishedAt: new Date(),
    }),
  );
  return job.id;
});

type LeadsIds = Record<'list' | 'Opportunity' | 'Prospect' | 'Client' | 'Former Clients' | 'Other', number>;

export const leadsWorld = perOrganization(async (_w, org) => {
  const ds = builderContext().dataSource;
  const list = await ds
    .getRepository(LeadList)
    .save({ organizationId: org.id, title: `List of ${org.name}`, kind: 'opportunity' as const });
  const out = { list: list.id } as LeadsIds;
  for (const state of ['Opportunity', 'Prospect', 'Client', 'Former Clients', 'Other'] as const) {
    const lead = await ds.getRepository(Lead).save({
      organizationId: org.id,
      fsmState: state,
      firstName: state,
      lastName: `of ${org.name}`,
      email: `${state.replace(' ', '').toLowerCase()}-${org.id}@example.test`,
      leadListId: state === 'Opportunity' ? list.id : null,
    });
    out[state] = lead.id;
  }
  return out;
});

/**
 * Both organizations get a card, a subscription and an invoice once, on the first fill (the positive-control
 * test runs first), so billing GET routes answer 200 and B's snapshot already includes its billing rows.
 */
export const billingWorld = oncePerWorld(async (w) => {
  await subscribed(w.orgA);
  await subscribed(w.orgB);
});

export const servicesWorld = perOrganization(async (_w, org) => {
  const repo = builderContext().dataSource.getRepository(Service);
  const s = await repo.save(
    repo.create({ organizationId: org.id, name: `Service of ${org.name}`, metadata: [], price: 1000 }),
  );
  return s.id;
});

export const settingsWorld = perOrganization(async (_w, org) => {
  const ds = builderContext().dataSource;
  const source = await ds
    .getRepository(LeadSource)
    .save({ organizationId: org.id, name: `Source of ${org.name}`, description: null });
  const location = await ds.getRepository(LocationRow).save({
    organizationId: org.id,
    name: `HQ of ${org.name}`,
    timezone: 'America/Chicago',
    isMain: true,
  });
  const tag = await ds
    .getRepository(MarketingGroup)
    .save({ organizationId: org.id, name: `Tag ${org.id}`, nameNormalized: `tag ${org.id}` });
  return { source: source.id, location: location.id, tag: tag.id };
});

export function factoryFor(path: string, param: string): ParamFactory | undefined {
  const before = new RegExp(`/([^/:]+)/:${param}(?:/|$)`).exec(path)?.[1];
  const after = new RegExp(`/:${param}/([^/:]+)`).exec(path)?.[1];
  return (
    (after && paramFactories[`${param}@${after}`]) ||
    (before && paramFactories[`${before}:${param}`]) ||
    paramFactories[param]
  );
}

export async function fillPath(path: string, world: TenancyWorld, target: Organization): Promise<string> {
  let out = path;
  for (const [, param] of path.matchAll(/:(\w+)/g)) {
    const factory = factoryFor(path, param);
    if (!factory) {
      throw new Error(
        `no factory for ':${param}' in ${path}: register one in test/tenancy/param-factories.ts`,
      );
    }
    out = out.replace(`:${param}`, encodeURIComponent(String(await factory(world, target))));
  }
  return out;
}

/** A document and a reminder on each organization's prospect (the leadId factory's lead). */
const documentsRemindersWorld = perOrganization(async (w, org) => {
  const ds = builderContext().dataSource;
  const storage = builderContext().app.get<StorageProvider>(STORAGE_PROVIDER);
  const leadId = await leadOf(w, org, 'Prospect');
  const document = await ds.getRepository(LeadDocumentRow).save({
    organizationId: org.id,
    leadId,
    userId: null,
    name: `Document of ${org.name}`,
    fileExtension: 'txt',
    storageKey: `lead-doc-tenancy-${org.id}`,
    contentType: 'text/plain',
    size: 1,
  });
  await storage.put(`lead-doc-tenancy-${org.id}`, Buffer.from('x'), 'text/plain');
  const reminder = await ds.getRepository(LeadReminderRow).save({
    organizationId: org.id,
    leadId,
    userId: null,
    // Far in the future: nothing notifies it while the harness runs.
    dateOfSending: new Date('2099-01-01T00:00:00Z'),
    reminder: `Reminder of ${org.name}`,
    isCompleted: false,
    notifyStatus: 'pending' as const,
  });
  return { document: document.id, reminder: reminder.id };
});

/** An order of the organization waiting for payment (a fresh one each call: paying it uses it up). */
export async function freshPostcardOrder(org: Organization, templateId: number): Promise<PostcardOrder> {
  const repo = builderContext().dataSource.getRepository(PostcardOrder);
  const order = await repo.save({
    organizationId: org.id,
    templateId,
    designId: 'local-grand-opening',
    provider: 'local',
    providerOrderId: null,
    status: 'Pending Payment' as const,
    mailClass: 'Standard',
    totalRecipients: 50,
    leadCutoff: 0,
    orderState: { buckets: ['all' as const], groups: [], lead_lists: [] },
    priceId: 'pc_4x6',
    addonId: null,
    totalPrice: 2950,
    paymentInvoiceId: null,
    paidAt: null,
    createdById: null,
  });
  await repo.update({ id: order.id }, { providerOrderId: `local_${order.id}` });
  return { ...order, providerOrderId: `local_${order.id}` };
}

/** Each organization's post card designs and one order waiting for payment. */
export const postcardsWorld = perOrganization(async (_w, org) => {
  const [template] = await builderContext().app.get(LocalPostcardsProvider).listTemplates(org.id);
  return { template: template.id, order: await freshPostcardOrder(org, template.id) };
});

/** A library template (seeded at start, organization null). */
export async function libraryTemplateId(): Promise<number> {
  const row = await builderContext()
    .dataSource.getRepository(EmailTemplateRow)
    .findOneOrFail({ where: { organizationId: IsNull() }, order: { id: 'ASC' } });
  return row.id;
}

/** Each organization's template folder, a template in no folder and a text template. */
export const emailTemplatesWorld = perOrganization(async (_w, org) => {
  const ds = builderContext().dataSource;
  const folder = await ds.getRepository(EmailTemplateFolderRow).save({
    organizationId: org.id,
    name: `Folder of ${org.name}`,
    nameNormalized: `folder of ${org.name}`.toLowerCase(),
    libraryKey: null,
  });
  const template = await ds.getRepository(EmailTemplateRow).save({
    organizationId: org.id,
    title: `Template of ${org.name}`,
    titleNormalized: `template of ${org.name}`.toLowerCase(),
    html: `<p>Template of ${org.name}</p>`,
    design: null,
    thumbnailUrl: null,
    folderId: null,
    baseTemplateId: null,
    libraryKey: null,
    libraryHash: null,
  });
  const text = await ds.getRepository(TextTemplateRow).save({
    organizationId: org.id,
    title: `Text of ${org.name}`,
    titleNormalized: `text of ${org.name}`.toLowerCase(),
    template: `Hello from ${org.name}`,
  });
  return { folder: folder.id, template: template.id, text: text.id };
});

/**
 * Each organization's automations: its own holiday (with its email template), a drip by day with an email action,
 * and a result based automation following the drip.
 */
export const automationsWorld = perOrganization(async (w, org) => {
  const ds = builderContext().dataSource;
  const template = (await emailTemplatesWorld(w)).get(org.id)?.template ?? null;
  const holiday = await ds.getRepository(AutomationHoliday).save({
    organizationId: org.id,
    name: `Holiday of ${org.name}`,
    date: '2099-01-01',
    recurrence: null,
    seedKey: null,
    subject: `Greetings from ${org.name}`,
    emailTemplateId: template,
    textTemplateId: null,
    active: true,
  });
  const audience = {
    buckets: ['prospect'],
    leadListIds: [],
    groupIds: [],
    includedServiceIds: [],
    excludedServiceIds: [],
    isInteractionBased: false,
    dateField: null,
    stopOnReply: false,
    active: true,
  };
  const drip = await ds.getRepository(Automation).save({
    ...audience,
    organizationId: org.id,
    name: `Drip of ${org.name}`,
    type: 0,
    sourceAutomationId: null,
    condition: null,
  });
  await ds.getRepository(AutomationAction).save({
    organizationId: org.id,
    automationId: drip.id,
    send: 'EMAIL',
    day: 1,
    date: null,
    subject: `News from ${org.name}`,
    emailTemplateId: template,
    textTemplateId: null,
    reminder: null,
    position: 0,
  });
  const result = await ds.getRepository(Automation).save({
    ...audience,
    buckets: [],
    organizationId: org.id,
    name: `Openers of ${org.name}`,
    type: 2,
    sourceAutomationId: drip.id,
    condition: 0,
  });
  return { holiday: holiday.id, drip: drip.id, result: result.id };
});

/** Each organization's suppression list holds one address. */
export const emailSuppressionsWorld = perOrganization(async (_w, org) => {
  const repo = builderContext().dataSource.getRepository(EmailSuppression);
  const row = await repo.save({
    organizationId: org.id,
    email: `gone-${org.id}@example.test`,
    reason: 'bounced',
  });
  return row.id;
});

/** Each organization's delivered send: one recipient (its prospect), a processed count and an open logged. */
export const emailReportsWorld = perOrganization(async (w, org) => {
  const ds = builderContext().dataSource;
  const at = new Date('2026-03-02T15:00:00Z');
  const campaign = await ds.getRepository(EmailCampaign).save({
    organizationId: org.id,
    subject: `News of ${org.name}`,
    html: `<p>News of ${org.name}</p>`,
    snapshotHtml: `<p>News of ${org.name}</p>`,
    text: `News of ${org.name}`,
    type: 'single' as const,
    templateId: null,
    templateTextId: null,
    invoiceId: null,
    sender: 'no-reply@ensemble.local',
    replyTo: null,
    createdById: null,
    status: 'queued' as const,
    total: 1,
    uniqueOpens: 1,
    bulk: false,
    attachmentIds: [],
  });
  const recipient = await ds.getRepository(EmailRecipient).save({
    organizationId: org.id,
    campaignId: campaign.id,
    leadId: await leadOf(w, org, 'Prospect'),
    email: `prospect-${org.id}@example.test`,
    status: 'sent' as const,
    trackingToken: `${org.id}`.padStart(32, 'e'),
    sentAt: at,
    deliveredAt: at,
    openedAt: at,
    openCount: 1,
  });
  await ds.getRepository(EmailReportCount).save([
    { organizationId: org.id, campaignId: campaign.id, metric: 'processed', hour: at, count: 1 },
    { organizationId: org.id, campaignId: campaign.id, metric: 'opens', hour: at, count: 1 },
  ]);
  await ds.getRepository(EmailEventLog).save({
    organizationId: org.id,
    campaignId: campaign.id,
    recipientId: recipient.id,
    event: 'open',
    at,
    detail: null,
  });
  // The outbox's copy of it, as the outbox provider keeps what it "sent": the outbox page's Reply names it.
  const copy = await ds.getRepository(OutboxMessage).save({
    idempotencyKey: `tenancy-report-${recipient.id}`,
    organizationId: org.id,
    channel: 'email' as const,
    toAddress: recipient.email,
    toNormalized: recipient.email,
    fromAddress: 'no-reply@ensemble.local',
    subject: campaign.subject,
    text: campaign.text,
    html: null,
    category: 'campaign',
    messageId: `<r${recipient.id}.c${campaign.id}@ensemble.local>`,
    headers: null,
  });
  return { campaign: campaign.id, recipient: recipient.id, outbox: copy.id };
});

/** A web-form submission on each organization's prospect (the lead the dashboard's DELETE names). */
const formSubmissionsWorld = perOrganization(async (w, org) => {
  const leadId = await leadOf(w, org, 'Prospect');
  await builderContext()
    .dataSource.getRepository(FormSubmission)
    .save({ organizationId: org.id, leadId, fields: { email: `visitor-${org.id}@example.test` } });
  return leadId;
});

/** A text received from each organization's prospect, and a call from it (the thread and the phone activity). */
const phoneWorld = perOrganization(async (w, org) => {
  const ds = builderContext().dataSource;
  const leadId = await leadOf(w, org, 'Prospect');
  const phone = `+1512555${String(8000 + org.id).slice(-4)}`;
  await ds.getRepository(InboundText).save({
    organizationId: org.id,
    providerMessageId: `SM${String(org.id).padStart(32, '0')}`,
    leadId,
    fromNumber: phone,
    toNumber: '+15125550100',
    body: `Hello ${org.name}`,
    keyword: null,
  });
  await ds.getRepository(CallLogRow).save({
    organizationId: org.id,
    callSid: `CA${String(org.id).padStart(32, '0')}`,
    fromNumber: phone,
    toNumber: '+15125550100',
    direction: 'inbound' as const,
    status: 'completed',
    leadId,
    startedAt: new Date('2026-03-02T15:00:00Z'),
    endedAt: new Date('2026-03-02T15:01:00Z'),
    durationSeconds: 60,
  });
  return leadId;
});

/**
 * Issue 21 social posts: each organization's URL with a complete post (not queued, not scheduled), and its library's
 * folder with a template in it.
 */
export const socialPostsWorld = perOrganization(async (_w, org) => {
  const ds = builderContext().dataSource;
  const url = await ds.getRepository(SocialUrlRow).save({
    organizationId: org.id,
    title: `Site of ${org.name}`,
    url: `https://site-${org.id}.example.test/`,
  });
  const post = await ds.getRepository(SocialPostRow).save({
    organizationId: org.id,
    urlId: url.id,
    title: `News of ${org.name}`,
    description: `#news Fresh from ${org.name}`,
    imageUrl: `https://site-${org.id}.example.test/news.png`,
    mediaType: 'image' as const,
    thumbnail: `https://site-${org.id}.example.test/news.png`,
    complete: true,
    source: 'manual' as const,
    createdById: null,
    editedById: null,
  });
  const folder = await ds
    .getRepository(SocialTemplateFolderRow)
    .save({ organizationId: org.id, name: `Folder of ${org.name}` });
  const template = await ds.getRepository(SocialTemplateRow).save({
    organizationId: org.id,
    folderId: folder.id,
    title: `Template of ${org.name}`,
    description: `Hello from ${org.name}`,
    image: null,
    hashtags: '',
    weight: 2,
  });
  return { url: url.id, post: post.id, folder: folder.id, template: template.id };
});

/**
 * Issue 21 social media: each organization's finished video job (its upload long gone) and an RSS feed whose next
 * read is far off, with the unread draft it made under its own URL.
 */
export const socialMediaWorld = perOrganization(async (_w, org) => {
  const ds = builderContext().dataSource;
  const jobKey = `${org.id}`.padStart(32, 'c');
  await ds.getRepository(SocialVideoJobRow).save({
    organizationId: org.id,
    jobKey,
    status: 'finished' as const,
    videoName: `Clip of ${org.name}.mp4`,
    sourcePath: `/nonexistent/social-video/tenancy-${org.id}`,
    videoHundredths: 10_000,
    uploadedHundredths: 10_000,
    url: `https://cdn.example.test/o${org.id}.mp4`,
    thumbnail: null,
    canBeReels: false,
    durationMs: 2000,
    error: null,
  });
  const feedUrl = `https://feeds-${org.id}.example.test/rss.xml`;
  const feed = await ds.getRepository(SocialRssFeedRow).save({
    organizationId: org.id,
    feedUrl,
    lastScraped: new Date('2026-03-02T15:00:00Z'),
    status: true,
    nextReadAt: new Date('2099-01-01T00:00:00Z'),
    error: null,
  });
  const url = await ds
    .getRepository(SocialMediaUrlRow)
    .save({ organizationId: org.id, title: `Feed of ${org.name}`, url: feedUrl });
  await ds.getRepository(SocialMediaPostRow).save({
    organizationId: org.id,
    urlId: url.id,
    title: `Item of ${org.name}`,
    description: `From the feed of ${org.name}`,
    imageUrl: null,
    mediaType: null,
    thumbnail: null,
    complete: false,
    source: 'rss' as const,
    rssFeedId: feed.id,
    rssGuid: `item-${org.id}`,
    rssUnread: true,
    createdById: null,
    editedById: null,
  });
  return { job: jobKey, feed: feed.id };
});

/**
 * Issue 21 social publishing: each organization's running campaign, a connected network (the local provider's), and
 * its post (socialPostsWorld's) published once, with the publication and its post log, so B's calendar entry, log
 * and campaign are in the snapshots.
 */
export const socialPublishingWorld = perOrganization(async (w, org) => {
  const ds = builderContext().dataSource;
  const { post, url } = (await socialPostsWorld(w)).get(org.id)!;
  await ds.getRepository(SocialCampaignRow).save({
    organizationId: org.id,
    timesPerDay: 2,
    active: true,
    counter: 1,
    days: { '1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true },
  });
  await ds.getRepository(LocalSocialAccount).save({
    organizationId: org.id,
    network: 'facebook' as const,
    connected: true,
    url: `https://social.example/facebook/organization-${org.id}`,
  });
  const publication = await ds.getRepository(SocialPublicationRow).save({
    organizationId: org.id,
    postId: post,
    kind: 'now' as const,
    dueAt: new Date(),
    slotKey: `now:${post}:1`,
    status: 'done' as const,
    title: `News of ${org.name}`,
    urlId: url,
    attempts: 1,
    doneAt: new Date(),
  });
  const log = await ds.getRepository(SocialPostLogRow).save({
    organizationId: org.id,
    postId: post,
    publicationId: publication.id,
    allSuccess: true,
    results: [
      { success: true, payload: { platforms: ['facebook'] }, ayrshare_result: { status: 'success' } },
    ],
  });
  await ds.getRepository(SocialPublicationRow).update({ id: publication.id }, { postLogId: log.id });
  return { publication: publication.id, log: log.id };
});
