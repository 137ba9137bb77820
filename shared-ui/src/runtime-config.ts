import { useSyncExternalStore } from 'react';
import type { Edition, RemotesConfig } from '@ensemble/contracts';

/** Used until the shell has read remotes.json (and in unit tests): same-origin API, full edition. */
const defaultConfig: RemotesConfig = { edition: 'full', apiBaseUrl: '/api', remotes: [] };

let current: RemotesConfig = defaultConfig;
const listeners = new Set<() => void>();

export function setRuntimeConfig(c: RemotesConfig): void {
  current = { ...c, apiBaseUrl: c.apiBaseUrl.replace(/\/+$/, '') || '/api' };
  listeners.forEach((l) => l());
}

export function getRuntimeConfig(): RemotesConfig {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRuntimeConfig(): RemotesConfig {
  return useSyncExternalStore(subscribe, getRuntimeConfig, getRuntimeConfig);
}

export function useEdition(): Edition {
  return useRuntimeConfig().edition;
}
