import type { Edition } from './constants';
import type { RemotesConfig } from './api-types';

/** The suite's remotes (the shell itself knows them only from remotes.json). */
export type RemoteName = 'mfe-account' | 'mfe-composition' | 'mfe-rhapsody' | 'mfe-harmony' | 'mfe-tempo';

/** The account pages from the login to choosing an organization: each owned by mfe-account and public. */
const signInPages = [
  '/',
  '/signup',
  '/reset-password',
  '/new-password',
  '/check-email',
  '/email-verification',
  '/two-step-verification',
  '/select-organization',
];

/**
 * Route ownership of each remote: the prefixes written into remotes.json (the API's generated one for
 * `npm start`, the e2e suite's, shell/public/remotes.json for development). '/' matches only the root.
 */
export const remoteRoutePrefixes: Record<RemoteName, readonly string[]> = {
  'mfe-account': [
    ...signInPages,
    '/organization/switch',
    '/company-details',
    '/choose-subscription',
    '/add-ons',
    '/manage-organization',
    '/account-settings',
    '/terms-of-service',
    '/releases',
    '/mailbox',
    '/invitation',
    '/email-change',
  ],
  'mfe-composition': ['/composition'],
  'mfe-rhapsody': ['/rhapsody'],
  'mfe-harmony': ['/harmony', '/dashboard'],
  'mfe-tempo': ['/tempo', '/configuration'],
};

/**
 * The pages shown without the layout and without a session, written into remotes.json as each remote's
 * `publicRoutes` (the shell reads them from there).
 */
export const remotePublicRoutes: Partial<Record<RemoteName, readonly string[]>> = {
  'mfe-account': [
    ...signInPages,
    '/company-details',
    '/terms-of-service',
    '/mailbox',
    '/invitation',
    '/email-change',
  ],
};

export const allRemotes = Object.keys(remoteRoutePrefixes) as RemoteName[];

/** The social edition loads only these (spec 1 §1). */
export const socialEditionRemotes: readonly RemoteName[] = ['mfe-account', 'mfe-rhapsody', 'mfe-tempo'];

export function remotesOfEdition(edition: Edition): RemoteName[] {
  return allRemotes.filter((n) => edition === 'full' || socialEditionRemotes.includes(n));
}

/** A remotes.json for an edition, given where each remote's manifest is served. */
export function buildRemotesConfig(
  edition: Edition,
  apiBaseUrl: string,
  entryOf: (name: RemoteName) => string,
): RemotesConfig {
  return {
    edition,
    apiBaseUrl,
    remotes: remotesOfEdition(edition).map((name) => ({
      name,
      entry: entryOf(name),
      routes: [...remoteRoutePrefixes[name]],
      ...(remotePublicRoutes[name] ? { publicRoutes: [...(remotePublicRoutes[name] ?? [])] } : {}),
    })),
  };
}
