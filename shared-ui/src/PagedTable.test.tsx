import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from './AppProviders';
import { PagedTable } from './PagedTable';
import type { QueryStatus } from './QueryStates';
import { usePagedTableState } from './usePagedTableState';

interface Row {
  id: number;
  name: string;
}

const rows = (n: number, from = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Row ${from + i}` }));

const loaded: QueryStatus & { isFetching: boolean } = {
  isError: false,
  isLoading: false,
  isFetching: false,
  refetch: jest.fn(),
};

/** A server-paged list: the rows of the asked page out of `count`, and what the table asked for. */
function ServerList(props: {
  count: number;
  query?: QueryStatus & { isFetching?: boolean };
  onAsk: (ask: { page: number; pageSize: number; search: string; ordering?: string }) => void;
}) {
  const state = usePagedTableState({ pageSize: 5, debounceMs: 300 });
  props.onAsk({ page: state.page, pageSize: state.pageSize, search: state.search, ordering: state.ordering });
  const start = (state.page - 1) * state.pageSize;
  return (
    <PagedTable<Row>
      data-testid="things"
      rowKey="id"
      columns={[{ title: 'Name', dataIndex: 'name', key: 'name', sorter: true }]}
      rows={rows(Math.max(0, Math.min(state.pageSize, props.count - start)), start + 1)}
      total={props.count}
      query={props.query ?? loaded}
      errorTitle="Things could not be loaded"
      emptyText="No things to display"
      state={state}
      pageSizes={[5, 10, 25]}
      search={{ placeholder: 'Search things' }}
    />
  );
}

const renderList = (props: Parameters<typeof ServerList>[0]) =>
  render(
    <AppProviders>
      <ServerList {...props} />
    </AppProviders>,
  );

const lastAsk = (onAsk: jest.Mock) =>
  onAsk.mock.calls[onAsk.mock.calls.length - 1][0] as Record<string, unknown>;

describe('PagedTable', () => {
  it('shows the empty state when there are no rows', () => {
    renderList({ count: 0, onAsk: jest.fn() });
    expect(within(screen.getByTestId('things')).getByText('No things to display')).toBeInTheDocument();
  });

  it('shows the spinner while fetching', () => {
    const { container } = renderList({ count: 0, onAsk: jest.fn(), query: { ...loaded, isFetching: true } });
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
  });

  it("shows the error with the API's words instead of the table, and retries", async () => {
    const refetch = jest.fn();
    renderList({
      count: 3,
      onAsk: jest.fn(),
      query: { ...loaded, isError: true, error: { status: 500, data: { detail: 'Database down' } }, refetch },
    });
    expect(screen.getByText('Things could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(screen.queryByTestId('things')).not.toBeInTheDocument();
    // The search stays, so the user can change what caused the error.
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('debounces the search and goes back to page 1', async () => {
    jest.useFakeTimers();
    try {
      const onAsk = jest.fn();
      renderList({ count: 12, onAsk });
      const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByTitle('2'));
      expect(lastAsk(onAsk)).toMatchObject({ page: 2, search: '' });
      await user.type(screen.getByRole('searchbox', { name: 'Search things' }), 'acme');
      expect(lastAsk(onAsk)).toMatchObject({ search: '' });
      act(() => jest.advanceTimersByTime(300));
      expect(lastAsk(onAsk)).toMatchObject({ page: 1, search: 'acme' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('changes the page size (back to page 1) and sorts', async () => {
    const onAsk = jest.fn();
    renderList({ count: 12, onAsk });
    const user = userEvent.setup({ delay: null });
    expect(screen.getAllByRole('row')).toHaveLength(6); // header + 5
    await user.click(screen.getByTitle('3'));
    expect(lastAsk(onAsk)).toMatchObject({ page: 3, pageSize: 5 });
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByText('10 / page'));
    expect(lastAsk(onAsk)).toMatchObject({ page: 1, pageSize: 10 });
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByText('Name'));
    expect(lastAsk(onAsk)).toMatchObject({ ordering: 'name', page: 1 });
  });

  it('pages a browser-side list 10 a page only when it has more than 10 rows', () => {
    const { unmount } = render(
      <AppProviders>
        <PagedTable<Row> rowKey="id" columns={[{ title: 'Name', dataIndex: 'name' }]} rows={rows(10)} />
      </AppProviders>,
    );
    expect(document.querySelector('.ant-pagination')).toBeNull();
    unmount();
    render(
      <AppProviders>
        <PagedTable<Row> rowKey="id" columns={[{ title: 'Name', dataIndex: 'name' }]} rows={rows(11)} />
      </AppProviders>,
    );
    expect(document.querySelector('.ant-pagination')).not.toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });
});
