import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  dashboardMessages,
  dashboardWidgetTitles,
  type EmailReport,
  type FormSubmission,
  messages,
  type PhoneActivity,
  type UnworkedLead,
  type UpcomingReminder,
} from '@ensemble/contracts';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { mockApi, page, type RecordedCall, renderRoute, type RouteTable } from '@ensemble/shared-ui/testing';
import { harmonyApi } from '../../api/harmonyApi';
import { DashboardPage } from './DashboardPage';

const ORG = 'GET /organization/4/';
const UNWORKED = '/dashboard/4/unworked-leads/';
const REMINDERS = '/dashboard/4/upcoming-reminders/';
const CALLS = '/dashboard/4/recent-website-phone-activity/';
const REPORTS = '/organization/4/email-reports/';
const SUBMISSIONS = '/dashboard/4/recent-form-submissions/';

const lead = (id: number, first: string | null, last: string | null, email: string | null) => ({
  id,
  first_name: first,
  last_name: last,
  email,
  profile_url: `/composition/prospects/4/prospect/${id}`,
});

const unworked = (id: number, over: Partial<UnworkedLead['lead']> = {}): UnworkedLead => ({
  id,
  lead: { ...lead(id, `Ada${id}`, 'Lovelace', `ada${id}@example.test`), ...over },
  created_at: '2026-03-05T15:00:00.000Z',
});

const reminder = (id: number): UpcomingReminder => ({
  id,
  date_of_sending: '04/01/2026 9:30:00 AM',
  reminder: `Call back about the quote ${id}`,
  lead: {
    id: 50 + id,
    name: `Grace Hopper${id}`,
    email: 'grace@example.test',
    profile_url: `/composition/clients/4/client/${50 + id}`,
  },
});

const call = (n: number, over: Partial<PhoneActivity> = {}): PhoneActivity => ({
  sid: `CA${String(n).padStart(32, '0')}`,
  date_created: '2026-03-08T14:05:00.000Z',
  from_formatted: `(201) 555-${String(100 + n).padStart(4, '0')}`,
  to_formatted: '(415) 555-0100',
  direction: 'inbound',
  status: 'completed',
  duration: 75,
  lead: null,
  ...over,
});

const report = (id: number, over: Partial<EmailReport> = {}): EmailReport => ({
  id,
  _id: 1775000000 + id,
  type: 'bulk',
  subject: `Spring news ${id}`,
  count: 3,
  object_id: null,
  timestamp: '2026-03-06T17:45:00.000Z',
  datetime_sending: '2026-03-06T17:45:00.000Z',
  from: 'office@acme.test',
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

const submission = (id: number, leadId: number, fields: Record<string, string> = {}): FormSubmission => ({
  id,
  lead: lead(leadId, 'Alan', `Turing${id}`, `alan${id}@example.test`),
  submitted_at: '2026-03-07T10:05:00.000Z',
  fields: { first_name: 'Alan', Message: `Please call me ${id}`, ...fields },
});

const empty = { body: page([]) };

/** Every call the dashboard makes, answered empty unless a test says otherwise. */
const routes = (over: RouteTable = {}): RouteTable => ({
  [ORG]: { body: { id: 4, name: 'Acme Insurance', is_owner: true } },
  [`GET ${UNWORKED}`]: empty,
  [`GET ${REMINDERS}`]: empty,
  [`GET ${CALLS}`]: empty,
  [`GET ${REPORTS}`]: empty,
  [`GET ${SUBMISSIONS}`]: empty,
  ...over,
});

const renderDashboard = (url = '/dashboard/4') =>
  renderRoute('/dashboard/:organizationId', url, <DashboardPage />, makeRemoteStore(harmonyApi));

const widget = (title: string) => screen.getByRole('region', { name: title });
const lastCall = (calls: RecordedCall[], path: string) => calls.filter((c) => c.path === path).at(-1);
const callsOf = (calls: RecordedCall[], path: string) => calls.filter((c) => c.path === path).length;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('DashboardPage', () => {
  it("shows the organization's name and each widget's rows, 10 a page, with links to the records", async () => {
    const api = mockApi(
      routes({
        [`GET ${UNWORKED}`]: {
          body: page([unworked(1), unworked(2, { first_name: null, last_name: null })]),
        },
        [`GET ${REMINDERS}`]: { body: page([reminder(1)]) },
        [`GET ${REPORTS}`]: { body: page([report(9, { type: 'dbd0', open: 12, click: 5 })]) },
        [`GET ${SUBMISSIONS}`]: { body: page([submission(3, 31)]) },
      }),
    );
    renderDashboard();
    expect(await screen.findByText('Acme Insurance')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    const leads = widget(dashboardWidgetTitles.unworkedLeads);
    expect(await within(leads).findByRole('link', { name: 'Ada1 Lovelace' })).toHaveAttribute(
      'href',
      '/composition/prospects/4/prospect/1',
    );
    // No name: the email stands for it.
    expect(within(leads).getByRole('link', { name: 'ada2@example.test' })).toBeInTheDocument();
    expect(within(leads).getByText('ada1@example.test')).toBeInTheDocument();
    expect(within(leads).getAllByText('03/05/2026')).toHaveLength(2);

    const reminders = widget(dashboardWidgetTitles.upcomingReminders);
    expect(await within(reminders).findByText('04/01/2026 9:30:00 AM')).toBeInTheDocument();
    expect(within(reminders).getByText('Call back about the quote 1')).toBeInTheDocument();
    expect(within(reminders).getByRole('link', { name: 'Grace Hopper1' })).toHaveAttribute(
      'href',
      '/composition/clients/4/client/51',
    );

    const reports = widget(dashboardWidgetTitles.latestEmailReports);
    const subject = await within(reports).findByRole('link', { name: 'Spring news 9' });
    expect(subject).toHaveAttribute(
      'href',
      '/harmony/email-reports/4?organizationId=4&reportId=9&reportType=dbd0',
    );
    const reportRow = subject.closest('tr') as HTMLElement;
    expect(within(reportRow).getByText('drip by day action')).toBeInTheDocument();
    expect(within(reportRow).getByText('12')).toBeInTheDocument();
    expect(within(reportRow).getByText('5')).toBeInTheDocument();
    // MM/DD/YYYY hh:mm A in the browser's time zone.
    expect(within(reportRow).getByText(/^03\/06\/2026 \d{2}:45 [AP]M$/)).toBeInTheDocument();

    const submissions = widget(dashboardWidgetTitles.formSubmissions);
    expect(await within(submissions).findByRole('link', { name: 'Alan Turing3' })).toHaveAttribute(
      'href',
      '/composition/prospects/4/prospect/31',
    );
    expect(within(submissions).getByText('alan3@example.test')).toBeInTheDocument();
    expect(within(submissions).getByText('Please call me 3')).toBeInTheDocument();

    for (const path of [UNWORKED, REMINDERS, CALLS, SUBMISSIONS]) {
      expect(lastCall(api.calls, path)?.query).toEqual({ page: '1', per_page: '10' });
    }
    expect(lastCall(api.calls, REPORTS)?.query).toEqual({
      page: '1',
      per_page: '10',
      ordering: '-timestamp',
    });
  });

  it('shows each call with its badge, the caller (linked to its record when a contact), date and duration', async () => {
    mockApi(
      routes({
        [`GET ${CALLS}`]: {
          body: page([
            call(1, { lead: lead(31, 'Ada', 'Lovelace', null) }),
            call(2, { status: 'no-answer', duration: 0 }),
            call(3, { direction: 'outbound', duration: 3725 }),
          ]),
        },
      }),
    );
    renderDashboard();
    const calls = await screen.findByRole('region', { name: dashboardWidgetTitles.phoneActivity });
    const caller = await within(calls).findByRole('link', { name: '(201) 555-0101' });
    expect(caller).toHaveAttribute('href', '/composition/prospects/4/prospect/31');
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const [incoming, missed, outgoing] = within(calls).getAllByRole('row').slice(1);
    // MM/DD/YYYY hh:mm A in the browser's time zone.
    expect(cells(incoming!)).toEqual([
      'INCOMING',
      '(201) 555-0101',
      expect.stringMatching(/^03\/0[89]\/2026 \d{2}:05 [AP]M$/),
      '1m 15s',
    ]);
    expect(cells(missed!)).toEqual(['MISSED', '(201) 555-0102', expect.any(String), '0m 00s']);
    expect(cells(outgoing!)).toEqual(['OUTGOING', '(201) 555-0103', expect.any(String), '01:02:05']);
    // A caller who is no contact: the number alone.
    expect(within(missed!).queryByRole('link')).toBeNull();
    const badge = (r: HTMLElement, text: string) => within(r).getByText(text);
    expect(badge(incoming!, 'INCOMING')).toHaveClass('ant-tag-green');
    expect(badge(missed!, 'MISSED')).toHaveClass('ant-tag-red');
    expect(badge(outgoing!, 'OUTGOING')).toHaveClass('ant-tag-blue');
  });

  it('says what each widget has none of', async () => {
    mockApi(routes());
    renderDashboard();
    for (const [title, text] of [
      [dashboardWidgetTitles.unworkedLeads, dashboardMessages.noUnworkedLeads],
      [dashboardWidgetTitles.upcomingReminders, dashboardMessages.noUpcomingReminders],
      [dashboardWidgetTitles.phoneActivity, dashboardMessages.noPhoneActivity],
      [dashboardWidgetTitles.latestEmailReports, dashboardMessages.noEmailReports],
      [dashboardWidgetTitles.formSubmissions, dashboardMessages.noFormSubmissions],
    ]) {
      expect(await within(await screen.findByRole('region', { name: title })).findByText(text)).toBeVisible();
    }
  });

  it.each([
    [dashboardWidgetTitles.unworkedLeads, UNWORKED, (i: number) => unworked(i)],
    [dashboardWidgetTitles.upcomingReminders, REMINDERS, (i: number) => reminder(i)],
    [dashboardWidgetTitles.phoneActivity, CALLS, (i: number) => call(i)],
    [dashboardWidgetTitles.latestEmailReports, REPORTS, (i: number) => report(i)],
    [dashboardWidgetTitles.formSubmissions, SUBMISSIONS, (i: number) => submission(i, 100 + i)],
  ])('%s pages on the server: page 2 asks for page=2', async (title, path, row) => {
    const api = mockApi(
      routes({
        [`GET ${path}`]: (c) => {
          const first = (Number(c.query.page) - 1) * 10 + 1;
          return { body: page([row(first), row(first + 1)], 23) };
        },
      }),
    );
    renderDashboard();
    const card = await screen.findByRole('region', { name: title });
    await waitFor(() => expect(within(card).getAllByRole('row')).toHaveLength(3));
    fireEvent.click(within(card).getByTitle('2'));
    await waitFor(() => expect(lastCall(api.calls, path)?.query.page).toBe('2'));
    expect(lastCall(api.calls, path)?.query.per_page).toBe('10');
    await waitFor(() => expect(within(card).getByTitle('2')).toHaveClass('ant-pagination-item-active'));
  });

  it('Refresh reloads its own widget only', async () => {
    let reminders: UpcomingReminder[] = [];
    const api = mockApi(routes({ [`GET ${REMINDERS}`]: () => ({ body: page(reminders) }) }));
    renderDashboard();
    const card = await screen.findByRole('region', { name: dashboardWidgetTitles.upcomingReminders });
    expect(await within(card).findByText(dashboardMessages.noUpcomingReminders)).toBeInTheDocument();
    await waitFor(() => expect(callsOf(api.calls, UNWORKED)).toBe(1));
    reminders = [reminder(7)];
    fireEvent.click(within(card).getByRole('button', { name: /Refresh/ }));
    expect(await within(card).findByText('Call back about the quote 7')).toBeInTheDocument();
    expect(callsOf(api.calls, REMINDERS)).toBe(2);
    expect(callsOf(api.calls, UNWORKED)).toBe(1);
    expect(callsOf(api.calls, CALLS)).toBe(1);
    expect(callsOf(api.calls, REPORTS)).toBe(1);
    expect(callsOf(api.calls, SUBMISSIONS)).toBe(1);
  });

  it("removes a contact's form submissions after the confirm, toasts, and reloads the widget", async () => {
    let rows = [submission(3, 31), submission(4, 32)];
    const api = mockApi(
      routes({
        [`GET ${SUBMISSIONS}`]: () => ({ body: page(rows) }),
        [`DELETE ${SUBMISSIONS}31/`]: () => {
          rows = rows.filter((r) => r.lead.id !== 31);
          return { status: 204 };
        },
      }),
    );
    renderDashboard();
    const card = await screen.findByRole('region', { name: dashboardWidgetTitles.formSubmissions });
    await within(card).findByText('Please call me 3');

    fireEvent.click(within(card).getByRole('button', { name: 'Remove the submission of Alan Turing3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove submission' });
    expect(
      within(dialog).getByText(
        'Remove the form submissions of Alan Turing3 from the dashboard? The contact stays.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${SUBMISSIONS}31/`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(dashboardMessages.removed)).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${SUBMISSIONS}31/`)).toHaveLength(1);
    await waitFor(() => expect(within(card).queryByText('Please call me 3')).toBeNull());
    expect(within(card).getByText('Please call me 4')).toBeInTheDocument();
  });

  it('goes back a page when a removal leaves the last page empty', async () => {
    let rows = Array.from({ length: 11 }, (_, i) => submission(i + 1, 100 + i + 1));
    const api = mockApi(
      routes({
        [`GET ${SUBMISSIONS}`]: (c) => {
          const from = (Number(c.query.page) - 1) * 10;
          return { body: page(rows.slice(from, from + 10), rows.length) };
        },
        [`DELETE ${SUBMISSIONS}111/`]: () => {
          rows = rows.filter((r) => r.lead.id !== 111);
          return { status: 204 };
        },
      }),
    );
    renderDashboard();
    const card = await screen.findByRole('region', { name: dashboardWidgetTitles.formSubmissions });
    await within(card).findByText('Please call me 1');
    fireEvent.click(within(card).getByTitle('2'));
    fireEvent.click(
      await within(card).findByRole('button', { name: 'Remove the submission of Alan Turing11' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove submission' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(dashboardMessages.removed)).toBeInTheDocument();
    await waitFor(() => expect(lastCall(api.calls, SUBMISSIONS)?.query.page).toBe('1'));
    expect(await within(card).findByText('Please call me 1')).toBeInTheDocument();
    expect(within(card).queryByText(dashboardMessages.noFormSubmissions)).toBeNull();
  });

  it("toasts 'Unable to remove submission' when the removal fails, and keeps the row", async () => {
    mockApi(
      routes({
        [`GET ${SUBMISSIONS}`]: { body: page([submission(3, 31)]) },
        [`DELETE ${SUBMISSIONS}31/`]: { status: 500, body: { detail: 'boom' } },
      }),
    );
    renderDashboard();
    const card = await screen.findByRole('region', { name: dashboardWidgetTitles.formSubmissions });
    fireEvent.click(await within(card).findByRole('button', { name: /Remove the submission of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove submission' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(dashboardMessages.unableToRemove)).toBeInTheDocument();
    expect(within(card).getByText('Please call me 3')).toBeInTheDocument();
  });

  it("shows the posted message (under any of the webhook's names for it) and opens to every posted field", async () => {
    const posted = { ...submission(3, 31), fields: { Comments: 'Call after 5 pm', phone: '(201) 555-0100' } };
    mockApi(routes({ [`GET ${SUBMISSIONS}`]: { body: page([posted]) } }));
    renderDashboard();
    const card = await screen.findByRole('region', { name: dashboardWidgetTitles.formSubmissions });
    await within(card).findByText('Call after 5 pm');
    expect(within(card).queryByText('(201) 555-0100')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: /expand row/i }));
    expect(await within(card).findByText('(201) 555-0100')).toBeInTheDocument();
    expect(within(card).getByText('phone', { exact: true })).toBeInTheDocument();
    expect(within(card).getByText('Comments', { exact: true })).toBeInTheDocument();
  });

  it('opens a record from a widget in the suite, and a report in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    mockApi(
      routes({
        [`GET ${UNWORKED}`]: { body: page([unworked(1)]) },
        [`GET ${REPORTS}`]: { body: page([report(9, { type: 'single' })]) },
      }),
    );
    renderDashboard();
    const reports = await screen.findByRole('region', { name: dashboardWidgetTitles.latestEmailReports });
    const url = '/harmony/email-reports/4?organizationId=4&reportId=9&reportType=single';
    fireEvent.click(await within(reports).findByText('Spring news 9'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
    // Anywhere on the row.
    fireEvent.click(within(reports).getByText('single'));
    expect(open).toHaveBeenCalledTimes(2);

    const leads = widget(dashboardWidgetTitles.unworkedLeads);
    fireEvent.click(await within(leads).findByRole('link', { name: 'Ada1 Lovelace' }));
    expect(window.location.pathname).toBe('/composition/prospects/4/prospect/1');
  });

  it("shows 'Unable to load data' with Retry in a widget whose list fails, the others unaffected", async () => {
    let fail = true;
    mockApi(
      routes({
        [`GET ${UNWORKED}`]: () =>
          fail ? { status: 500, body: { detail: 'boom' } } : { body: page([unworked(1)]) },
      }),
    );
    renderDashboard();
    const leads = await screen.findByRole('region', { name: dashboardWidgetTitles.unworkedLeads });
    expect(await within(leads).findByText(dashboardMessages.unableToLoad)).toBeInTheDocument();
    expect(
      await within(widget(dashboardWidgetTitles.upcomingReminders)).findByText(
        dashboardMessages.noUpcomingReminders,
      ),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(leads).getByRole('button', { name: 'Retry' }));
    expect(await within(leads).findByRole('link', { name: 'Ada1 Lovelace' })).toBeInTheDocument();
  });

  it('says the organization cannot be fetched when the API answers 404', async () => {
    mockApi({ [ORG]: { status: 404, body: { detail: 'Not found.' } } });
    renderDashboard();
    expect(await screen.findByText(messages.unableToFetchOrganization)).toBeInTheDocument();
  });

  it('renders NotFound for a malformed organization id', () => {
    const api = mockApi({});
    renderDashboard('/dashboard/abc');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
