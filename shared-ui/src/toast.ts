import { message as staticMessage, type App } from 'antd';

export type MessageInstance = ReturnType<typeof App.useApp>['message'];

/**
 * Messages raised outside React (session expiry from the base query) go through the message API of a mounted
 * AppProviders, so they take the suite's theme. The shell's providers mount first and stay mounted across
 * route changes, so the earliest registration that is still mounted wins; a remote unmounting mid-toast does
 * not take the toast with it.
 */
const mounted: MessageInstance[] = [];

export function registerMessageApi(api: MessageInstance): () => void {
  mounted.push(api);
  return () => {
    const i = mounted.indexOf(api);
    if (i >= 0) mounted.splice(i, 1);
  };
}

export function messageApi(): Pick<MessageInstance, 'open' | 'success' | 'error' | 'info' | 'warning'> {
  return mounted[0] ?? staticMessage;
}
