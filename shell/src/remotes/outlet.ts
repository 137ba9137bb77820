/**
 * The element remotes mount into. It is created once, outside React, and moved by the layout into whichever
 * slot is on screen (full page or inside the layout), so switching between the two never destroys a mounted
 * remote's DOM.
 */
let outlet: HTMLDivElement | null = null;

export function remoteOutlet(): HTMLDivElement {
  if (!outlet) {
    outlet = document.createElement('div');
    outlet.id = 'remote-outlet';
    outlet.dataset.testid = 'remote-outlet';
    outlet.style.minHeight = '100%';
  }
  return outlet;
}

/** Each remote gets its own container inside the outlet; single-spa mounts and unmounts it there. */
export function remoteContainer(name: string): HTMLElement {
  const parent = remoteOutlet();
  const id = `single-spa-application:${name}`;
  let el = parent.querySelector<HTMLElement>(`[id="${id}"]`);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    parent.appendChild(el);
  }
  return el;
}
