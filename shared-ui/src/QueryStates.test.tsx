import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './AppProviders';
import { QueryStates, type QueryStatus } from './QueryStates';

const loaded: QueryStatus = { isError: false, isLoading: false, refetch: jest.fn() };

function renderStates(query: QueryStatus, props: { empty?: boolean; skeletonRows?: number | false } = {}) {
  return render(
    <AppProviders>
      <QueryStates query={query} errorTitle="Notes could not be loaded" emptyText="No notes" {...props}>
        <p>the list</p>
      </QueryStates>
    </AppProviders>,
  );
}

describe('QueryStates', () => {
  it("shows the error with the API's words and retries", async () => {
    const refetch = jest.fn();
    renderStates({
      isError: true,
      isLoading: false,
      error: { status: 500, data: { detail: 'Database down' } },
      refetch,
    });
    expect(screen.getByText('Notes could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton while loading, or the children when the skeleton is off', () => {
    const { container, unmount } = renderStates({ ...loaded, isLoading: true }, { empty: true });
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
    unmount();
    renderStates({ ...loaded, isLoading: true }, { empty: true, skeletonRows: false });
    expect(screen.getByText('the list')).toBeInTheDocument();
    expect(screen.queryByText('No notes')).not.toBeInTheDocument();
  });

  it('shows the empty state when loaded and empty, the children otherwise', () => {
    const { unmount } = renderStates(loaded, { empty: true });
    expect(screen.getByText('No notes')).toBeInTheDocument();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
    unmount();
    renderStates(loaded, { empty: false });
    expect(screen.getByText('the list')).toBeInTheDocument();
    expect(screen.queryByText('No notes')).not.toBeInTheDocument();
  });
});
