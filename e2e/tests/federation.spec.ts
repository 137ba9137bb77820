import { expect, test } from '@playwright/test';
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ownerOfOne } from '../support/api';
import { originOf, ports } from '../support/ports';
import { redeployDir, repoRoot } from '../support/paths';
import { buildChangedRemote, editSource } from '../support/remote-build';
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

  test('a remote redeployed alone with an antd component no other app uses still works', async ({
    browser,
  }) => {
    // A real build of the changed remote (about 20 s on two cores).
    test.setTimeout(180_000);
    const { session, org } = await ownerOfOne();
    const shell = originOf(ports.shellRedeploy);
    const dist = buildChangedRemote('mfe-harmony', (src) => {
      const file = join(src, 'routes', 'dashboard', 'DashboardPage.tsx');
      editSource(
        file,
        "import { Button, Card, Skeleton } from 'antd';",
        "import { Button, Card, Rate, Skeleton } from 'antd';",
      );
      editSource(
        file,
        '<PageHeader title="Dashboard" subtitle={org.data?.name} />',
        '<PageHeader title="Dashboard" subtitle={org.data?.name} />\n<Rate disabled defaultValue={4} data-testid="new-antd-component" />',
      );
    });
    rmSync(redeployDir, { recursive: true, force: true });
    cpSync(dist, redeployDir, { recursive: true });

    const visit = await browser.newContext();
    const page = await visit.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await openSignedIn(page, session, org.id, `${shell}/dashboard/${org.id}`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const rate = page.getByTestId('new-antd-component');
    await expect(rate).toBeVisible();
    await expect(rate.locator('.ant-rate-star-full')).toHaveCount(4);
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
    // The component came from the antd the shell provides (the one copy every app renders with), not from a
    // copy the new build brought along: a shell providing only the antd exports it had seen would fail here.
    const manifest = JSON.parse(readFileSync(join(redeployDir, 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const ownAntd = manifest.shared.find((s) => s.name === 'antd')?.assets.js.sync ?? [];
    expect(ownAntd.length).toBeGreaterThan(0);
    const remoteOrigin = originOf(ports.remotes['mfe-harmony-redeploy']);
    expect(requested).toContainEqual(expect.stringContaining(remoteOrigin));
    for (const file of ownAntd) expect(requested).not.toContain(`${remoteOrigin}/${file}`);
    await visit.close();
  });
});
