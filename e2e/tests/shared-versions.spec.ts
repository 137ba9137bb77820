import { expect, test } from '@playwright/test';
import { ownerOfOne } from '../support/api';
import { originOf } from '../support/ports';
import { sharedUiRequirement, workspaceVersion } from '../support/shared-versions';
import { harmonyVariantShell } from '../support/topology';
import { openSignedIn } from '../support/session';

// shared-ui and contracts follow semver (docs/adr/0009): a remote requires ^<the version it was built against>
// and the shell provides its own. Each shell here serves a copy of mfe-harmony that requires another
// shared-ui than the one the shell provides (support/shared-versions.ts), standing in for a remote deployed
// alone, built before or after the shell.
test.describe('remotes built against another version of shared-ui', () => {
  test('a remote built against the previous minor of shared-ui still runs', async ({ page }) => {
    const { session, org } = await ownerOfOne();
    const shell = originOf(harmonyVariantShell['older-minor']);
    await openSignedIn(page, session, org.id, `${shell}/dashboard/${org.id}`);
    await expect(page.locator('[data-remote="mfe-harmony"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  });

  for (const variant of ['newer-minor', 'next-major'] as const) {
    test(`a remote that needs shared-ui ${variant === 'next-major' ? 'of the next major' : "newer than the shell's"} shows its error panel saying why, inside the layout`, async ({
      page,
    }) => {
      const { session, org } = await ownerOfOne();
      const shell = originOf(harmonyVariantShell[variant]);
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));

      await openSignedIn(page, session, org.id, `${shell}/dashboard/${org.id}`);
      const panel = page.getByTestId('remote-error');
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAttribute('data-remote-failed', 'mfe-harmony');
      await expect(panel).toHaveAttribute('data-version-mismatch', '@ensemble/shared-ui');
      await expect(panel).toContainText(
        `It was built for @ensemble/shared-ui ${sharedUiRequirement(variant)}, and this version of Ensemble provides ${workspaceVersion('@ensemble/shared-ui')}`,
      );
      await expect(page.locator('[data-remote="mfe-harmony"]')).toHaveCount(0);
      // Never a blank page: the layout is there, and the other remotes keep working in the same shell.
      await expect(page.getByTestId('side-menu')).toBeVisible();
      await expect(page.getByTestId('org-name')).toHaveText(org.name);
      await page.goto(`${shell}/tempo/outbox/${org.id}`);
      await expect(page.locator('[data-remote="mfe-tempo"]')).toBeVisible();
      await expect(page.getByTestId('remote-error')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }
});
