import type { Page } from '@playwright/test';
import type { LoginSuccess } from '@ensemble/contracts';

/**
 * Puts a session into the shell's storage the way a login would, then opens `path` (relative to the default
 * shell, or an absolute URL of another shell: storage is per origin, so it is written on that origin).
 */
export async function openSignedIn(
  page: Page,
  session: LoginSuccess,
  organizationId: number | null,
  path: string,
) {
  const origin = /^https?:\/\//.test(path) ? new URL(path).origin : '';
  await page.goto(`${origin}/terms-of-service`);
  await page.evaluate(
    ([s, org]) =>
      localStorage.setItem(
        'ensemble.session',
        JSON.stringify({ access: s.access, refresh: s.refresh, user: s.user, organizationId: org }),
      ),
    [session, organizationId] as const,
  );
  await page.goto(path);
}
