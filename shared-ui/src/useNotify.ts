import { useMemo } from 'react';
import { messageApi } from './toast';

export interface Notify {
  success(msg: string): void;
  error(msg: string): void;
  info(msg: string): void;
}

/**
 * Toasts through the earliest mounted AppProviders (the shell's, when running in the suite). A screen that
 * toasts and then navigates into another remote unmounts its own providers; the shell's stay, so the toast
 * survives the navigation ('Subscribed successfully!' on the way to /configuration).
 */
export function useNotify(): Notify {
  return useMemo(
    () => ({
      success: (msg: string) => void messageApi().success(msg),
      error: (msg: string) => void messageApi().error(msg),
      info: (msg: string) => void messageApi().info(msg),
    }),
    [],
  );
}
