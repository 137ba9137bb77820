/**
 * Texts (issue 19): a number bought, contacts with cell phones under a tag, texts read back from the outbox and
 * texts received through the local phone (the simulator posts to the real, signed webhook). The Text screen and
 * the inbox as a journey drives them.
 */
import { expect, type Page } from '@playwright/test';
import {
  apiPaths,
  type AvailablePhoneNumbers,
  leadsExtraPaths,
  type LeadRecord,
  type OrganizationPhoneNumber,
  type OutboxMessage,
  type Paginated,
  pathOf,
  phoneNumberEndpoints,
  phoneSimulatorEndpoints,
  prospectActivityRoutes,
  type SimulatedText,
  type Tag,
} from '@ensemble/contracts';
import { call, uniquePhone } from './api';
import { seedLead, seedTag } from './contacts';
import { chooseOption } from './email';

export const textPaths = {
  page: (orgId: number, query = '') => `/rhapsody/text/${orgId}${query}`,
  inbox: prospectActivityRoutes.inbox,
  phoneSetup: (orgId: number) => `/tempo/phone-number-setup/${orgId}`,
};

/** Area codes the journeys buy in, away from the phone setup journey's 415: each offers twenty numbers. */
const areaCodes = ['503', '206', '617', '303'];
let bought = 0;

/** Buys the organization a local number through the API (get-number/, then create-number/); returns it (E.164). */
export async function seedPhoneNumber(token: string, orgId: number): Promise<string> {
  const area_code = areaCodes[bought++ % areaCodes.length]!;
  const offered = await call<AvailablePhoneNumbers>(pathOf(phoneNumberEndpoints.available)(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ number_type: 'local', area_code }),
  });
  const first = offered.data.data[0];
  if (!first) throw new Error(`no number offered in area code ${area_code}`);
  const number = await call<OrganizationPhoneNumber>(pathOf(phoneNumberEndpoints.create)(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ twilio_number: first.phone_number, real_number: '+12125550134' }),
  });
  return number.twilio_number!;
}

export interface Textable {
  first_name: string;
  last_name: string;
  phone: string;
  lead: LeadRecord;
}

/** Prospects with cell phones of their own, all under one new tag. */
export async function seedTaggedProspects(
  token: string,
  orgId: number,
  firstNames: string[],
): Promise<{ tag: Tag; people: Textable[] }> {
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const tag = await seedTag(token, orgId, `Texts ${stamp}`);
  const people: Textable[] = [];
  for (const first of firstNames) {
    const phone = uniquePhone();
    const person = { first_name: first, last_name: `Texter${stamp}` };
    const lead = await seedLead(token, orgId, 'prospects', { ...person, cell_phone: phone.national });
    people.push({ ...person, phone: phone.e164, lead });
  }
  await call(leadsExtraPaths.addGroupsToLeads(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ lead_ids: people.map((p) => p.lead.id), group_ids: [tag.id], is_add: true }),
  });
  return { tag, people };
}

/** The texts to `phone` once there are at least `n` (sending is queued work: polls). */
export async function textsTo(phone: string, n: number): Promise<OutboxMessage[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const page = await call<Paginated<OutboxMessage>>(
      `${apiPaths.mailbox}?address=${encodeURIComponent(phone)}`,
    );
    const texts = page.results.filter((m) => m.channel === 'sms').sort((a, b) => a.id - b.id);
    if (texts.length >= n || Date.now() > deadline) return texts;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A text from `from` to the organization's number, as the local phone sends it. */
export async function textFromPhone(from: string, to: string, body: string): Promise<SimulatedText> {
  const sent = await call<SimulatedText>(pathOf(phoneSimulatorEndpoints.sms)(), {
    method: 'POST',
    body: JSON.stringify({ from, to, body }),
  });
  expect(sent.sms.status).toBe(200);
  return sent;
}

/** Write text: a tag as the recipients, the message, Send, and the toast. */
export async function sendTextToTag(page: Page, tagName: string, message: string): Promise<void> {
  await chooseOption(page, page.getByLabel('Tags', { exact: true }), tagName);
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}
