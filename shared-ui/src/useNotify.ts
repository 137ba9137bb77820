import { useMemo } from 'react';
import { App } from 'antd';

export interface Notify {
  success(msg: string): void;
  error(msg: string): void;
  info(msg: string): void;
}

/** Toasts through the antd App context set up by AppProviders. */
export function useNotify(): Notify {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (msg: string) => void message.success(msg),
      error: (msg: string) => void message.error(msg),
      info: (msg: string) => void message.info(msg),
    }),
    [message],
  );
}
