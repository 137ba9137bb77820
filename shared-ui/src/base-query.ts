import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiPaths, type AuthTokens } from '@ensemble/contracts';
import { getRuntimeConfig } from './runtime-config';
import { session } from './session';

type RefreshOutcome = 'refreshed' | 'expired' | 'unreachable';

/** One refresh at a time for the whole page: concurrent 401s (from any remote) wait for the same one. */
let inFlightRefresh: Promise<RefreshOutcome> | null = null;

function apiUrl(path: string): string {
  return `${getRuntimeConfig().apiBaseUrl}${path}`;
}

async function refreshTokens(refresh: string): Promise<RefreshOutcome> {
  try {
    const res = await fetch(apiUrl(apiPaths.auth.refresh), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    if (!res.ok) return res.status >= 500 ? 'unreachable' : 'expired';
    const tokens = (await res.json()) as Partial<AuthTokens>;
    if (typeof tokens.access !== 'string') return 'expired';
    // Rotating refresh tokens: keep the new one when the API sends it, the old one otherwise.
    session.setTokens({
      access: tokens.access,
      refresh: typeof tokens.refresh === 'string' ? tokens.refresh : refresh,
    });
    return 'refreshed';
  } catch {
    // The API cannot be reached: that says nothing about the session, so keep it.
    return 'unreachable';
  }
}

function sharedRefresh(refresh: string): Promise<RefreshOutcome> {
  inFlightRefresh ??= refreshTokens(refresh).finally(() => {
    inFlightRefresh = null;
  });
  return inFlightRefresh;
}

const authPaths: string[] = [apiPaths.auth.login, apiPaths.auth.refresh, apiPaths.auth.signup];

function isAuthCall(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  return authPaths.some((p) => url.startsWith(p));
}

/**
 * The suite's RTK Query base query: API base from the runtime config, bearer token from the session,
 * 401 → refresh (once, shared) → retry once; a refused refresh logs out with the session-expired message.
 */
export function createBaseQuery(): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const raw = (token: string | null) =>
    fetchBaseQuery({
      // Read at call time: the shell sets the runtime config after the remotes' modules are evaluated.
      baseUrl: getRuntimeConfig().apiBaseUrl,
      prepareHeaders: (headers) => {
        if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
        if (!headers.has('Accept')) headers.set('Accept', 'application/json');
        return headers;
      },
    });

  return async (args, api: BaseQueryApi, extraOptions: object) => {
    const sentWith = session.get().access;
    let result = await raw(sentWith)(args, api, extraOptions);
    if (result.error?.status !== 401 || isAuthCall(args) || !sentWith) return result;

    const now = session.get();
    // Another request already refreshed while this one was in flight: just retry with the new token.
    if (now.access && now.access !== sentWith) {
      return raw(now.access)(args, api, extraOptions);
    }
    if (!now.refresh) {
      session.logout('expired');
      return result;
    }
    const outcome = await sharedRefresh(now.refresh);
    if (outcome === 'refreshed') {
      result = await raw(session.get().access)(args, api, extraOptions);
    } else if (outcome === 'expired' && session.get().refresh === now.refresh) {
      // Only the first waiter logs out; the others see the session already cleared.
      session.logout('expired');
    }
    return result;
  };
}

/** For tests: forget a refresh left in flight by a previous test. */
export function resetRefreshStateForTests(): void {
  inFlightRefresh = null;
}
