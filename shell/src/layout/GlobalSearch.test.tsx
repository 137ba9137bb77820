import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { leadsExtraMessages, type GlobalSearchResult, type User } from '@ensemble/contracts';
import { AppProviders, session, setRuntimeConfig } from '@ensemble/shared-ui';
import { makeStore } from '../store';
import { GlobalSearch } from './GlobalSearch';

configure({ asyncUtilTimeout: 8000 });

const user = { id: 1, email: 'ada@example.com' } as User;
const ada: GlobalSearchResult = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  cell_phone: null,
  fsm_state: 'Prospect',
  route: '/composition/prospects/5/prospect/7',
};
const adam: GlobalSearchResult = {
  id: 8,
  name: 'Adam Smith',
  email: null,
  cell_phone: '+12015550100',
  fsm_state: 'Client',
  route: '/composition/clients/5/client/8',
};

/** Answers the global search with `results` (after `gate` when given) and records each query and its time. */
function mockSearch(results: GlobalSearchResult[], gate?: Promise<void>) {
  const queries: string[] = [];
  const times: number[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    if (url.pathname !== '/api/organization/lead/5/global-search/')
      return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    queries.push(url.searchParams.get('query') ?? '');
    times.push(Date.now());
    if (gate) await gate;
    return new Response(JSON.stringify({ results }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { queries, times };
}

function renderSearch() {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: 'http://api.test/api', remotes: [] });
  session.reload();
  session.setTokens({ access: 'A', refresh: 'R' });
  session.setUser(user);
  session.setOrganization(5);
  window.history.replaceState(null, '', '/dashboard/5');
  render(
    <Provider store={makeStore()}>
      <AppProviders>
        <GlobalSearch />
      </AppProviders>
    </Provider>,
  );
  return screen.getByTestId('global-search');
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

describe('GlobalSearch', () => {
  it('waits for 3 characters and 300 ms of quiet, then asks once', async () => {
    const { queries, times } = mockSearch([ada]);
    const input = renderSearch();
    fireEvent.focus(input);
    type(input, 'Ad');
    await wait(450);
    expect(queries).toEqual([]);
    expect(screen.queryByTestId('global-search-empty')).not.toBeInTheDocument();

    type(input, 'Ada');
    type(input, 'Ada ');
    type(input, 'Ada L');
    const typedAt = Date.now();
    expect(screen.getByTestId('global-search-loading')).toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    // One request, for the last value only, no sooner than 300 ms after the last keystroke.
    expect(queries).toEqual(['Ada L']);
    expect(times[0] - typedAt).toBeGreaterThanOrEqual(290);
    expect(screen.getByText('ada@example.test')).toBeInTheDocument();
    expect(screen.getByText('Prospect')).toBeInTheDocument();
  });

  it("shows the loading state, then 'No results'", async () => {
    let release: () => void = () => undefined;
    const { queries } = mockSearch(
      [],
      new Promise<void>((r) => {
        release = r;
      }),
    );
    const input = renderSearch();
    fireEvent.focus(input);
    type(input, 'zzz');
    await waitFor(() => expect(queries).toEqual(['zzz']));
    expect(screen.getByTestId('global-search-loading')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText(leadsExtraMessages.globalSearchNoResults)).toBeInTheDocument();
  });

  it('opens the chosen contact by click, with phone and stage shown', async () => {
    mockSearch([ada, adam]);
    const input = renderSearch();
    fireEvent.focus(input);
    type(input, 'Ada');
    fireEvent.click(await screen.findByText('Adam Smith'));
    await waitFor(() => expect(window.location.pathname).toBe(adam.route));
    expect(input).toHaveValue('');
  });

  it('is keyboard navigable: arrow down then Enter opens the second result', async () => {
    mockSearch([ada, adam]);
    const input = renderSearch();
    fireEvent.focus(input);
    type(input, 'Ada');
    expect(await screen.findByText('+12015550100')).toBeInTheDocument();
    expect(screen.getByText('Client')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(window.location.pathname).toBe(adam.route));
  });
});
