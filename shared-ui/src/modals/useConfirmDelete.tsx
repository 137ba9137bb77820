import { useCallback, useState, type ReactNode } from 'react';
import { settingsMessages } from '@ensemble/contracts';
import { apiErrorMessage } from '../api-errors';
import { useNotify } from '../useNotify';
import { ConfirmModal } from './ConfirmModal';

export interface ConfirmDeleteOptions<T> {
  /** The confirmation's title, e.g. 'Delete note' (or one for the item). */
  title: string | ((item: T) => string);
  /** Deletes the item; rejects with the API's error (an RTK Query `.unwrap()`). */
  remove: (item: T) => Promise<unknown>;
  /** The success toast; none when omitted. */
  deleted?: string;
  /**
   * The failure toast: a function of the error, or the fallback under the API's own words (a string, or
   * 'Something went wrong' when omitted).
   */
  failed?: string | ((error: unknown, item: T) => string);
  /** Defaults to 'Are you sure you want to delete?'. */
  text?: (item: T) => ReactNode;
  /** Defaults to 'Yes, delete'. */
  confirmLabel?: string;
}

export interface ConfirmDelete<T> {
  /** Opens the confirmation for this item. */
  ask: (item: T) => void;
  /** The confirmation modal, to render once. */
  modal: ReactNode;
}

/** Asks before deleting an item of a list, then deletes it and toasts the outcome (the modal stays open on failure). */
export function useConfirmDelete<T>(options: ConfirmDeleteOptions<T>): ConfirmDelete<T> {
  const notify = useNotify();
  const [deleting, setDeleting] = useState<T | null>(null);
  const { failed } = options;

  const confirm = async () => {
    if (deleting === null) return;
    try {
      await options.remove(deleting);
      if (options.deleted) notify.success(options.deleted);
      setDeleting(null);
    } catch (error) {
      notify.error(
        typeof failed === 'function'
          ? failed(error, deleting)
          : apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0], failed),
      );
      throw error;
    }
  };

  const modal = (
    <ConfirmModal
      open={deleting !== null}
      title={
        typeof options.title === 'string' ? options.title : deleting !== null ? options.title(deleting) : ''
      }
      text={
        options.text ? (deleting !== null ? options.text(deleting) : '') : settingsMessages.deleteConfirmText
      }
      confirmLabel={options.confirmLabel ?? settingsMessages.yesDelete}
      danger
      onConfirm={confirm}
      onCancel={() => setDeleting(null)}
    />
  );
  const ask = useCallback((item: T) => setDeleting(() => item), []);
  return { ask, modal };
}
