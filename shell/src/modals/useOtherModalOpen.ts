import { useEffect, useReducer } from 'react';

/** Every antd modal (any remote's: they share the page) renders inside one of these. */
const MODAL_WRAP = '.ant-modal-wrap';

/** Whether a modal other than those marked with `ownClass` is open on the page. */
export function otherModalOpen(ownClass: string, root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll<HTMLElement>(MODAL_WRAP)).some(
    // A closed antd modal stays in the DOM hidden with an inline display: none.
    (el) => !el.classList.contains(ownClass) && el.style.display !== 'none',
  );
}

/**
 * Whether another modal is open, read from the page at each render (so the first render that may show a
 * modal already knows); while `active`, any change to the page's modals renders again.
 */
export function useOtherModalOpen(ownClass: string, active: boolean): boolean {
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!active) return undefined;
    const observer = new MutationObserver(() => recheck());
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
    return () => observer.disconnect();
  }, [active]);
  return active && otherModalOpen(ownClass);
}
