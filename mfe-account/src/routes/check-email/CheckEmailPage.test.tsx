import { screen } from '@testing-library/react';
import { mockApi } from '@ensemble/shared-ui/testing';
import { renderAt } from '../../test/render';

describe('check email', () => {
  it('confirms where the instructions went, advises the spam folder and links back to reset', () => {
    mockApi({});
    renderAt('/check-email?email=ada%40example.com');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/We have sent password reset instructions to/)).toBeInTheDocument();
    expect(screen.getByText(/Check your spam folder/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'try another email address' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
