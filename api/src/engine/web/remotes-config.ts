import { buildRemotesConfig, type Edition, type RemotesConfig } from '@ensemble/contracts';

/** remotes.json for the single-origin set-up of `npm start`: every remote under /remotes/<name>/. */
export function remotesConfigFor(edition: Edition): RemotesConfig {
  return buildRemotesConfig(edition, '/api', (name) => `/remotes/${name}/mf-manifest.json`);
}
