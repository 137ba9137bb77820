import { useState } from 'react';

/** An add/edit modal's state: closed, open to create (item null), or open on an item (pass `item` and `open` to the modal). */
export function useItemModal<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  return {
    open: state.open,
    item: state.item,
    create: () => setState({ open: true, item: null }),
    edit: (item: T) => setState({ open: true, item }),
    close: () => setState({ open: false, item: null }),
  };
}

export type ItemModal<T> = ReturnType<typeof useItemModal<T>>;
