import { createRemote } from '@ensemble/shared-ui';
import { compositionApi } from './api/compositionApi';
import App from './App';

/** What `./app` exposes: the single-spa lifecycles of the remote (its own store over its API slice). */
export const { bootstrap, mount, unmount } = createRemote('mfe-composition', App, compositionApi);
