import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '@ensemble/contracts';
import { AppProviders, ErrorPanel, setRuntimeConfig } from '@ensemble/shared-ui';
import { ShellApp } from './ShellApp';
import { MENU_GROUPS } from './layout/menu-groups';
import { loadMenus, onceSignedIn } from './remotes/menus';
import { registerRemoteApplications } from './remotes/register';
import { makeStore } from './store';
import { parseRemotesConfig } from './remotes/config';
import { federationName } from './remotes/federation-name';
import { registerListedRemotes, remotesJson } from './remotes/early';

async function readConfig(): Promise<RemotesConfig> {
  return parseRemotesConfig(await remotesJson());
}

async function main() {
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('#root is missing from index.html');
  const root = createRoot(rootEl);

  let config: RemotesConfig;
  try {
    config = await readConfig();
  } catch (err) {
    root.render(
      <AppProviders>
        <ErrorPanel
          title="Ensemble cannot start right now"
          description={`Its configuration could not be read (${err instanceof Error ? err.message : String(err)}).`}
          onRetry={() => window.location.reload()}
        />
      </AppProviders>,
    );
    return;
  }

  setRuntimeConfig(config);
  // Only the remotes this edition lists are ever registered, so no other remote's files are requested.
  registerListedRemotes(config.remotes);
  root.render(<ShellApp config={config} store={makeStore()} />);

  registerRemoteApplications(config, (name, exposed) => loadRemote(`${federationName(name)}/${exposed}`));
  // The side menu's groups name the remotes whose `./menu` they show; the others expose none. Fetched once
  // signed in: the login page needs none of them.
  const menuRemotes = new Set(MENU_GROUPS.map((g) => g.remote));
  onceSignedIn(
    () =>
      void loadMenus(
        config.remotes.filter((r) => menuRemotes.has(r.name)).map((r) => r.name),
        (name) => loadRemote(`${federationName(name)}/menu`),
      ),
  );
  start({ urlRerouteOnly: true });
}

void main();
