import { expect, test } from '@playwright/test';
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ownerOfOne } from '../support/api';
import { originOf, ports } from '../support/ports';
import { redeployDir, repoRoot } from '../support/paths';
import { openSignedIn } from '../support/session';

test.describe('the shell composes independently deployed remotes', () => {
  test('mounts every remote by route prefix, each fetched from its own origin', async ({ page }) => {
    const { session, org } = await ownerOfOne();
    const requested = new Set<string>();
    page.on('request', (r) => requested.add(new URL(r.url()).origin));

    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await expect(page.locator('[data-remote="mfe-harmony"]')).toBeVisible();
    await expect(page.getByTestId('org-name')).toHaveText(org.name);

    await page.goto(`/rhapsody/social/${org.id}`);
    await expect(page.locator('[data-remote="mfe-rhapsody"]')).toBeVisible();

    await page.goto(`/tempo/outbox/${org.id}`);
    await expect(page.locator('[data-remote="mfe-tempo"]')).toBeVisible();

    await page.goto('/composition/nothing-here-yet');
    await expect(page.locator('[data-remote="mfe-composition"]')).toBeVisible();
    await expect(page.getByText('Page not found')).toBeVisible();

    await page.goto('/releases');
    await expect(page.locator('[data-remote="mfe-account"]')).toBeVisible();

    for (const name of [
      'mfe-account',
      'mfe-composition',
      'mfe-rhapsody',
      'mfe-harmony',
      'mfe-tempo',
    ] as const) {
      expect(requested, `${name} served from its own origin`).toContain(originOf(ports.remotes[name]));
    }
  });

  test('a remote whose server is down shows an error panel inside the layout while the others keep working', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne();
    const shell = originOf(ports.shellBrokenHarmony);
    await openSignedIn(page, session, org.id, `${shell}/dashboard/${org.id}`);
    await expect(page.getByTestId('remote-error')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect(page.getByTestId('org-name')).toHaveText(org.name);

    // The other remotes still work in the same shell.
    await page.goto(`${shell}/tempo/outbox/${org.id}`);
    await expect(page.locator('[data-remote="mfe-tempo"]')).toBeVisible();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  });

  test('replacing one remote build changes what users see without rebuilding the shell', async ({
    page,
    browser,
  }) => {
    const { session, org } = await ownerOfOne();
    const shell = originOf(ports.shellRedeploy);
    const shellDist = join(repoRoot, 'shell', 'dist');
    const shellFingerprint = () =>
      createHash('sha256')
        .update(
          readdirSync(shellDist)
            .filter((f) => statSync(join(shellDist, f)).isFile())
            .sort()
            .map((f) => readFileSync(join(shellDist, f)))
            .join(''),
        )
        .digest('hex');
    const before = shellFingerprint();

    await openSignedIn(page, session, org.id, `${shell}/dashboard/${org.id}`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    // Deploy a new build of mfe-harmony: new files at the same URL. Here the new version's difference is the
    // heading text, produced by rewriting the built files into a new build directory and swapping it in.
    const next = `${redeployDir}-next`;
    rmSync(next, { recursive: true, force: true });
    cpSync(join(repoRoot, 'mfe-harmony', 'dist'), next, { recursive: true });
    let rewritten = 0;
    for (const file of readdirSync(next).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(join(next, file), 'utf8');
      if (text.includes('"Dashboard"')) {
        writeFileSync(join(next, file), text.split('"Dashboard"').join('"Dashboard (new build)"'));
        rewritten += 1;
      }
    }
    expect(rewritten).toBeGreaterThan(0);
    rmSync(redeployDir, { recursive: true, force: true });
    cpSync(next, redeployDir, { recursive: true });

    // The user's next visit (a fresh browser profile: hashed chunks are cached as immutable, and this
    // stand-in build keeps the old chunk names) gets the new remote from the same shell.
    const nextVisit = await browser.newContext();
    const page2 = await nextVisit.newPage();
    await openSignedIn(page2, session, org.id, `${shell}/dashboard/${org.id}`);
    await expect(page2.getByRole('heading', { name: 'Dashboard (new build)' })).toBeVisible();
    await nextVisit.close();
    expect(shellFingerprint()).toBe(before);
  });
});
