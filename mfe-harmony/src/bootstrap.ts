import { createRemote } from '@ensemble/shared-ui';
import { harmonyApi } from './api/harmonyApi';
import App from './App';

/** What `./app` exposes: the single-spa lifecycles of the remote (its own store over its API slice). */
export const { bootstrap, mount, unmount } = createRemote('mfe-harmony', App, harmonyApi);
