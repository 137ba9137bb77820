import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { Lead, LeadList } from '../../src/modules/contacts/leads/lead.entity';
import { PhoneNumberRow } from '../../src/modules/messaging/phone-numbers/phone-number.entities';
import { organizationFilePrefix } from '../../src/modules/platform/organizations/logo.service';
import type { Organization } from '../../src/modules/platform/organizations/organization.entity';
import { BillingCustomersService } from '../../src/modules/billing/subscriptions/billing-customers.service';
import { LocalPaymentMethod } from '../../src/engine/providers/payments/local/local-state.entities';
import { LocalPaymentsProvider } from '../../src/engine/providers/payments/local/local-payments.provider';
import { LocalServiceProduct } from '../../src/engine/providers/payments/local/service-products.entities';
import { STORAGE_PROVIDER, type StorageProvider } from '../../src/engine/providers/storage/storage-provider';
import { GOOD_CARD } from '../builders/billing.builder';
import { builderContext } from '../builders/context';
import {
  automationsWorld,
  emailTemplatesWorld,
  libraryTemplateId,
  billingWorld,
  clientRecordsWorld,
  freshPostcardOrder,
  leadsWorld,
  postcardsWorld,
  servicesWorld,
  settingsWorld,
  socialPostsWorld,
  socialMediaWorld,
  factoryFor,
  type TenancyWorld,
} from './param-factories';
import { SocialUrlRow } from '../../src/modules/social/social-data/social.entities';
import { type InputField, type RouteInfo, routeKey } from './route-inventory';

type AutomationObject = 'list' | 'tag' | 'service' | 'template' | 'text' | 'automation';

/** Automations' object fields (issue 20), '<METHOD> <path> <field>', with the kind of object each names. */
const AUTOMATION_REFERENCES: (readonly [string, AutomationObject])[] = [
  ...[
    'POST /api/organization/:orgId/custom-automation',
    'PATCH /api/organization/:orgId/custom-automation/:id',
  ].flatMap(
    (route) =>
      [
        [`${route} lead_lists`, 'list'],
        [`${route} groups`, 'tag'],
        [`${route} included_services`, 'service'],
        [`${route} excluded_services`, 'service'],
      ] as const,
  ),
  ...[
    'POST /api/organization/:orgId/automation-holidays',
    'PUT /api/organization/:orgId/automation-holidays/:id',
  ].flatMap(
    (route) =>
      [
        [`${route} bee_free_template`, 'template'],
        [`${route} text_template`, 'text'],
      ] as const,
  ),
  ...['first', 'second', 'third', 'fourth', 'fifth'].flatMap(
    (stage) =>
      [
        [`PUT /api/organization/:orgId/follow-up ${stage}_bee_free_template`, 'template'],
        [`PUT /api/organization/:orgId/follow-up ${stage}_text_template`, 'text'],
      ] as const,
  ),
  ['POST /api/organization/:orgId/result-based-automation automation', 'automation'] as const,
  ['PUT /api/organization/:orgId/result-based-automation/:id automation', 'automation'] as const,
];

/**
 * Body and query fields that name an object: ids by name (`*_id`, `*_ids`, `ids`) and the fields below, whose
 * names do not say so. Each is filled with the other organization's object while the rest of the input stays
 * valid for the caller's own organization (see the body/query walk in cross-tenant.e2e-spec.ts).
 */
const ID_NAME = /(^|_)ids?$/;
const REFERENCE_FIELDS = new Set([
  'lead',
  'service',
  'lead_source',
  'account_rep',
  'sales_rep',
  'service_rep',
  'organization',
  // The logo's uploaded file, by its storage key (a `key` elsewhere, as in service metadata, is not one).
  'POST /api/organization/:orgId/logo key',
  // Post card receivers: opportunity lists and tags by id.
  'POST /api/organization/:orgId/postcard-mania/:templateId/check_groups lead_lists',
  'POST /api/organization/:orgId/postcard-mania/:templateId/check_groups groups',
  'POST /api/organization/:orgId/postcard-mania/:templateId/check_groups postcardmania_order_id',
  // Email templates: the folder a template is saved, moved or listed in, and the library template it starts from.
  'POST /api/organization/:orgId/email-templates folder',
  'POST /api/organization/:orgId/email-templates base_template',
  'PATCH /api/organization/:orgId/email-templates/:id folder',
  'GET /api/organization/:orgId/email-templates folder',
  // Automations: a drip's audience (lists, tags, services), the templates of holidays and follow-ups, and the
  // automation a result based one follows.
  ...AUTOMATION_REFERENCES.map(([key]) => key),
  // Social posts (issue 21): the library's folder a template list is narrowed to.
  'GET /api/social/:orgId/templates folderId',
]);

/** '<METHOD> <path> <field>': one field of one route. */
export const inputKey = (r: RouteInfo, field: string) => `${routeKey(r).replace(/\/$/, '')} ${field}`;

/** Id-named fields that reference no organization's object, each with why. */
export const NOT_TENANT_FIELDS: Record<string, string> = {
  price_id: 'a price of the plan catalogue, shared by every organization',
  product_id: 'an add-on of the plan catalogue, shared by every organization',
  coupon_id: 'a promotion code of the catalogue, shared by every organization',
  addon_id: "a post card add-on of the provider's price list, shared by every organization",
};

export const isReference = (f: Pick<InputField, 'name'>, r?: RouteInfo) =>
  (ID_NAME.test(f.name) ||
    REFERENCE_FIELDS.has(f.name) ||
    (!!r && REFERENCE_FIELDS.has(inputKey(r, f.name)))) &&
  !(f.name in NOT_TENANT_FIELDS);

const BULK_SKIPS =
  "a bulk selection acts on the organization's contacts of the stage among ids and leaves any other id alone " +
  "(a selection can be stale): B's contact is skipped, not counted";

/**
 * Fields whose foreign value is ignored (the path decides) or skipped (a selection among the organization's own
 * objects): 2xx is right, as long as nothing of B changes, is answered or is referenced by A's rows, and a
 * count in the answer is the count of A's objects alone. Keys: '<METHOD> <path> <field>'.
 */
export const IGNORED_FIELDS: Record<string, string> = {
  'POST /api/payment-method/:orgId organization': "the path's organization is the one whose card is saved",
  'POST /api/organization/lead/:leadId/documents lead':
    "the path's contact is the one the document is added to",
  'POST /api/organization/lead/:leadId/reminders lead':
    "the path decides the contact (the spec's payload shape)",
  'PUT /api/organization/lead/:leadId/reminders/:id lead': 'the path decides the contact',
  'POST /api/organization/:orgId/service/import-from-stripe product_ids':
    "selects among the organization's own provider products: a foreign product is not among them",
  'POST /api/organization/lead/:orgId/opportunity-list/:listId/opportunity/:id/demote lead_list_id':
    'an opportunity is demoted to Other only: no list is read',
  'POST /api/organization/lead/:orgId/opportunity-list/:listId/opportunity/bulk_delete list_id':
    "the path's list is the one whose opportunities are deleted",
  'POST /api/organization/:orgId/send-email/recipients recipient_id':
    "picked contacts are a selection among the organization's own: B's contact is not among them, not counted",
  'POST /api/organization/:orgId/send-email recipient_id':
    "picked contacts are a selection among the organization's own: B's contact is not among them, not sent to",
  'POST /api/organization/:orgId/send-texts recipient_id':
    "picked contacts are a selection among the organization's own: B's contact is not among them, not texted",
  'GET /api/organization/:orgId/email-reports object_id':
    "a filter of the organization's own sends by contact: none of them went to B's contact, none is listed",
  ...Object.fromEntries(
    [
      'opportunity-list/:listId/opportunity/bulk_delete',
      'prospects/bulk_delete',
      'clients/bulk_delete',
      'former-clients/bulk_delete',
      'others/bulk_delete',
      'prospects/bulk_demote',
      'clients/bulk_demote',
      'prospects/move',
      'clients/move',
    ].map((p) => [`POST /api/organization/lead/:orgId/${p} ids`, BULK_SKIPS]),
  ),
  // Social posts (issue 21).
  'POST /api/social/:orgId/urls/bulk-delete ids':
    "a selection among the organization's own URLs (it can be stale): B's URL is skipped, not counted",
  'GET /api/social/:orgId/templates folderId':
    "a filter of the organization's own templates by folder: none of them is in B's folder, none is listed",
};

/**
 * Ids inside a body's objects that the walk does not fill, each with the test that checks them instead. Keys:
 * '<METHOD> <path> <field>.<nested field>'.
 */
export const NESTED_CHECKED_ELSEWHERE: Record<string, string> = Object.fromEntries(
  [
    'POST /api/organization/:orgId/custom-automation/:id/drip-by-day-action/batch',
    'POST /api/organization/:orgId/custom-automation/:id/one-off-action/batch',
    'POST /api/organization/:orgId/result-based-automation/:id/result-based-action/batch',
  ].map((route) => [
    `${route} actions.id`,
    "an action of the path's automation, or refused (test/automations.e2e-spec.ts: another organization's action)",
  ]),
);

/** One value of a field, for the organization `target`. */
export type InputFactory = (
  w: TenancyWorld,
  target: Organization,
  route: RouteInfo,
) => Promise<number | string> | number | string;

type Stage = 'Opportunity' | 'Prospect' | 'Client' | 'Former Clients' | 'Other';

/** The stage a route's contacts are of, from its path (prospects/…, clients/…); other routes take prospects. */
function stageOf(path: string): Stage {
  if (/\/opportunity-list\/:listId\/opportunity/.test(path)) return 'Opportunity';
  if (/\/former-clients(\/|$)/.test(path)) return 'Former Clients';
  if (/\/clients(\/|$)/.test(path)) return 'Client';
  if (/\/others(\/|$)/.test(path)) return 'Other';
  return 'Prospect';
}

/**
 * A new contact of A (so a positive control that moves or deletes it leaves the shared objects alone); an
 * opportunity goes into A's shared list, the one the `listId` factory names.
 */
export async function freshLead(w: TenancyWorld, org: Organization, stage: Stage): Promise<number> {
  const list = (await leadsWorld(w)).get(org.id)?.list ?? null;
  const lead = await builderContext()
    .dataSource.getRepository(Lead)
    .save({
      organizationId: org.id,
      fsmState: stage,
      firstName: 'Fresh',
      lastName: `${stage} of ${org.name}`,
      email: `fresh-${randomUUID()}@example.test`,
      leadListId: stage === 'Opportunity' ? list : null,
    });
  return lead.id;
}

const isB = (w: TenancyWorld, target: Organization) => target.id === w.orgB.id;

let textableSeq = 0;
/** A new prospect of A with a cell phone of its own (a text goes to each number once). */
async function textableLead(org: Organization): Promise<number> {
  textableSeq += 1;
  const lead = await builderContext()
    .dataSource.getRepository(Lead)
    .save({
      organizationId: org.id,
      fsmState: 'Prospect',
      firstName: 'Texted',
      lastName: `Prospect of ${org.name}`,
      cellPhone: `+1512555${String(7000 + textableSeq)}`,
    });
  return lead.id;
}

/** A's phone number (texts go out from it), given once, as the phone number setup would. */
async function withPhoneNumber(org: Organization): Promise<void> {
  const numbers = builderContext().dataSource.getRepository(PhoneNumberRow);
  if (await numbers.existsBy({ organizationId: org.id })) return;
  await numbers.insert({
    organizationId: org.id,
    phoneNumber: `+1737555${String(1000 + org.id).slice(-4)}`,
    numberType: 'local',
    areaCode: '737',
    realPhoneNumber: '+17375550199',
    providerSid: null,
  });
}

const lead: InputFactory = async (w, target, route) =>
  isB(w, target)
    ? ((await leadsWorld(w)).get(target.id)?.[stageOf(route.path)] ?? 0)
    : freshLead(w, target, stageOf(route.path));

const list: InputFactory = async (w, target) => {
  if (isB(w, target)) return (await leadsWorld(w)).get(target.id)?.list ?? 0;
  const row = await builderContext()
    .dataSource.getRepository(LeadList)
    .save({ organizationId: target.id, title: `Fresh list ${randomUUID()}`, kind: 'opportunity' as const });
  return row.id;
};

const source: InputFactory = async (w, target) => (await settingsWorld(w)).get(target.id)?.source ?? 0;
const tag: InputFactory = async (w, target) => (await settingsWorld(w)).get(target.id)?.tag ?? 0;
const service: InputFactory = async (w, target) => (await servicesWorld(w)).get(target.id) ?? 0;
/** A plain member's user id (representatives are addressed by user). */
const memberUser: InputFactory = (w, target) => (isB(w, target) ? w.memberB : w.memberA).id;

/** B's saved card; for A a card confirmed for A and not yet saved. */
const paymentMethod: InputFactory = async (w, target) => {
  await billingWorld(w);
  const t = builderContext();
  if (isB(w, target))
    return (
      await t.dataSource
        .getRepository(LocalPaymentMethod)
        .findOneOrFail({ where: { organizationId: target.id }, order: { createdAt: 'DESC' } })
    ).id;
  const { results } = await t.app.get(BillingCustomersService).setupIntent(target);
  return t.app.get(LocalPaymentsProvider).confirmSetupIntent(results.client_secret, GOOD_CARD);
};

const serviceProducts = new WeakMap<TenancyWorld, Promise<string>>();
/** A provider product of the organization, not imported yet (B's is made once, A's fresh each time). */
const serviceProduct: InputFactory = (w, target) => {
  const make = async () => {
    const repo = builderContext().dataSource.getRepository(LocalServiceProduct);
    const row = await repo.save({
      id: `prod_tenancy_${randomUUID().slice(0, 8)}`,
      organizationId: target.id,
      name: `Product of ${target.name}`,
      description: null,
      statementDescriptor: null,
      unitLabel: null,
      metadata: { kind: 'service', organization_id: String(target.id) },
      defaultPriceId: null,
      active: true,
      idempotencyKey: null,
    });
    return row.id;
  };
  if (!isB(w, target)) return make();
  if (!serviceProducts.has(w)) serviceProducts.set(w, make());
  return serviceProducts.get(w)!;
};

const logoUploads = new WeakMap<TenancyWorld, Promise<string>>();
/** An uploaded image under the organization's own upload prefix, as the signed upload form would store it. */
const logoUpload: InputFactory = (w, target) => {
  const make = async () => {
    const key = `${organizationFilePrefix(target.id)}upload-${randomUUID()}.png`;
    const png = await sharp({
      create: { width: 2, height: 2, channels: 3, background: { r: 200, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    await builderContext().app.get<StorageProvider>(STORAGE_PROVIDER).put(key, png, 'image/png');
    return key;
  };
  if (!isB(w, target)) return make();
  if (!logoUploads.has(w)) logoUploads.set(w, make());
  return logoUploads.get(w)!;
};

/**
 * How to fill each object field: '<METHOD> <path> <field>' for one route, else '<field>'. A new field that names
 * an object registers a factory here (or an entry in NOT_TENANT_FIELDS); the walk fails loudly until it does.
 */
/** The organization's template folder. */
const templateFolder: InputFactory = async (w, target) =>
  (await emailTemplatesWorld(w)).get(target.id)?.folder ?? 0;

/** Each automation field's factory, by the kind of object it names. */
const automationInput = (kind: AutomationObject): InputFactory => {
  switch (kind) {
    case 'list':
      return list;
    case 'tag':
      return tag;
    case 'service':
      return service;
    case 'template':
      return async (w, target) => (await emailTemplatesWorld(w)).get(target.id)?.template ?? 0;
    case 'text':
      return async (w, target) => (await emailTemplatesWorld(w)).get(target.id)?.text ?? 0;
    case 'automation':
      return async (w, target) => (await automationsWorld(w)).get(target.id)?.drip ?? 0;
  }
};

export const inputFactories: Record<string, InputFactory> = {
  ...Object.fromEntries(AUTOMATION_REFERENCES.map(([key, kind]) => [key, automationInput(kind)])),
  // Forms setup: the tags a web form puts on its contacts are tags, by id.
  'POST /api/organization/:orgId/automation-marketing-group/batch_webform ids': tag,
  // Texts: A's picked contact has a cell phone (a contact without one is not texted: the positive control would fail),
  // and the template is a text template.
  'POST /api/organization/:orgId/send-texts recipient_id': async (w, target, route) =>
    isB(w, target) ? lead(w, target, route) : textableLead(target),
  'POST /api/organization/:orgId/send-texts template_id': async (w, target) =>
    (await emailTemplatesWorld(w)).get(target.id)?.text ?? 0,
  'POST /api/organization/:orgId/email-templates folder': templateFolder,
  'PATCH /api/organization/:orgId/email-templates/:id folder': templateFolder,
  'GET /api/organization/:orgId/email-templates folder': templateFolder,
  // A's side: a library template (the only kind a template starts from); B's side: B's own template.
  'POST /api/organization/:orgId/email-templates base_template': async (w, target) =>
    isB(w, target) ? ((await emailTemplatesWorld(w)).get(target.id)?.template ?? 0) : libraryTemplateId(),
  // Only clients are invoiced.
  'POST /api/stripe/:orgId/generate-invoice lead_id': async (w, target) =>
    isB(w, target) ? ((await leadsWorld(w)).get(target.id)?.Client ?? 0) : freshLead(w, target, 'Client'),
  ids: lead,
  lead_ids: lead,
  lead_id: lead,
  lead,
  lead_list_id: list,
  list_id: list,
  list_ids: list,
  lead_source_id: source,
  lead_source: source,
  group_ids: tag,
  // Email sending: picked contacts, tags, and the client's invoice the email carries.
  recipient_id: lead,
  group_id: tag,
  // Email reports: one contact's reports.
  object_id: lead,
  invoice_id: async (w, target) => (await clientRecordsWorld(w)).get(target.id)?.invoice ?? 0,
  template_id: async (w, target) => (await emailTemplatesWorld(w)).get(target.id)?.template ?? 0,
  template_text_id: async (w, target) => (await emailTemplatesWorld(w)).get(target.id)?.text ?? 0,
  service_ids: service,
  service,
  user_id: memberUser,
  account_rep: memberUser,
  sales_rep: memberUser,
  service_rep: memberUser,
  organization: (_w, target) => target.id,
  stripe_payment_method_id: paymentMethod,
  product_ids: serviceProduct,
  key: logoUpload,
  // Post cards: B's shared order, or a fresh order of A waiting for payment (the positive control pays it).
  'POST /api/payment-method/:orgId/one-time-pay order_id': async (w, target) => {
    const ids = (await postcardsWorld(w)).get(target.id)!;
    return isB(w, target) ? ids.order.id : (await freshPostcardOrder(target, ids.template)).id;
  },
  'POST /api/organization/:orgId/postcard-mania/:templateId/check_groups lead_lists': list,
  'POST /api/organization/:orgId/postcard-mania/:templateId/check_groups groups': tag,
  'POST /api/organization/:orgId/postcard-mania/:templateId/check_groups postcardmania_order_id': async (
    w,
    target,
  ) => (await postcardsWorld(w)).get(target.id)!.order.providerOrderId ?? '',
  // Social posts (issue 21): B's URL, or a fresh URL of A (the positive control deletes it); the library's folder.
  'POST /api/social/:orgId/urls/bulk-delete ids': async (w, target) => {
    if (isB(w, target)) return (await socialPostsWorld(w)).get(target.id)?.url ?? 0;
    const row = await builderContext()
      .dataSource.getRepository(SocialUrlRow)
      .save({ organizationId: target.id, title: 'Fresh URL', url: 'https://fresh.example.test/' });
    return row.id;
  },
  'GET /api/social/:orgId/templates folderId': async (w, target) =>
    (await socialPostsWorld(w)).get(target.id)?.folder ?? 0,
  // Social media (issue 21): a video job by its key; a feed's pending read by the feed's id.
  'POST /api/social/:orgId/process-video/complete job_id': async (w, target) =>
    (await socialMediaWorld(w)).get(target.id)?.job ?? '',
  'POST /api/:orgId/rss-scheduler/cancel job_id': async (w, target) =>
    String((await socialMediaWorld(w)).get(target.id)?.feed ?? 0),
};

export const inputFactoryFor = (r: RouteInfo, field: string): InputFactory | undefined =>
  inputFactories[inputKey(r, field)] ?? inputFactories[field];

/** A's value of a field (an array of one for array fields). */
export async function ownValue(w: TenancyWorld, r: RouteInfo, f: InputField): Promise<unknown> {
  const value = await inputFactoryFor(r, f.name)!(w, w.orgA, r);
  return f.type === 'array' ? [value] : value;
}

const LEAD_SEGMENTS: Record<string, Stage> = {
  opportunity: 'Opportunity',
  prospects: 'Prospect',
  clients: 'Client',
  'former-clients': 'Former Clients',
  others: 'Other',
};

/**
 * A route's path filled with A's objects; a contact named by the path is a fresh one, since the positive
 * control may promote, demote or delete it and later routes need theirs where the factories left them.
 */
export async function ownPath(w: TenancyWorld, path: string): Promise<string> {
  let out = path;
  for (const [, param] of path.matchAll(/:(\w+)/g)) {
    const before = new RegExp(`/([^/:]+)/:${param}(?:/|$)`).exec(path)?.[1];
    const stage = param === 'id' && before ? LEAD_SEGMENTS[before] : undefined;
    const value = stage ? await freshLead(w, w.orgA, stage) : await factoryFor(path, param)!(w, w.orgA);
    out = out.replace(`:${param}`, encodeURIComponent(String(value)));
  }
  return out;
}

/**
 * Inputs that are valid for A, for the routes whose input names an object: with A's objects the call succeeds
 * (the positive control), so B's object in one field is refused for that object and nothing else. `own(field)`
 * is A's value of an object field (fresh where the call could use it up). Fields left out are sent only when
 * walked, with A's value in the positive control.
 */
type ValidInput = (
  w: TenancyWorld,
  own: (field: string) => Promise<unknown>,
  walked: string,
) => Promise<object> | object;

const contact = () => ({ first_name: 'Ann', last_name: 'Lee', email: `ann-${randomUUID()}@example.test` });
const ownList = (w: TenancyWorld) => factoryFor('/x/:listId', 'listId')!(w, w.orgA);
const CONTACT_PATHS = [
  '/api/organization/lead/:orgId/opportunity-list/:listId/opportunity',
  '/api/organization/lead/:orgId/prospects',
  '/api/organization/lead/:orgId/clients',
  '/api/organization/lead/:orgId/former-clients',
  '/api/organization/lead/:orgId/others',
];

export const VALID_INPUTS: Record<string, ValidInput> = {
  'POST /api/organization/:orgId/email-templates': () => ({ title: 'Walked', html: '<p>Walked</p>' }),
  // An email needs a subject, content and a recipient with an address (A's fresh contact, unless walked).
  'POST /api/organization/:orgId/send-email': async (_w, own, walked) => ({
    subject: 'Hello',
    content: 'Hello',
    ...(walked === 'recipient_id' ? {} : { recipient_id: await own('recipient_id') }),
  }),
  ...Object.fromEntries(
    CONTACT_PATHS.flatMap((p) => [
      [`POST ${p}`, contact],
      [`PUT ${p}/:id`, contact],
    ]),
  ),
  // A text needs the organization's phone number, a message and a recipient with a cell phone (unless walked).
  'POST /api/organization/:orgId/send-texts': async (w, own, walked) => {
    await withPhoneNumber(w.orgA);
    return {
      message: 'Hello',
      ...(walked === 'recipient_id' ? {} : { recipient_id: await own('recipient_id') }),
    };
  },
  'POST /api/organization/lead/:orgId/opportunity-list/:listId/opportunity/:id/demote': () => ({
    target: 'other',
  }),
  'POST /api/organization/lead/:orgId/prospects/:id/demote': () => ({ target: 'opportunity' }),
  'POST /api/organization/lead/:orgId/clients/:id/demote': () => ({ target: 'opportunity' }),
  'POST /api/organization/lead/:orgId/former-clients/:id/demote': () => ({ target: 'opportunity' }),
  'POST /api/organization/lead/:orgId/prospects/bulk_demote': async (_w, own) => ({
    target: 'opportunity',
    ids: await own('ids'),
  }),
  'POST /api/organization/lead/:orgId/clients/bulk_demote': async (_w, own) => ({
    target: 'opportunity',
    ids: await own('ids'),
  }),
  'POST /api/organization/lead/:orgId/others/:id/promote': () => ({ mode: 'existing' }),
  'POST /api/organization/lead/:orgId/prospects/move': async (_w, own) => ({
    mode: 'existing',
    lead_list_id: await own('lead_list_id'),
    ids: await own('ids'),
  }),
  'POST /api/organization/lead/:orgId/clients/move': async (_w, own) => ({
    mode: 'existing',
    lead_list_id: await own('lead_list_id'),
    ids: await own('ids'),
  }),
  'POST /api/organization/lead/:orgId/opportunity-list/merge': async (_w, own) => ({
    list_ids: [...((await own('list_ids')) as number[]), ...((await own('list_ids')) as number[])],
    name: 'Merged',
    delete: 1,
  }),
  'POST /api/organization/lead/:orgId/opportunity-list/:listId/opportunity/bulk_delete': async (
    w,
    own,
    walked,
  ) => ({ ids: await own('ids'), ...(walked === 'list_id' ? { list_id: await ownList(w) } : {}) }),
  // The list filter is walked with an opportunity of that list; the contacts alone, with any contact of A.
  'POST /api/organization/:orgId/automation-marketing-group/add_groups_to_leads': async (w, own, walked) =>
    walked === 'lead_list_id'
      ? {
          lead_ids: [await freshLead(w, w.orgA, 'Opportunity')],
          group_ids: await own('group_ids'),
          fsm_state: 'Opportunity',
          lead_list_id: await ownList(w),
        }
      : { lead_ids: await own('lead_ids'), group_ids: await own('group_ids') },
  'POST /api/organization/:orgId/automation-marketing-group/:id/remove_leads': async (_w, own) => ({
    lead_ids: await own('lead_ids'),
  }),
  'POST /api/stripe/:orgId/generate-invoice': async (_w, own) => ({
    amount: 10,
    email: 'billing@example.test',
    description: 'Consulting',
    days_until_due: 7,
    lead_id: await own('lead_id'),
  }),
  'PATCH /api/organization/:orgId/representatives': () => ({ sms_notif: false }),
  'POST /api/organization/lead/:leadId/sales': () => ({ amount: 10, sale_date: '2026-01-01' }),
  'PUT /api/organization/lead/:leadId/sales/:id': () => ({ amount: 10, sale_date: '2026-01-01' }),
  'POST /api/organization/lead/:leadId/reminders': () => ({
    date_of_sending: '01/01/2030 10:00:00 AM',
    reminder: 'Call back',
  }),
  'PUT /api/organization/lead/:leadId/reminders/:id': () => ({
    date_of_sending: '01/01/2030 10:00:00 AM',
    reminder: 'Call back',
  }),
  'POST /api/organization/lead/:leadId/documents': () => ({ name: 'Policy' }),
  'POST /api/payment-method/:orgId': async (w, own) => ({
    organization: w.orgA.id,
    stripe_payment_method_id: await own('stripe_payment_method_id'),
  }),
  'POST /api/payment-method/:orgId/one-time-pay': async (_w, own) => ({ order_id: await own('order_id') }),
  'POST /api/organization/:orgId/upload-opportunities-csv': () => ({
    bucket: 'opportunity',
    mode: 'existing',
  }),
  // Automations: a drip needs a name and a type (the walked field is its audience); a holiday a name and a day
  // ahead; a result based automation a name and a condition (the walked field is the automation it follows).
  'POST /api/organization/:orgId/custom-automation': () => ({ name: 'Walked', type: 0 }),
  'POST /api/organization/:orgId/automation-holidays': () => ({ name: 'Walked', date: '2099-06-01' }),
  'POST /api/organization/:orgId/result-based-automation': () => ({ name: 'Walked', condition: 0 }),
  'PUT /api/organization/:orgId/result-based-automation/:id': () => ({ name: 'Walked', condition: 0 }),
};
