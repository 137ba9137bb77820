import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The open tab of a tabbed page, kept in the URL (`?tab=`) so that a reload or a shared link opens it again.
 * An unknown or hidden tab in the URL is replaced by the first one shown; choosing a tab keeps the URL's other
 * parameters.
 */
export function useTabParam(shown: readonly string[]): {
  active: string | undefined;
  select: (key: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = requested !== null && shown.includes(requested) ? requested : shown[0];

  useEffect(() => {
    if (active && requested !== active) {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('tab', active);
          return next;
        },
        { replace: true },
      );
    }
  }, [active, requested, setParams]);

  const select = (key: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('tab', key);
      return next;
    });
  return { active, select };
}
