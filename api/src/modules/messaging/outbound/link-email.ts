import type { EmailToSend } from './messaging.service';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** An email whose point is one link (confirmations, invitations), as text and as escaped HTML. */
export function linkEmail(input: {
  organizationId: number | null;
  to: string;
  subject: string;
  category: string;
  greeting: string;
  intro: string;
  linkLabel: string;
  link: string;
  outro: string;
}): EmailToSend {
  return {
    organizationId: input.organizationId,
    to: input.to,
    subject: input.subject,
    category: input.category,
    text: [input.greeting, '', input.intro, input.link, '', input.outro].join('\n'),
    html:
      `<p>${escapeHtml(input.greeting)}</p><p>${escapeHtml(input.intro)}</p>` +
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.linkLabel)}</a></p><p>${escapeHtml(input.outro)}</p>`,
  };
}
