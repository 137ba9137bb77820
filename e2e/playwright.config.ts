import { defineConfig } from '@playwright/test';
import { mkdirSync, writeFileSync, rmSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import { host, originOf, ports } from './support/ports';
import { harmonyVariantShell, harmonyVersionVariants, remotesFor, shellOrigins } from './support/topology';
import { harmonyVariantDir, redeployDir, repoRoot as root, runDir as run } from './support/paths';
import { copyRemoteRequiring, sharedUiRequirement } from './support/shared-versions';

// Config files for the static servers, written before the servers start: one remotes.json per shell, a copy
// of mfe-harmony's build that the redeploy journey replaces while the suite runs, and copies of it that
// require other versions of shared-ui (the shared-versions journey). Playwright loads this file again in
// every worker process; only the main process (no TEST_WORKER_INDEX) prepares the run.
function prepareRun(): void {
  rmSync(run, { recursive: true, force: true });
  mkdirSync(run, { recursive: true });
  const shells = {
    [ports.shellFull]: remotesFor('full'),
    [ports.shellSocial]: remotesFor('social'),
    [ports.shellBrokenHarmony]: remotesFor('broken-harmony'),
    [ports.shellRedeploy]: remotesFor('redeploy'),
  };
  for (const v of harmonyVersionVariants) shells[harmonyVariantShell[v]] = remotesFor(`harmony-${v}`);
  const remoteDirs: Record<string, string> = Object.fromEntries(
    ['mfe-account', 'mfe-composition', 'mfe-rhapsody', 'mfe-harmony', 'mfe-tempo'].map((n) => [
      n,
      join(root, n, 'dist'),
    ]),
  );
  const apps: { port: number; dir: string; spa?: boolean; cors?: boolean; remotesJson?: string }[] = [];
  for (const [port, config] of Object.entries(shells)) {
    const file = join(run, `remotes-${port}.json`);
    writeFileSync(file, JSON.stringify(config, null, 2));
    apps.push({ port: Number(port), dir: join(root, 'shell', 'dist'), spa: true, remotesJson: file });
  }
  for (const [name, port] of Object.entries(ports.remotes)) {
    if (!(name in remoteDirs)) continue;
    apps.push({ port, dir: remoteDirs[name], cors: true });
  }
  cpSync(join(root, 'mfe-harmony', 'dist'), redeployDir, { recursive: true });
  apps.push({ port: ports.remotes['mfe-harmony-redeploy'], dir: redeployDir, cors: true });
  for (const v of harmonyVersionVariants) {
    const dir = harmonyVariantDir(v);
    copyRemoteRequiring(remoteDirs['mfe-harmony'], dir, '@ensemble/shared-ui', sharedUiRequirement(v));
    apps.push({ port: ports.remotes[`mfe-harmony-${v}`], dir, cors: true });
  }
  writeFileSync(join(run, 'apps.json'), JSON.stringify({ host, apps }, null, 2));
}
if (!process.env.TEST_WORKER_INDEX) prepareRun();

const ci = !!process.env.CI;
// Per E2E_PORT_OFFSET, like the run folder: a run starting alongside must not delete this one's artifacts.
const offsetSuffix = Number(process.env.E2E_PORT_OFFSET ?? 0) ? `-${process.env.E2E_PORT_OFFSET}` : '';

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results${offsetSuffix}`,
  fullyParallel: false,
  workers: 1,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: join(process.env.TEST_RESULTS_DIR ?? run, 'e2e.json') }],
    ['html', { outputFolder: './playwright-report', open: 'never' }],
  ],
  use: {
    baseURL: originOf(ports.shellFull),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node support/start-api.mjs',
      url: `http://${host}:${ports.api}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        E2E_API_PORT: String(ports.api),
        E2E_APP_URL: originOf(ports.shellFull),
        E2E_CORS_ORIGINS: shellOrigins.join(','),
        E2E_OIDC_ISSUER: originOf(ports.oidc),
        E2E_DNS_SERVER: `127.0.0.1:${ports.dns}`,
        E2E_FEEDS_HOST: `127.0.0.1:${ports.feeds}`,
      },
    },
    {
      command: 'node support/start-embedded.mjs',
      url: `http://${host}:${ports.embedded}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { E2E_EMBEDDED_PORT: String(ports.embedded) },
    },
    {
      command: `node ../tools/serve-apps.mjs --config ${join(run, 'apps.json')}`,
      url: `${originOf(ports.shellFull)}/remotes.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
