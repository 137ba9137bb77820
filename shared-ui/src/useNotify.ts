import { useMemo } from 'react';
import { messageApi } from './toast';

/** A toast; `seconds` is how long it stays (antd's default, 3 s, when left out). */
export interface Notify {
  success(msg: string, seconds?: number): void;
  error(msg: string, seconds?: number): void;
  info(msg: string, seconds?: number): void;
}

/**
 * Toasts through the earliest mounted AppProviders (the shell's, when running in the suite). A screen that
 * toasts and then navigates into another remote unmounts its own providers; the shell's stay, so the toast
 * survives the navigation ('Subscribed successfully!' on the way to /configuration).
 */
export function useNotify(): Notify {
  return useMemo(
    () => ({
      success: (msg: string, seconds?: number) => void messageApi().success(msg, seconds),
      error: (msg: string, seconds?: number) => void messageApi().error(msg, seconds),
      info: (msg: string, seconds?: number) => void messageApi().info(msg, seconds),
    }),
    [],
  );
}
