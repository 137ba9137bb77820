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

/** Opens the sign-up form at `origin` (a shell; the default one if empty) and types `user` into it. */
export async function fillSignUpForm(
  page: Page,
  user: { first_name: string; last_name: string; email: string; password: string },
  origin = '',
): Promise<void> {
  await page.goto(`${origin}/signup`);
  await page.getByLabel('First name').fill(user.first_name);
  await page.getByLabel('Last name').fill(user.last_name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
}
