/**
 * Email reports (issue 18): a campaign with a link sent through the API, its mails opened and clicked the way a
 * mail client would (the open pixel fetched, a tracked link followed), and the report read back through the API.
 */
import {
  type EmailReportDetail,
  emailReportEndpoints,
  type EmailMetricName,
  type OutboxMessage,
  pathOf,
  type SendEmailResult,
} from '@ensemble/contracts';
import { call } from './api';
import { emailPaths } from './email';

export const emailReportPaths = {
  page: (orgId: number) => `/harmony/email-reports/${orgId}`,
  detail: pathOf(emailReportEndpoints.detail),
};

/**
 * An HTML email with one link (what the report's clicks count) to a tag, or to contacts picked by hand (one of them:
 * a single send).
 */
export async function sendHtml(
  token: string,
  orgId: number,
  to: { group_id: number[] } | { recipient_id: number[] },
  subject: string,
  link: string,
): Promise<SendEmailResult> {
  return call<SendEmailResult>(emailPaths.send(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({
      ...to,
      subject,
      html: `<html><body><p>Hello #!first_name!#,</p><p><a href="${link}">See the offer</a></p></body></html>`,
    }),
  });
}

const urlsOf = (mail: OutboxMessage) =>
  (mail.html ?? '').match(/https?:\/\/[^\s"'<>]+/g)?.map((u) => u.replace(/&amp;/g, '&')) ?? [];

/** Opens a mail as a mail client showing images does: fetches its open pixel. */
export async function openMail(mail: OutboxMessage): Promise<void> {
  const pixel = urlsOf(mail).find((u) => /\/email\/o\/[^/]+\.gif$/.test(u));
  if (!pixel) throw new Error(`no open pixel in the mail to ${mail.to}`);
  const res = await fetch(pixel);
  if (!res.ok) throw new Error(`pixel ${pixel} → ${res.status}`);
}

/** Clicks the mail's tracked link: the API records the click and redirects to the link (not followed here). */
export async function clickMail(mail: OutboxMessage): Promise<string> {
  const tracked = urlsOf(mail).find((u) => u.includes('/email/c/'));
  if (!tracked) throw new Error(`no tracked link in the mail to ${mail.to}`);
  const res = await fetch(tracked, { redirect: 'manual' });
  if (res.status < 300 || res.status >= 400) throw new Error(`click ${tracked} → ${res.status}`);
  return res.headers.get('location') ?? '';
}

export async function emailReport(token: string, orgId: number, id: number): Promise<EmailReportDetail> {
  return call<EmailReportDetail>(emailReportPaths.detail(orgId, id), { token });
}

/** A report's counts by metric. */
export const countsOf = (r: EmailReportDetail, names: EmailMetricName[]) =>
  names.map((n) => r.metrics.find((m) => m.name === n)?.count ?? 0);
