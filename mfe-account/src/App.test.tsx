import { screen } from '@testing-library/react';
import { mockApi } from '@ensemble/shared-ui/testing';
import { renderAt } from './test/render';

describe('mfe-account root', () => {
  it('marks its root element with data-remote', () => {
    mockApi({});
    const { container } = renderAt('/');
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-account');
  });

  it('shows the not-found page for a path it does not know', () => {
    mockApi({});
    renderAt('/no-such-page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
