import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  // single-spa fires popstate after every pushState/replaceState, so this sees every navigation.
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

function pathname(): string {
  return window.location.pathname;
}

export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, pathname, pathname);
}
