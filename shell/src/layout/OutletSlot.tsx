import { useLayoutEffect, useRef } from 'react';
import { remoteOutlet } from '../remotes/outlet';

/** Where the remotes' persistent outlet element is shown; moving it keeps mounted remotes intact. */
export function OutletSlot(props: { hidden?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = ref.current;
    if (slot && remoteOutlet().parentElement !== slot) slot.appendChild(remoteOutlet());
  });
  return <div ref={ref} style={{ display: props.hidden ? 'none' : undefined, minHeight: '100%' }} />;
}
