import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type ClientReportRow,
  leadReportsMessages,
  messages,
  type ProspectReportRow,
} from '@ensemble/contracts';
import { session, makeRemoteStore } from '@ensemble/shared-ui';
import { type MockAnswer, type RecordedCall, mockApi, renderRoute } from '@ensemble/shared-ui/testing';
import { harmonyApi } from '../../api/harmonyApi';
import { ContactReportsPage } from './ContactReportsPage';

const PROSPECTS = '/organization/lead/4/prospects/reports/';
const CLIENTS = '/organization/lead/4/clients/reports/';

const prospect = (id: number, over: Partial<ProspectReportRow> = {}): ProspectReportRow => ({
  id,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  company_name: 'Acme',
  cell_phone: '+12015550123',
  email: `p${id}@example.test`,
  sales_status: 'New',
  lead_source: { id: 1, name: 'Walk-In' },
  average_revenue: 1500.5,
  ...over,
});
const client = (id: number, total_sales: number): ClientReportRow => ({ ...prospect(id), total_sales });

const renderPage = (url = '/harmony/contact-reports/4') =>
  renderRoute(
    '/harmony/contact-reports/:organizationId',
    url,
    <ContactReportsPage />,
    makeRemoteStore(harmonyApi),
  );

const lastCall = (calls: RecordedCall[], path: string) => calls.filter((c) => c.path === path).at(-1);

afterEach(() => {
  jest.useRealTimers();
});

describe('ContactReportsPage', () => {
  it('opens on Prospects values with the rows, the total revenue in dollars and links to the records', async () => {
    const api = mockApi({
      [`GET ${PROSPECTS}`]: {
        body: {
          results: { leads: [prospect(1), prospect(2, { average_revenue: null })], total_revenue: 12345.5 },
          count: 2,
        },
      },
    });
    renderPage();
    expect(screen.getByRole('tab', { name: 'Prospects values' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Clients values' })).toBeInTheDocument();
    const table = await screen.findByTestId('prospects-report');
    await within(table).findByText('First1');
    expect(within(table).getByText('$1,500.50')).toBeInTheDocument();
    expect(within(table).getByText('—')).toBeInTheDocument();
    expect(within(table).getAllByText('Walk-In')).toHaveLength(2);
    expect(within(screen.getByTestId('report-total')).getByText('Total revenue')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-total')).getByText('$12,345.50')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Last2' })).toHaveAttribute(
      'href',
      '/composition/prospects/4/prospect/2',
    );
    expect(lastCall(api.calls, PROSPECTS)?.query).toEqual({ page: '1', per_page: '10' });
  });

  it('sorts with order_by (leading minus descends), searches from 2 characters after 300 ms and pages', async () => {
    const api = mockApi({
      [`GET ${PROSPECTS}`]: {
        body: { results: { leads: [prospect(1)], total_revenue: 10 }, count: 30 },
      },
    });
    renderPage();
    const table = await screen.findByTestId('prospects-report');
    await within(table).findByText('First1');

    fireEvent.click(within(table).getByRole('columnheader', { name: 'Average revenue' }));
    await waitFor(() => expect(lastCall(api.calls, PROSPECTS)?.query.order_by).toBe('average_revenue'));
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Average revenue' }));
    await waitFor(() => expect(lastCall(api.calls, PROSPECTS)?.query.order_by).toBe('-average_revenue'));

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastCall(api.calls, PROSPECTS)?.query.page).toBe('2'));

    jest.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'a' } });
    act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(lastCall(api.calls, PROSPECTS)?.query.search).toBeUndefined();
    fireEvent.change(search, { target: { value: 'ad' } });
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(lastCall(api.calls, PROSPECTS)?.query.search).toBeUndefined();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    jest.useRealTimers();
    await waitFor(() =>
      expect(lastCall(api.calls, PROSPECTS)?.query).toEqual({
        page: '1',
        per_page: '10',
        search: 'ad',
        order_by: '-average_revenue',
      }),
    );
  });

  it('shows Clients values from the URL with total sales, and sends the sale date range', async () => {
    const api = mockApi({
      [`GET ${CLIENTS}`]: (c) => ({
        body: {
          results: {
            leads: [client(7, c.query.sale_from ? 100 : 2500.75)],
            total_sales: c.query.sale_from ? 100 : 2500.75,
          },
          count: 1,
        },
      }),
    });
    renderPage('/harmony/contact-reports/4?tab=clients');
    expect(screen.getByRole('tab', { name: 'Clients values' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByTestId('clients-report');
    await within(table).findByText('$2,500.75');
    expect(within(screen.getByTestId('report-total')).getByText('Total sales')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'First7' })).toHaveAttribute(
      'href',
      '/composition/clients/4/client/7',
    );

    const [from, to] = screen.getAllByPlaceholderText(/Sale (from|to)/);
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '2025-02-01' } });
    fireEvent.keyDown(from, { key: 'Enter', code: 'Enter' });
    fireEvent.mouseDown(to);
    fireEvent.change(to, { target: { value: '2025-03-31' } });
    fireEvent.keyDown(to, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(lastCall(api.calls, CLIENTS)?.query).toMatchObject({
        sale_from: '2025-02-01',
        sale_to: '2025-03-31',
      }),
    );
    await within(screen.getByTestId('report-total')).findByText('$100.00');
  });

  it("says 'Something went wrong' with a retry when the report fails, and shows the empty text", async () => {
    let fail = true;
    mockApi({
      [`GET ${CLIENTS}`]: () =>
        fail
          ? { status: 500, body: { detail: 'boom' } }
          : { body: { results: { leads: [], total_sales: 0 }, count: 0 } },
    });
    renderPage('/harmony/contact-reports/4?tab=clients');
    expect(await screen.findByText(leadReportsMessages.failed)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(leadReportsMessages.noClients)).toBeInTheDocument();
  });

  it('switches tabs', async () => {
    const api = mockApi({
      [`GET ${PROSPECTS}`]: { body: { results: { leads: [], total_revenue: 0 }, count: 0 } },
      [`GET ${CLIENTS}`]: { body: { results: { leads: [], total_sales: 0 }, count: 0 } },
    });
    renderPage();
    expect(await screen.findByText(leadReportsMessages.noProspects)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Clients values' }));
    expect(await screen.findByText(leadReportsMessages.noClients)).toBeInTheDocument();
    // The active tab is read from the URL (?tab=clients), so this shows the navigation happened.
    expect(screen.getByRole('tab', { name: 'Clients values' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo(`GET ${CLIENTS}`)).not.toHaveLength(0);
  });

  it("exports the CSV with the bearer token and the filters, and toasts the API's reason or the failure", async () => {
    const created = jest.fn(() => 'blob:csv');
    URL.createObjectURL = created;
    URL.revokeObjectURL = jest.fn();
    session.setTokens({ access: 'tok', refresh: 'ref' });
    let refusal: MockAnswer | null = null;
    const api = mockApi({
      [`GET ${PROSPECTS}`]: { body: { results: { leads: [prospect(1)], total_revenue: 1 }, count: 1 } },
      [`GET ${PROSPECTS}export_as_csv/`]: () =>
        refusal ??
        new Response('First name\r\nAda\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    renderPage();
    const table = await screen.findByTestId('prospects-report');
    await within(table).findByText('First1');
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Last name' }));
    await waitFor(() => expect(lastCall(api.calls, PROSPECTS)?.query.order_by).toBe('last_name'));

    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const exportCall = api.callsTo(`GET ${PROSPECTS}export_as_csv/`)[0];
    expect(exportCall.query).toEqual({ order_by: 'last_name' });
    expect(exportCall.authorization).toBe('Bearer tok');

    const button = screen.getByRole('button', { name: /Export CSV/ });
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    // The export quota: its own words, not the generic failure.
    refusal = { status: 429, body: { detail: messages.tooManyExports } };
    fireEvent.click(button);
    expect(await screen.findByText(messages.tooManyExports)).toBeInTheDocument();
    expect(screen.queryByText(leadReportsMessages.failed)).not.toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    // An answer that says nothing: the spec's failure text.
    refusal = { status: 500 };
    fireEvent.click(button);
    expect(await screen.findByText(leadReportsMessages.failed)).toBeInTheDocument();
  });

  it('renders NotFound for a malformed organization id', () => {
    const api = mockApi({});
    renderPage('/harmony/contact-reports/abc');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
