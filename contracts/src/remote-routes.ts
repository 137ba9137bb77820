import type { Edition } from './constants';
import type { RemoteDescriptor, RemotesConfig } from './api-types';

export type RemoteName = RemoteDescriptor['name'];

/**
 * Route ownership of each remote: the prefixes written into remotes.json (the API's generated one for
 * `npm start`, the e2e suite's, shell/public/remotes.json for development). '/' matches only the root.
 */
export const remoteRoutePrefixes: Record<RemoteName, readonly string[]> = {
  'mfe-account': [
    '/',
    '/signup',
    '/reset-password',
    '/new-password',
    '/check-email',
    '/email-verification',
    '/two-step-verification',
    '/select-organization',
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
    })),
  };
}
