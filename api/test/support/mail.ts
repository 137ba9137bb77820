import type { OutboxMessage, Paginated } from '@ensemble/contracts';
import type { TestApp } from './test-app';

/** Reads the local mailbox (GET /api/outbox/mailbox/) until a message matches, as a user would. */
export async function waitForMail(
  t: TestApp,
  address: string,
  match: (m: OutboxMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.http.get('/api/outbox/mailbox/').query({ address, per_page: 50 });
    if (res.status !== 200) throw new Error(`mailbox answered ${res.status}: ${JSON.stringify(res.body)}`);
    const found = (res.body as Paginated<OutboxMessage>).results.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail for ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The link in a mail's text, and its token. */
export function linkIn(mail: OutboxMessage): { url: URL; token: string } {
  const m = /(https?:\/\/\S+)/.exec(mail.text);
  if (!m) throw new Error(`no link in mail: ${mail.text}`);
  const url = new URL(m[1]);
  const token = url.searchParams.get('token');
  if (!token) throw new Error(`no token in link ${url.toString()}`);
  return { url, token };
}
