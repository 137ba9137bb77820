import type { ReactNode } from 'react';
import { navigateTo } from '@ensemble/shared-ui';

/**
 * A link to a contact's record page (`profile_url`, a route of the suite in another remote): a plain URL, so a
 * modified click opens a new tab as any link does, and a plain one navigates inside the suite.
 */
export function RecordLink(props: { href: string; children: ReactNode }) {
  return (
    <a
      href={props.href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigateTo(props.href);
      }}
    >
      {props.children}
    </a>
  );
}

/** A contact's name as the widgets show it: first and last name, else the email. */
export function contactName(lead: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}): string {
  return [lead.first_name, lead.last_name].filter(Boolean).join(' ') || lead.email || '—';
}
