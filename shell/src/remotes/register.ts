import { registerApplication } from 'single-spa';
import type { RemotesConfig } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { withFallback, type RemoteProps } from './fallback-app';
import { remoteContainer } from './outlet';
import { isPublicRoute, ownsPath } from './routes';

/**
 * One single-spa application per remote in remotes.json. A remote is active on the paths it owns; layout
 * paths additionally need a session (the shell's guard sends the visitor to the login page instead).
 */
export function registerRemoteApplications(
  config: RemotesConfig,
  load: (name: string, exposed: string) => Promise<unknown>,
): void {
  for (const remote of config.remotes) {
    registerApplication<RemoteProps>({
      name: remote.name,
      app: withFallback(remote.name, () => load(remote.name, 'app')),
      activeWhen: (location) =>
        ownsPath(remote, location.pathname) &&
        (isPublicRoute(config, location.pathname) || session.isAuthenticated()),
      customProps: { domElementGetter: () => remoteContainer(remote.name) },
    });
  }
}
