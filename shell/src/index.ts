import { warmUpPageRemote } from './remotes/early';

// The page's remote is fetched while the shared libraries load (remotes/early.ts).
warmUpPageRemote();
// The async boundary Module Federation needs before shared singletons are used.
import('./bootstrap');
