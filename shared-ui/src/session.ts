import { useSyncExternalStore } from 'react';
import { limits, messages, type AuthTokens, type User } from '@ensemble/contracts';
import { events } from './events';
import { navigateTo } from './navigation';
import { messageApi } from './toast';

export interface SessionState {
  access: string | null;
  refresh: string | null;
  user: User | null;
  /** The current organization. */
  organizationId: number | null;
}

export const SESSION_STORAGE_KEY = 'ensemble.session';

const empty: SessionState = { access: null, refresh: null, user: null, organizationId: null };

function read(): SessionState {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    return {
      access: typeof parsed.access === 'string' ? parsed.access : null,
      refresh: typeof parsed.refresh === 'string' ? parsed.refresh : null,
      user: parsed.user && typeof parsed.user === 'object' ? parsed.user : null,
      organizationId: typeof parsed.organizationId === 'number' ? parsed.organizationId : null,
    };
  } catch {
    // Corrupt or unavailable storage (private mode): start logged out rather than crash.
    return empty;
  }
}

function write(s: SessionState): void {
  try {
    if (s.access || s.refresh || s.user || s.organizationId != null) {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(s));
    } else {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    }
  } catch {
    // Storage full or blocked: the session still works for this page.
  }
}

let state: SessionState = typeof window === 'undefined' ? empty : read();
const listeners = new Set<(s: SessionState) => void>();

function update(next: SessionState, persist = true): void {
  state = next;
  if (persist) write(next);
  for (const l of [...listeners]) l(state);
}

if (typeof window !== 'undefined') {
  // Another tab logged in, out or switched organization: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key !== SESSION_STORAGE_KEY && e.key !== null) return;
    const before = state;
    update(read(), false);
    if (before.organizationId !== state.organizationId && state.access) {
      events.emit({ type: 'organization-changed', organizationId: state.organizationId });
    }
  });
}

export const session = {
  get(): SessionState {
    return state;
  },
  subscribe(listener: (s: SessionState) => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  setTokens(t: AuthTokens): void {
    update({ ...state, access: t.access, refresh: t.refresh });
  },
  setUser(u: User | null): void {
    update({ ...state, user: u });
  },
  setOrganization(orgId: number | null): void {
    if (state.organizationId === orgId) return;
    update({ ...state, organizationId: orgId });
    events.emit({ type: 'organization-changed', organizationId: orgId });
  },
  logout(reason: 'user' | 'expired' = 'user'): void {
    update(empty);
    events.emit({ type: 'logged-out' });
    if (reason === 'expired') {
      void messageApi().open({
        type: 'warning',
        content: messages.sessionExpired,
        duration: limits.sessionExpiredToastMs / 1000,
      });
    }
    navigateTo('/');
  },
  isAuthenticated(): boolean {
    return Boolean(state.access || state.refresh);
  },
  /** Re-reads localStorage; for tests and for code that wrote the key directly. */
  reload(): void {
    update(read(), false);
  },
};

function subscribeHook(onChange: () => void): () => void {
  return session.subscribe(onChange);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeHook, session.get, session.get);
}
