/** Email (issue 17): templates, tagged contacts and sends seeded through the API, and the mails read back. */
import type { Locator, Page } from '@playwright/test';
import {
  apiPaths,
  type EmailSuppression,
  type EmailTemplateFolder,
  type EmailTemplateSummary,
  emailEndpoints,
  type Industry,
  leadsExtraPaths,
  type LeadRecord,
  type LoginSuccess,
  type Organization,
  type OutboxMessage,
  type Paginated,
  pathOf,
  type SendEmailResult,
  type Tag,
} from '@ensemble/contracts';
import { call, newUser } from './api';
import { seedLead, seedTag } from './contacts';

export const emailPaths = {
  page: (orgId: number, tab = 0) => `/rhapsody/email/templates/${orgId}?tab=${tab}`,
  libraryTemplates: pathOf(emailEndpoints.library.templates),
  libraryFolders: pathOf(emailEndpoints.library.folders),
  send: pathOf(emailEndpoints.sending.send),
  templates: pathOf(emailEndpoints.templates.list),
  suppressions: pathOf(emailEndpoints.sending.suppressions),
};

export interface Person {
  first_name: string;
  last_name: string;
  email: string;
}

/** `count` clients with their own addresses, all under one new tag. */
export async function seedTaggedClients(
  token: string,
  orgId: number,
  firstNames: string[],
): Promise<{ tag: Tag; people: (Person & { lead: LeadRecord })[] }> {
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const tag = await seedTag(token, orgId, `Email ${stamp}`);
  const people = [];
  for (const first of firstNames) {
    const person = {
      first_name: first,
      last_name: `Mailer${stamp}`,
      email: `${first.toLowerCase()}.${stamp}@example.test`,
    };
    const lead = await seedLead(token, orgId, 'clients', person);
    people.push({ ...person, lead });
  }
  await call(leadsExtraPaths.addGroupsToLeads(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ lead_ids: people.map((p) => p.lead.id), group_ids: [tag.id], is_add: true }),
  });
  return { tag, people };
}

/** Sends a text email to a tag through the API (the journeys that test something else than the composer). */
export async function sendToTag(
  token: string,
  orgId: number,
  tagId: number,
  subject: string,
  content: string,
) {
  return call<SendEmailResult>(emailPaths.send(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ group_id: [tagId], subject, content }),
  });
}

/**
 * An email from `template` to one new client whose address the outbox answers 'try later' for (greylisted.test,
 * api outbox-email.provider.ts): it stays pending, so the template is in use for the next minutes.
 */
export async function pendingEmailWithTemplate(token: string, orgId: number, templateTitle: string) {
  const mine = await call<Paginated<EmailTemplateSummary>>(
    `${emailPaths.templates(orgId)}?search=${encodeURIComponent(templateTitle)}`,
    { token },
  );
  const template = mine.results.find((t) => t.title === templateTitle);
  if (!template) throw new Error(`no template '${templateTitle}' in organization ${orgId}`);
  const lead = await seedLead(token, orgId, 'clients', {
    first_name: 'Grey',
    last_name: 'Listed',
    email: `grey.${Date.now().toString(36)}@greylisted.test`,
  });
  return call<SendEmailResult>(emailPaths.send(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ recipient_id: [lead.id], subject: 'Offer', template_id: template.id }),
  });
}

export async function libraryTemplates(token: string): Promise<EmailTemplateSummary[]> {
  return call<EmailTemplateSummary[]>(emailPaths.libraryTemplates(), { token });
}

export async function libraryFolders(token: string): Promise<EmailTemplateFolder[]> {
  return call<EmailTemplateFolder[]>(emailPaths.libraryFolders(), { token });
}

export async function suppressions(token: string, orgId: number): Promise<EmailSuppression[]> {
  return (await call<Paginated<EmailSuppression>>(emailPaths.suppressions(orgId), { token })).results;
}

/** The email messages to `address`, once there are at least `n` (sending is queued work: polls). */
export async function mailsTo(address: string, n: number, apiBase?: string): Promise<OutboxMessage[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const path = `${apiPaths.mailbox}?address=${encodeURIComponent(address)}`;
    const page = apiBase
      ? ((await (await fetch(`${apiBase}${path}`)).json()) as Paginated<OutboxMessage>)
      : await call<Paginated<OutboxMessage>>(path);
    const mails = page.results.filter((m) => m.channel === 'email');
    if (mails.length >= n || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The unsubscribe link of a mail (its HTML, else its text). */
export function unsubscribeLink(mail: OutboxMessage): string {
  const links = `${mail.html ?? ''} ${mail.text}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((l) => /unsubscribe/i.test(l));
  if (!link) throw new Error(`no unsubscribe link in the mail to ${mail.to}`);
  return link.replace(/&amp;/g, '&');
}

/** Chooses an option of an antd Select found by its label. */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await page.keyboard.press('Escape');
}

/** Picks an action of a template or folder card's menu. */
export async function cardAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * A verified owner of one organization on another API (the embedded default's own, on SQLite): signed up,
 * verified through that API's mailbox and logged in, like api.ts does against the test API.
 */
export async function ownerOn(apiBase: string): Promise<{ session: LoginSuccess; org: Organization }> {
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${path} → ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const user = newUser();
  await post(apiPaths.auth.signup, user);
  const [mail] = await mailsTo(user.email, 1, apiBase);
  const link = `${mail?.html ?? ''} ${mail?.text ?? ''}`.match(
    /https?:\/\/[^\s"'<>]*email-verification[^\s"'<>]*/,
  )?.[0];
  if (!link) throw new Error(`no verification mail to ${user.email}`);
  const token = new URL(link.replace(/&amp;/g, '&')).searchParams.get('token');
  await post(apiPaths.auth.verifyEmail, { token });
  const session = await post<LoginSuccess>(apiPaths.auth.login, {
    email: user.email,
    password: user.password,
  });
  const industriesBody = (await (await fetch(`${apiBase}${apiPaths.industries}`)).json()) as
    Industry[] | Paginated<Industry>;
  const [industry] = Array.isArray(industriesBody) ? industriesBody : industriesBody.results;
  const org = await post<Organization>(
    apiPaths.organizations,
    { name: `Emailing ${user.last_name}`, email: `office.${user.email}`, industry: industry?.id },
    session.access,
  );
  return {
    session: await post<LoginSuccess>(apiPaths.auth.login, { email: user.email, password: user.password }),
    org,
  };
}
