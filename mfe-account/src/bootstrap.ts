import { createRemote } from '@ensemble/shared-ui';
import { accountApi } from './api/accountApi';
import { AccountRoutes } from './App';

/** What `./app` exposes: the single-spa lifecycles of the remote (its own store over its API slice). */
export const { bootstrap, mount, unmount } = createRemote('mfe-account', AccountRoutes, accountApi);
