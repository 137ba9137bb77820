import { createRemote } from '@ensemble/shared-ui';
import { rhapsodyApi } from './api/rhapsodyApi';
import App from './App';

/** What `./app` exposes: the single-spa lifecycles of the remote (its own store over its API slice). */
export const { bootstrap, mount, unmount } = createRemote('mfe-rhapsody', App, rhapsodyApi);
