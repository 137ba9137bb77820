import { useSyncExternalStore } from 'react';
import { limits } from '@ensemble/contracts';

function isMobileNow(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < limits.mobileMaxWidth;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Mobile is a width under 768 px (spec 1 §1). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
