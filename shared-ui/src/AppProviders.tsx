import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { ensembleTheme } from './theme';
import { registerMessageApi } from './toast';

function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

/** antd theme and the antd App context (message, notification and modal hooks) for the shell and every remote. */
export function AppProviders(props: { children: ReactNode }) {
  return (
    <ConfigProvider theme={ensembleTheme}>
      <App>
        <MessageBridge />
        {props.children}
      </App>
    </ConfigProvider>
  );
}
