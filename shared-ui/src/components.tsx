import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Empty, Flex, Result, Typography } from 'antd';
import { homePathFor, navigateTo } from './navigation';
import { getRuntimeConfig } from './runtime-config';
import { session } from './session';

/** The home a "back" button leads to: the current organization's home when logged in, the login page otherwise. */
export function homePath(): string {
  const s = session.get();
  if (!s.access && !s.refresh) return '/';
  return s.organizationId != null
    ? homePathFor(s.organizationId, getRuntimeConfig().edition)
    : '/select-organization';
}

export function NotFound() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="The page you are looking for does not exist."
      data-testid="not-found"
      extra={
        <Button type="primary" onClick={() => navigateTo(homePath())}>
          Back home
        </Button>
      }
    />
  );
}

export function ErrorPanel(props: { title?: string; description?: string; onRetry?: () => void }) {
  return (
    <Result
      status="warning"
      title={props.title ?? 'Something went wrong'}
      subTitle={props.description}
      extra={
        props.onRetry ? (
          <Button type="primary" onClick={props.onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    />
  );
}

export function EmptyState(props: { description: string; action?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.description}>
      {props.action}
    </Empty>
  );
}

export function PageHeader(props: { title: string; subtitle?: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        {props.subtitle ? <Typography.Text type="secondary">{props.subtitle}</Typography.Text> : null}
      </div>
      {props.extra ? <Flex gap={8}>{props.extra}</Flex> : null}
    </Flex>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** Keeps a rendering error inside the screen that raised it: an error panel with Retry instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; title?: string }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[ensemble] screen failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          title={this.props.title ?? 'This page could not be displayed'}
          description={this.state.error.message}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
