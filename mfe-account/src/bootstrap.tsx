import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorPanel } from '@ensemble/shared-ui';
import App from './App';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: (err: Error) => (
    <ErrorPanel
      title="This page could not be displayed"
      description={err.message}
      onRetry={() => window.location.reload()}
    />
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
