import { buildRemotesConfig, type RemotesConfig } from '@ensemble/contracts';
import { apiUrl, originOf, ports } from './ports';

/** remotes.json of each e2e shell: every remote on its own origin (one variant points harmony at a dead port). */
export function remotesFor(kind: 'full' | 'social' | 'broken-harmony' | 'redeploy'): RemotesConfig {
  return buildRemotesConfig(kind === 'social' ? 'social' : 'full', apiUrl, (name) => {
    let port: number = ports.remotes[name];
    if (name === 'mfe-harmony' && kind === 'broken-harmony') port = ports.deadRemote;
    if (name === 'mfe-harmony' && kind === 'redeploy') port = ports.remotes['mfe-harmony-redeploy'];
    return `${originOf(port)}/mf-manifest.json`;
  });
}

/** Every origin a shell may call: the CORS allow-list the API is started with. */
export const shellOrigins = [
  ports.shellFull,
  ports.shellSocial,
  ports.shellBrokenHarmony,
  ports.shellRedeploy,
].map(originOf);
