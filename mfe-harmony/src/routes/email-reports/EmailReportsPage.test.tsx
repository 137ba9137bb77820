import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import {
  type EmailEventLogEntry,
  type EmailReport,
  type EmailReportDetail,
  type EmailReportRecipient,
  emailMetricLabels,
  emailMetricNames,
  emailReportMessages as M,
} from '@ensemble/contracts';
import { makeRemoteStore, session } from '@ensemble/shared-ui';
import { type RecordedCall, mockApi, page, renderRoute } from '@ensemble/shared-ui/testing';
import { harmonyApi } from '../../api/harmonyApi';
import { EmailReportsPage } from './EmailReportsPage';

const BASE = '/organization/4/email-reports/';
const DETAIL = `${BASE}9/`;
const ACTIVITY = `${BASE}9/activity/`;
const RECIPIENTS = `${BASE}9/recipients/`;
const logsOf = (recipientId: number) => `${BASE}9/recipients/${recipientId}/logs/`;
const CSV = `${BASE}9/csv/`;

// Local times (no zone), so the MM/DD/YYYY hh:mm A texts do not depend on the machine's time zone.
const report = (id: number, over: Partial<EmailReport> = {}): EmailReport => ({
  id,
  _id: 1741185000 + id,
  type: 'bulk',
  subject: `Spring news ${id}`,
  count: 3,
  object_id: null,
  timestamp: '2025-03-05T14:30:00',
  datetime_sending: '2025-03-05T14:30:00',
  from: 'Acme <news@acme.test>',
  sender_name: 'Acme',
  to: null,
  sg_message_id: null,
  open: 2,
  click: 1,
  automation_name: null,
  automation_id: null,
  bf_template_id: null,
  library_template_id: null,
  text_template_id: null,
  snapshot_id: id,
  ...over,
});

/** Three recipients: all processed, two delivered and opened (66.67%), one clicked (33.33%). */
const detail = (over: Partial<EmailReportDetail> = {}): EmailReportDetail => {
  const counts: Partial<Record<(typeof emailMetricNames)[number], number>> = {
    processed: 3,
    delivered: 2,
    opens: 2,
    clicks: 1,
    bounces: 1,
  };
  return {
    ...report(9),
    total: 3,
    content: 'Hello',
    metrics: emailMetricNames.map((name) => {
      const count = counts[name] ?? 0;
      return { name, count, percent: Math.round((count / 3) * 10000) / 100 };
    }),
    ...over,
  };
};

const recipient = (id: number, over: Partial<EmailReportRecipient> = {}): EmailReportRecipient => ({
  id,
  email: `r${id}@example.test`,
  contact: { id: 100 + id, name: `Contact ${id}`, profile_url: `/composition/clients/4/client/${100 + id}` },
  status: 'sent',
  delivered: true,
  opened: true,
  open_count: 1,
  clicked: false,
  click_count: 0,
  sent_at: '2025-03-05T14:30:00',
  error: null,
  ...over,
});

const events: EmailEventLogEntry[] = [
  { event: 'processed', at: '2025-03-05T14:30:00', detail: null },
  { event: 'bounce', at: '2025-03-05T14:31:00', detail: '550 mailbox unavailable' },
];

const renderPage = (url = '/harmony/email-reports/4') =>
  renderRoute(
    '/harmony/email-reports/:organizationId',
    url,
    <EmailReportsPage />,
    makeRemoteStore(harmonyApi),
  );

const lastCall = (calls: RecordedCall[], path: string) => calls.filter((c) => c.path === path).at(-1);
const ymd = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** The report's calls, answered as the API would for report 9. */
const reportRoutes = (over: { detail?: EmailReportDetail; recipients?: EmailReportRecipient[] } = {}) => ({
  [`GET ${DETAIL}`]: { body: over.detail ?? detail() },
  [`GET ${ACTIVITY}`]: {
    body: {
      bucket: 'hour',
      points: [
        { at: '2025-03-05T14:00:00', opens: 1, clicks: 0 },
        { at: '2025-03-05T15:00:00', opens: 1, clicks: 1 },
      ],
    },
  },
  [`GET ${RECIPIENTS}`]: {
    body: page(
      over.recipients ?? [
        recipient(1, { clicked: true, click_count: 2 }),
        recipient(2),
        recipient(3, { delivered: false, opened: false, open_count: 0, error: 'Bounced' }),
      ],
    ),
  },
  [`GET ${logsOf(3)}`]: { body: { results: events } },
});

describe('EmailReportsPage: the list', () => {
  it('asks for the last 30 days of every type, 10 a page, and shows date, subject, type, recipients, opens, clicks', async () => {
    const api = mockApi({
      [`GET ${BASE}`]: {
        body: page([report(1), report(2, { type: 'dbd', subject: 'Drip', open: 0, click: 0, count: 12 })], 2),
      },
    });
    renderPage();
    const table = await screen.findByTestId('email-reports-table');
    await within(table).findByText('Spring news 1');
    const today = dayjs().startOf('day');
    expect(lastCall(api.calls, BASE)?.query).toEqual({
      page: '1',
      per_page: '10',
      date_from: ymd(today.subtract(30, 'day')),
      date_to: ymd(today),
      type: 'all',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['03/05/2025 02:30 PM', 'Spring news 1', 'bulk', '3', '2', '1']);
    expect(within(rows[1]!).getByText('drip by day action')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('12')).toBeInTheDocument();
    // The picker shows the range MM/DD/YYYY.
    expect(screen.getByPlaceholderText('Start date')).toHaveValue(
      today.subtract(30, 'day').format('MM/DD/YYYY'),
    );
    expect(screen.getByPlaceholderText('End date')).toHaveValue(today.format('MM/DD/YYYY'));
  });

  it("says 'No email reports found' when nothing was sent in the range", async () => {
    mockApi({ [`GET ${BASE}`]: { body: page([]) } });
    renderPage();
    expect(await screen.findByText(M.noReports)).toBeInTheDocument();
  });

  it('filters by type, sorts, pages (server side) and offers the spec’s date shortcuts', async () => {
    const api = mockApi({ [`GET ${BASE}`]: { body: page([report(1)], 25) } });
    renderPage();
    const table = await screen.findByTestId('email-reports-table');
    await within(table).findByText('Spring news 1');

    fireEvent.click(screen.getByRole('radio', { name: 'Bulk' }));
    await waitFor(() => expect(lastCall(api.calls, BASE)?.query.type).toBe('bulk'));

    fireEvent.click(within(table).getByRole('columnheader', { name: 'Subject' }));
    await waitFor(() => expect(lastCall(api.calls, BASE)?.query.ordering).toBe('subject'));
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Subject' }));
    await waitFor(() => expect(lastCall(api.calls, BASE)?.query.ordering).toBe('-subject'));

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastCall(api.calls, BASE)?.query.page).toBe('3'));

    fireEvent.mouseDown(screen.getByPlaceholderText('Start date'));
    fireEvent.click(screen.getByPlaceholderText('Start date'));
    const presets = (await screen.findByText('Last 7 Days')).closest('ul') as HTMLElement;
    expect(
      within(presets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'This Month', 'Last Month']);
    fireEvent.click(within(presets).getByText('Yesterday', { exact: true }));
    const yesterday = ymd(dayjs().startOf('day').subtract(1, 'day'));
    await waitFor(() =>
      expect(lastCall(api.calls, BASE)?.query).toEqual({
        page: '1',
        per_page: '10',
        date_from: yesterday,
        date_to: yesterday,
        type: 'bulk',
        ordering: '-subject',
      }),
    );
  });

  it('reads its filters from the URL (so Back shows the same list)', async () => {
    const api = mockApi({ [`GET ${BASE}`]: { body: page([report(1)], 1) } });
    renderPage(
      '/harmony/email-reports/4?date_from=2024-01-01&date_to=2024-01-31&type=automation&page=2&ordering=-open',
    );
    await screen.findByText('Spring news 1');
    expect(lastCall(api.calls, BASE)?.query).toEqual({
      page: '2',
      per_page: '10',
      date_from: '2024-01-01',
      date_to: '2024-01-31',
      type: 'automation',
      ordering: '-open',
    });
    expect(screen.getByRole('radio', { name: 'Automation' })).toBeChecked();
    expect(screen.getByPlaceholderText('Start date')).toHaveValue('01/01/2024');
  });

  it('shows the failure with a retry', async () => {
    let fail = true;
    mockApi({
      [`GET ${BASE}`]: () => (fail ? { status: 500, body: { detail: 'boom' } } : { body: page([]) }),
    });
    renderPage();
    expect(await screen.findByText(M.unableToLoad)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(M.noReports)).toBeInTheDocument();
  });

  it('opens a report from its row, and Back returns to the list as it was filtered', async () => {
    const api = mockApi({ [`GET ${BASE}`]: { body: page([report(9)]) }, ...reportRoutes() });
    renderPage('/harmony/email-reports/4?type=bulk');
    const table = await screen.findByTestId('email-reports-table');
    expect(await within(table).findByRole('link', { name: 'Spring news 9' })).toHaveAttribute(
      'href',
      '/harmony/email-reports/4?organizationId=4&reportId=9&reportType=bulk',
    );
    fireEvent.click(await within(table).findByText('3'));
    expect(await screen.findByTestId('email-report-header')).toBeInTheDocument();
    expect(api.callsTo(`GET ${DETAIL}`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByTestId('email-reports-table')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bulk' })).toBeChecked();
  });
});

describe('EmailReportsPage: a report', () => {
  const openReport = () => renderPage('/harmony/email-reports/4?organizationId=4&reportId=9&reportType=bulk');

  it('shows the header, the twelve metrics in spec order with counts and percents, and the chart', async () => {
    mockApi(reportRoutes());
    openReport();
    const header = await screen.findByTestId('email-report-header');
    expect(within(header).getByText('Spring news 9')).toBeInTheDocument();
    expect(within(header).getByText('bulk')).toBeInTheDocument();
    expect(within(header).getByText('03/05/2025 02:30 PM')).toBeInTheDocument();
    expect(within(header).getByText('Acme <news@acme.test>')).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Metrics' })).getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('.ant-typography-secondary')?.textContent)).toEqual(
      emailMetricNames.map((n) => emailMetricLabels[n]),
    );
    const metric = (name: string) => screen.getByTestId(`metric-${name}`);
    expect(within(metric('processed')).getByTestId('metric-count')).toHaveTextContent('3');
    expect(within(metric('processed')).getByTestId('metric-percent')).toHaveTextContent('100.00%');
    expect(within(metric('opens')).getByTestId('metric-count')).toHaveTextContent('2');
    expect(within(metric('opens')).getByTestId('metric-percent')).toHaveTextContent('66.67%');
    expect(within(metric('clicks')).getByTestId('metric-percent')).toHaveTextContent('33.33%');
    expect(within(metric('spam_reports')).getByTestId('metric-percent')).toHaveTextContent('0.00%');

    // The chart comes in its own chunk. jsdom lays nothing out: give the chart's container a size.
    const measure = HTMLElement.prototype.getBoundingClientRect;
    const layout = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (!this.classList.contains('recharts-responsive-container')) return measure.call(this);
      return { width: 640, height: 280, top: 0, left: 0, right: 640, bottom: 280, x: 0, y: 0 } as DOMRect;
    });
    const chart = await screen.findByRole('figure', { name: 'Opens and clicks over time' });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-line')).toHaveLength(2));
    expect(within(chart).getByText('Opens')).toBeInTheDocument();
    expect(within(chart).getByText('Clicks')).toBeInTheDocument();
    layout.mockRestore();
  });

  it('lists the recipients, Not delivered with its View logs, and searches and filters them', async () => {
    const api = mockApi(reportRoutes());
    openReport();
    const table = await screen.findByTestId('email-report-recipients');
    await within(table).findByText('r3@example.test');
    const row = (email: string) => within(table).getByText(email).closest('tr') as HTMLElement;
    // Delivered and opened once: 'Yes' twice; clicked twice: 'Yes (2)'.
    expect(within(row('r1@example.test')).getAllByText('Yes', { exact: true })).toHaveLength(2);
    expect(within(row('r1@example.test')).getByText('Yes (2)')).toBeInTheDocument();
    expect(within(row('r3@example.test')).getByText(M.notDelivered)).toBeInTheDocument();
    expect(within(row('r3@example.test')).getAllByText('No')).toHaveLength(2);
    expect(within(row('r2@example.test')).getByRole('link', { name: 'Contact 2' })).toHaveAttribute(
      'href',
      '/composition/clients/4/client/102',
    );
    expect(lastCall(api.calls, RECIPIENTS)?.query).toEqual({ page: '1', per_page: '10', filter: 'all' });

    fireEvent.click(within(row('r3@example.test')).getByRole('button', { name: M.viewLogs }));
    const dialog = await screen.findByRole('dialog', { name: 'Logs for r3@example.test' });
    const log = await within(dialog).findByTestId('email-event-log');
    await within(log).findByText('Bounced');
    expect(within(log).getByText('Processed')).toBeInTheDocument();
    expect(within(log).getByText('03/05/2025 02:31 PM')).toBeInTheDocument();
    expect(within(log).getByText('550 mailbox unavailable')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('radio', { name: 'Not delivered' }));
    await waitFor(() => expect(lastCall(api.calls, RECIPIENTS)?.query.filter).toBe('not_delivered'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search recipients' }), {
      target: { value: 'r3@' },
    });
    await waitFor(() =>
      expect(lastCall(api.calls, RECIPIENTS)?.query).toEqual({
        page: '1',
        per_page: '10',
        filter: 'not_delivered',
        search: 'r3@',
      }),
    );
  });

  it('pages the recipients by 10 on the server', async () => {
    const api = mockApi({
      ...reportRoutes(),
      [`GET ${RECIPIENTS}`]: { body: page([recipient(1)], 23) },
    });
    openReport();
    const table = await screen.findByTestId('email-report-recipients');
    await within(table).findByText('r1@example.test');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastCall(api.calls, RECIPIENTS)?.query.page).toBe('3'));
  });

  it('downloads the CSV as {id}-email-report.csv with the bearer token, and says when it cannot', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    session.setTokens({ access: 'tok', refresh: 'ref' });
    let fail = false;
    const api = mockApi({
      ...reportRoutes(),
      [`GET ${CSV}`]: () =>
        fail
          ? { status: 500 }
          : new Response('Email,Delivered\r\nr1@example.test,Yes\r\n', {
              headers: { 'Content-Type': 'text/csv' },
            }),
    });
    openReport();
    await screen.findByTestId('email-report-header');
    const button = screen.getByRole('button', { name: /Export CSV/ });
    fireEvent.click(button);
    await waitFor(() => expect(downloads).toEqual(['9-email-report.csv']));
    expect(api.callsTo(`GET ${CSV}`)[0]?.authorization).toBe('Bearer tok');

    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    fail = true;
    fireEvent.click(button);
    expect(await screen.findByText(M.unableToExport)).toBeInTheDocument();
    click.mockRestore();
  });

  it('links View email to the snapshot page', async () => {
    mockApi(reportRoutes());
    openReport();
    await screen.findByTestId('email-report-header');
    expect(screen.getByRole('link', { name: /View email/ })).toHaveAttribute(
      'href',
      '/harmony/email-reports/4/email-snapshot?templateId=9',
    );
  });

  it("shows a single send's detail view (even without reportType): to, status, its log and the snapshot link", async () => {
    const api = mockApi(
      reportRoutes({
        detail: detail({ type: 'single', count: 1, to: 'r3@example.test', object_id: 103 }),
        recipients: [recipient(3, { delivered: false, opened: false, open_count: 0 })],
      }),
    );
    renderPage('/harmony/email-reports/4?organizationId=4&reportId=9');
    const view = await screen.findByTestId('single-email');
    expect(within(view).getByText('r3@example.test')).toBeInTheDocument();
    expect(within(view).getByText('Acme <news@acme.test>')).toBeInTheDocument();
    expect(within(view).getByText('03/05/2025 02:30 PM')).toBeInTheDocument();
    expect(await within(view).findByText(M.notDelivered)).toBeInTheDocument();
    expect(within(view).getByRole('link', { name: 'Contact 3' })).toHaveAttribute(
      'href',
      '/composition/clients/4/client/103',
    );
    const log = await screen.findByTestId('email-event-log');
    expect(await within(log).findByText('Bounced')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View email/ })).toHaveAttribute(
      'href',
      '/harmony/email-reports/4/email-snapshot?templateId=9',
    );
    // No metrics nor activity for one email.
    expect(screen.queryByRole('list', { name: 'Metrics' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${ACTIVITY}`)).toHaveLength(0);
  });

  it('says the report is not found for an unknown or malformed id', async () => {
    mockApi({ [`GET ${DETAIL}`]: { status: 404, body: { detail: 'Not found.' } } });
    renderPage('/harmony/email-reports/4?organizationId=4&reportId=9&reportType=bulk');
    expect(await screen.findByText('Report not found')).toBeInTheDocument();
  });

  it('renders NotFound for a malformed organization id', () => {
    const api = mockApi({});
    renderPage('/harmony/email-reports/abc');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
