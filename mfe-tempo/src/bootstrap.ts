import { createRemote } from '@ensemble/shared-ui';
import { tempoApi } from './api/tempoApi';
import App from './App';

/** What `./app` exposes: the single-spa lifecycles of the remote (its own store over its API slice). */
export const { bootstrap, mount, unmount } = createRemote('mfe-tempo', App, tempoApi);
