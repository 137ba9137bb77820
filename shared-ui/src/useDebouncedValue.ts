import { useEffect, useState } from 'react';
import { limits } from '@ensemble/contracts';

export function useDebouncedValue<T>(value: T, ms: number = limits.searchDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
