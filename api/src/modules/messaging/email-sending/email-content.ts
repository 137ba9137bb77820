import { type EmailVariable, emailVariables, escapeHtml, fillVariables } from '@ensemble/contracts';
import type { EmailBatchRecipient } from '../../../engine/providers/email/email-provider';
import { sanitizeEmailHtml } from '../email-html';
import { clickSignature, isWebUrl, TOKEN_PLACEHOLDER } from './email-tracking';
import type { KeyRing } from '../../../engine/crypto/key-ring';

/** `#! name !#` → `#!name!#`, so the provider's plain token replacement finds every variable. */
const VARIABLE = /#!\s*([A-Za-z0-9_]+)\s*!#/g;
const canonical = (s: string) => s.replace(VARIABLE, (_t, name: string) => `#!${name}!#`);

const signatureToken = (i: number) => `#!__click_${i}!#`;

/** The organization as its emails show it: variables and the footer's postal address. */
export interface OrganizationFacts {
  name: string;
  email: string;
  logo: string | null;
  phone: string | null;
  website: string | null;
  /** One line: street, city, state zip. */
  postalAddress: string | null;
}

export interface ContactFacts {
  email: string;
  firstName: string | null;
  lastName: string | null;
  cellPhone: string | null;
  networks: string;
}

/** What every message of a batch shares: tokens in it are filled per recipient (EmailBatchRecipient values). */
export interface BatchContent {
  subject: string;
  html: string | null;
  text: string;
  /** The web links of the html, in order: link i is signed per recipient into signatureToken(i). */
  links: string[];
}

export interface ContentOptions {
  /** The API's public base (…/api), for pixel, click and unsubscribe links. */
  apiBase: string;
  /** Add the open pixel and signed click links (providers that do not report events themselves). */
  track: boolean;
  /** Bulk email: unsubscribe link in the footer (and the List-Unsubscribe headers, per recipient). */
  bulk: boolean;
  signatureHtml: string;
  organization: OrganizationFacts;
}

const HREF = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(.*?)\2/gi;
const decodeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export const unsubscribeUrl = (apiBase: string, token: string) => `${apiBase}/email/unsubscribe/${token}`;

/** Inserts `extra` before </body> when there is one, else at the end. */
export function beforeBodyEnd(html: string, extra: string): string {
  const i = html.search(/<\/body\s*>/i);
  return i < 0 ? html + extra : html.slice(0, i) + extra + html.slice(i);
}

/**
 * The batch's shared content: variables made canonical, the sender's signature and the footer (organization, postal
 * address, unsubscribe link on bulk email) added, and with tracking the links pointed at the signed redirect and
 * the open pixel appended. The html is sanitized here, before any of our own markup goes in.
 */
export function batchContent(
  campaign: { subject: string; html: string | null; text: string },
  o: ContentOptions,
): BatchContent {
  const org = o.organization;
  const unsubscribe = unsubscribeUrl(o.apiBase, TOKEN_PLACEHOLDER);
  const footerLines = [org.name, org.postalAddress].filter((x): x is string => !!x);
  let text = canonical(campaign.text);
  const signatureText = o.signatureHtml
    ? o.signatureHtml
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<[^>]*>/g, '')
        .trim()
    : '';
  if (signatureText) text = `${text}\n\n${signatureText}`;
  text += `\n\n--\n${footerLines.join('\n')}`;
  if (o.bulk) text += `\nUnsubscribe: ${unsubscribe}`;

  const links: string[] = [];
  let html: string | null = null;
  if (campaign.html !== null && campaign.html.trim() !== '') {
    let body = sanitizeEmailHtml(canonical(campaign.html));
    if (o.signatureHtml)
      body = beforeBodyEnd(body, `<div class="signature">${sanitizeEmailHtml(o.signatureHtml)}</div>`);
    const footer =
      `<div style="margin-top:24px;font-size:12px;color:#666">` +
      footerLines.map((l) => `<p style="margin:0">${escapeHtml(l)}</p>`).join('') +
      (o.bulk ? `<p style="margin:8px 0 0"><a href="${unsubscribe}">Unsubscribe</a></p>` : '') +
      `</div>`;
    body = beforeBodyEnd(body, footer);
    if (o.track) {
      body = body.replace(HREF, (whole, start: string, _q: string, raw: string) => {
        const url = decodeAttr(raw.trim());
        // Our own unsubscribe link stays direct: a click on it is not a click on the email's content.
        if (!isWebUrl(url) || url.startsWith(`${o.apiBase}/email/unsubscribe/`)) return whole;
        const i = links.push(url) - 1;
        const to = `${o.apiBase}/email/c/${TOKEN_PLACEHOLDER}?u=${encodeURIComponent(url)}&s=${signatureToken(i)}`;
        return `${start}"${to.replace(/&/g, '&amp;')}"`;
      });
      body = beforeBodyEnd(
        body,
        `<img src="${o.apiBase}/email/o/${TOKEN_PLACEHOLDER}.gif" width="1" height="1" alt="" style="display:none" />`,
      );
    }
    html = body;
  }
  return { subject: canonical(campaign.subject), html, text, links };
}

/** The values of the eleven #!name!# variables for one contact of the organization (emails and texts). */
export function variableValues(
  contact: ContactFacts,
  org: OrganizationFacts,
): Record<EmailVariable, string | null> {
  return {
    first_name: contact.firstName,
    last_name: contact.lastName,
    email: contact.email,
    cell_phone: contact.cellPhone,
    networks: contact.networks,
    organization_name: org.name,
    organization_address: org.postalAddress,
    organization_email: org.email,
    organization_logo: org.logo,
    organization_phone_number: org.phone,
    organization_website_url: org.website,
  };
}

/** One recipient of a batch: its variables, tracking token, click signatures and RFC 8058 headers. */
export function batchRecipient(
  content: BatchContent,
  r: { id: number; campaignId: number; trackingToken: string },
  contact: ContactFacts,
  o: ContentOptions & { keys: KeyRing; messageDomain: string },
): EmailBatchRecipient {
  const values = variableValues(contact, o.organization);
  const htmlValues: Record<string, string> = {};
  const textValues: Record<string, string> = {};
  for (const name of emailVariables) {
    const token = `#!${name}!#`;
    htmlValues[token] = fillVariables(token, values, 'html');
    textValues[token] = fillVariables(token, values, 'text');
  }
  htmlValues[TOKEN_PLACEHOLDER] = r.trackingToken;
  textValues[TOKEN_PLACEHOLDER] = r.trackingToken;
  content.links.forEach((url, i) => {
    htmlValues[signatureToken(i)] = clickSignature(o.keys, r.trackingToken, url);
  });
  const headers: Record<string, string> = {};
  if (o.bulk) {
    // The HTTPS link only (RFC 8058 one-click): a mailto: would go to EMAIL_FROM, a mailbox nothing reads.
    headers['List-Unsubscribe'] = `<${unsubscribeUrl(o.apiBase, r.trackingToken)}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    to: contact.email,
    htmlValues,
    textValues,
    messageId: `<r${r.id}.c${r.campaignId}@${o.messageDomain}>`,
    headers,
    trackingKey: r.trackingToken,
    idempotencyKey: `email-recipient:${r.id}`,
  };
}

/**
 * The email as it went out, for the report's snapshot page: the batch content (the sender's signature, the
 * organization's footer) without tracking — no open pixel, links as written —, the variables as the sender wrote
 * them (#!first_name!#: the snapshot is the send's, not one recipient's), and the unsubscribe link inert (no
 * recipient's token). A text-only email is shown as its text.
 */
export function snapshotHtml(
  campaign: { subject: string; html: string | null; text: string },
  o: ContentOptions,
): string {
  const content = batchContent(campaign, { ...o, track: false });
  const unsubscribe = unsubscribeUrl(o.apiBase, TOKEN_PLACEHOLDER);
  if (content.html === null) {
    const text = content.text.split(unsubscribe).join(unsubscribeUrl(o.apiBase, '…'));
    return `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(text)}</pre>`;
  }
  return content.html.split(`href="${unsubscribe}"`).join('href="#"').split(TOKEN_PLACEHOLDER).join('…');
}
