import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type CustomAutomation,
  automationDateFieldLabels,
  automationMessages as M,
  textMessages,
} from '@ensemble/contracts';
import { page, type RecordedCall } from '@ensemble/shared-ui/testing';
import {
  choose,
  CUSTOM,
  customAutomation,
  dialog,
  mockAutomations,
  renderAutomations,
  toast,
  typeDate,
} from '../test-utils';

const slow = { timeout: 5000 };

/** Custom automations as the API keeps them: created with id 5, patched, deleted. */
function customServer(initial: CustomAutomation[], more = {}) {
  let rows = [...initial];
  const patch = (id: number) => (call: RecordedCall) => {
    rows = rows.map((a) => (a.id === id ? { ...a, ...(call.body as Partial<CustomAutomation>) } : a));
    return { status: 200, body: rows.find((a) => a.id === id) };
  };
  return mockAutomations({
    [`GET ${CUSTOM}`]: () => ({ status: 200, body: page(rows) }),
    [`POST ${CUSTOM}`]: (call) => {
      const created = customAutomation(5, '', call.body as Partial<CustomAutomation>);
      rows = [...rows, created];
      return { status: 201, body: created };
    },
    [`PATCH ${CUSTOM}1/`]: patch(1),
    [`DELETE ${CUSTOM}1/`]: () => {
      rows = rows.filter((a) => a.id !== 1);
      return { status: 204 };
    },
    [`POST ${CUSTOM}5/drip-by-day-action/batch/`]: { status: 200, body: [] },
    [`POST ${CUSTOM}5/one-off-action/batch/`]: { status: 200, body: [] },
    [`POST ${CUSTOM}1/drip-by-day-action/batch/`]: { status: 200, body: [] },
    ...more,
  });
}

async function table() {
  return screen.findByTestId('build-your-own-table');
}
async function rowOf(name: string) {
  return (await within(await table()).findByText(name, {}, slow)).closest('tr')!;
}

async function openNew() {
  fireEvent.click((await screen.findAllByRole('button', { name: /New automation/ }, slow))[0]!);
  return dialog('New automation');
}

/** Fills the creation form: a name, the Prospect stage and a type. */
async function fillNew(form: HTMLElement, name: string, type: 'Drip by day' | 'Drip by date') {
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: name } });
  fireEvent.click(within(form).getByLabelText('Prospect'));
  fireEvent.click(within(form).getByLabelText(type));
}

describe('Build your own', () => {
  it('lists 100 a page, searches after a pause and sorts by name', async () => {
    const api = customServer([
      customAutomation(1, 'Welcome drip', {
        buckets: ['opportunity', 'prospect', 'client', 'former_client', 'other'],
      }),
    ]);
    renderAutomations('build-your-own');
    const row = await rowOf('Welcome drip');
    expect(within(row).getByText('Drip by day')).toBeInTheDocument();
    // All five stages read 'All'.
    expect(within(row).getByText('All')).toBeInTheDocument();
    expect(api.callsTo(`GET ${CUSTOM}`)[0]?.query).toEqual({ currentPage: '1', pageSize: '100' });

    fireEvent.change(screen.getByLabelText('Search automations'), { target: { value: 'wel' } });
    await waitFor(() => expect(api.callsTo(`GET ${CUSTOM}`).at(-1)?.query).toMatchObject({ search: 'wel' }));
    fireEvent.click(within(await table()).getAllByText('Name')[0]!);
    await waitFor(() =>
      expect(api.callsTo(`GET ${CUSTOM}`).at(-1)?.query).toMatchObject({ sorting: 'name' }),
    );
  });

  it('shows an empty state with the create button', async () => {
    customServer([]);
    renderAutomations('build-your-own');
    const empty = await within(await table()).findByText(/No automations yet/, {}, slow);
    expect(empty).toBeInTheDocument();
    expect(within(await table()).getByRole('button', { name: /New automation/ })).toBeInTheDocument();
  });

  it("switches an automation off ('Automation updated')", async () => {
    const api = customServer([customAutomation(1, 'Welcome drip')]);
    renderAutomations('build-your-own');
    fireEvent.click(
      within(await rowOf('Welcome drip')).getByRole('switch', { name: 'Active: Welcome drip' }),
    );
    await toast('success', M.updated);
    expect(api.callsTo(`PATCH ${CUSTOM}1/`)[0]?.body).toEqual({ active: false });
    await waitFor(async () =>
      expect(
        within(await rowOf('Welcome drip')).getByRole('switch', { name: 'Active: Welcome drip' }),
      ).not.toBeChecked(),
    );
  });

  it("says 'Unable to update automation' as an error when the toggle fails", async () => {
    customServer([customAutomation(1, 'Welcome drip')], { [`PATCH ${CUSTOM}1/`]: { status: 500, body: {} } });
    renderAutomations('build-your-own');
    fireEvent.click(
      within(await rowOf('Welcome drip')).getByRole('switch', { name: 'Active: Welcome drip' }),
    );
    await toast('error', M.unableToUpdate);
  });

  it("deletes after a confirmation; a failure shows 'Unable to delete automation' as an error", async () => {
    const api = customServer([customAutomation(1, 'Welcome drip')], {
      [`DELETE ${CUSTOM}1/`]: { status: 500, body: {} },
    });
    renderAutomations('build-your-own');
    fireEvent.click(within(await rowOf('Welcome drip')).getByRole('button', { name: 'Delete Welcome drip' }));
    const confirm = await dialog('Delete Welcome drip');
    expect(confirm).toHaveTextContent('Its result based automations are deleted too.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await toast('error', M.unableToDelete);
    expect(api.callsTo(`DELETE ${CUSTOM}1/`)).toHaveLength(1);
    expect(await rowOf('Welcome drip')).toBeTruthy();
  });

  it("refuses a nameless automation without an audience, with the spec's words", async () => {
    const api = customServer([]);
    renderAutomations('build-your-own');
    const form = await openNew();
    fireEvent.click(within(form).getByRole('button', { name: 'Save and set the actions' }));
    expect(await within(form).findByText(M.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.audienceRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.typeRequired)).toBeInTheDocument();
    // All five stages read 'All'.
    fireEvent.click(within(form).getByLabelText('All'));
    expect(within(form).getByTestId('buckets-summary')).toHaveTextContent(/^All$/);
    await waitFor(() => expect(within(form).queryByText(M.audienceRequired)).toBeNull());
    expect(api.callsTo(`POST ${CUSTOM}`)).toHaveLength(0);
  });

  it("creates a drip by day, then saves its EMAIL, SMS and REMINDER rows in one batch ('Automation action added')", async () => {
    const api = customServer([]);
    renderAutomations('build-your-own');
    const form = await openNew();
    await fillNew(form, 'Renewal drip', 'Drip by day');
    await choose(form, 'Tags', 'VIP');
    await choose(form, 'Count days from', automationDateFieldLabels.sale_expiration);
    fireEvent.click(within(form).getByLabelText('Stop when the contact replies'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save and set the actions' }));
    await waitFor(() => expect(api.callsTo(`POST ${CUSTOM}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${CUSTOM}`)[0]?.body).toEqual({
      name: 'Renewal drip',
      active: true,
      buckets: ['prospect'],
      lead_lists: [],
      groups: [31],
      included_services: [],
      excluded_services: [],
      type: 0,
      is_interaction_based: false,
      date_field: 'sale_expiration',
      stop_on_reply: true,
    });

    const actions = await dialog('Drip by day actions: Renewal drip');
    fireEvent.click(within(actions).getByRole('button', { name: 'Save' }));
    expect(await within(actions).findByText(M.fillAllFields)).toBeInTheDocument();
    expect(api.callsTo(`POST ${CUSTOM}5/drip-by-day-action/batch/`)).toHaveLength(0);

    const first = within(actions).getByTestId('action-row-1');
    fireEvent.change(within(first).getByLabelText('Day'), { target: { value: '0' } });
    await choose(first, 'Email template', 'Season greetings');
    fireEvent.change(within(first).getByLabelText('Subject'), { target: { value: 'Welcome aboard' } });

    fireEvent.click(within(actions).getByRole('button', { name: /Add action/ }));
    const second = within(actions).getByTestId('action-row-2');
    await choose(second, 'Send', 'SMS');
    fireEvent.change(within(second).getByLabelText('Day'), { target: { value: '3' } });
    await choose(second, 'Text template', 'Quick hello');

    fireEvent.click(within(actions).getByRole('button', { name: /Add action/ }));
    const third = within(actions).getByTestId('action-row-3');
    await choose(third, 'Send', 'Reminder');
    // No maximum on the day number.
    fireEvent.change(within(third).getByLabelText('Day'), { target: { value: '4000' } });
    fireEvent.change(within(third).getByLabelText('Reminder'), {
      target: { value: 'Call about the renewal' },
    });

    fireEvent.click(within(actions).getByRole('button', { name: 'Save' }));
    await toast('success', M.actionAdded);
    expect(api.callsTo(`POST ${CUSTOM}5/drip-by-day-action/batch/`)[0]?.body).toEqual({
      actions: [
        { send: 'EMAIL', day: 0, bee_free_template: 7, subject: 'Welcome aboard' },
        { send: 'SMS', day: 3, text_template: 21 },
        { send: 'REMINDER', day: 4000, reminder: 'Call about the renewal' },
      ],
    });
  });

  it("warns 'Phone number setup is not completed' on an SMS row while the organization has no number", async () => {
    customServer([], {
      [`GET /organization/4/twilio/phone-number/`]: {
        status: 200,
        body: { twilio_number: null, real_number: null, number_type: null, area_code: null },
      },
    });
    renderAutomations('build-your-own');
    const form = await openNew();
    await fillNew(form, 'Texts drip', 'Drip by day');
    fireEvent.click(within(form).getByRole('button', { name: 'Save and set the actions' }));
    const actions = await dialog('Drip by day actions: Texts drip');
    // An email row needs no number.
    expect(within(actions).queryByTestId('actions-phone-warning')).toBeNull();
    await choose(within(actions).getByTestId('action-row-1'), 'Send', 'SMS');
    const warning = await within(actions).findByTestId('actions-phone-warning', {}, slow);
    expect(warning).toHaveTextContent(textMessages.phoneSetupNotCompleted);
    expect(within(warning).getByRole('link', { name: textMessages.goToPhoneSetup })).toHaveAttribute(
      'href',
      '/tempo/phone-number-setup/4',
    );
  });

  it('shows no phone warning on SMS rows once the organization has a number', async () => {
    const api = customServer([], {
      [`GET /organization/4/twilio/phone-number/`]: {
        status: 200,
        body: { twilio_number: '+15125550100', real_number: null, number_type: 'local', area_code: '512' },
      },
    });
    renderAutomations('build-your-own');
    const form = await openNew();
    await fillNew(form, 'Texts drip', 'Drip by day');
    fireEvent.click(within(form).getByRole('button', { name: 'Save and set the actions' }));
    const actions = await dialog('Drip by day actions: Texts drip');
    await choose(within(actions).getByTestId('action-row-1'), 'Send', 'SMS');
    await waitFor(() => expect(api.callsTo('GET /organization/4/twilio/phone-number/')).toHaveLength(1));
    expect(within(actions).queryByTestId('actions-phone-warning')).toBeNull();
  });

  it('creates a drip by date whose rows go out on dates (one-off-action/batch/), showing the server refusing a day', async () => {
    const api = customServer([], {
      [`POST ${CUSTOM}5/one-off-action/batch/`]: () =>
        api.callsTo(`POST ${CUSTOM}5/one-off-action/batch/`).length === 1
          ? { status: 400, body: { 'actions[0].date': [M.dateFromTomorrow] } }
          : { status: 200, body: [] },
    });
    renderAutomations('build-your-own');
    const form = await openNew();
    await fillNew(form, 'Open house', 'Drip by date');
    // 'Count days from' is a drip by day's.
    expect(within(form).queryByLabelText('Count days from')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save and set the actions' }));
    const actions = await dialog('Drip by date actions: Open house');
    const row = within(actions).getByTestId('action-row-1');
    await choose(row, 'Send', 'SMS');
    await typeDate(row, 'Date', '10/01/2099');
    await choose(row, 'Text template', 'Reminder text');
    fireEvent.click(within(actions).getByRole('button', { name: 'Save' }));
    expect(await within(actions).findByText(M.dateFromTomorrow)).toBeInTheDocument();

    fireEvent.click(within(actions).getByRole('button', { name: 'Save' }));
    await toast('success', M.actionAdded);
    expect(api.callsTo(`POST ${CUSTOM}5/one-off-action/batch/`)[1]?.body).toEqual({
      actions: [{ send: 'SMS', date: '2099-10-01', text_template: 22 }],
    });
  });

  it('edits an automation: its type stays, then its saved actions come back to be changed', async () => {
    const saved = customAutomation(1, 'Welcome drip', {
      automations_list: [
        {
          id: 11,
          send: 'EMAIL',
          day: 0,
          date: null,
          subject: 'Hi',
          bee_free_template: 7,
          text_template: null,
          reminder: null,
          automation: 1,
        },
        {
          id: 12,
          send: 'SMS',
          day: 2,
          date: null,
          subject: null,
          bee_free_template: null,
          text_template: 21,
          reminder: null,
          automation: 1,
        },
      ],
    });
    const api = customServer([saved]);
    renderAutomations('build-your-own');
    fireEvent.click(within(await rowOf('Welcome drip')).getByRole('button', { name: 'Edit Welcome drip' }));
    const form = await dialog('Edit automation');
    expect(within(form).getByLabelText('Name')).toHaveValue('Welcome drip');
    expect(within(form).getByLabelText('Drip by date')).toBeDisabled();
    expect(within(form).getByText(M.typeLocked)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Welcome series' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and set the actions' }));
    await toast('success', M.updated);
    expect(api.callsTo(`PATCH ${CUSTOM}1/`)[0]?.body).toMatchObject({
      name: 'Welcome series',
      buckets: ['prospect'],
      type: 0,
    });

    const actions = await dialog('Drip by day actions: Welcome series');
    expect(within(within(actions).getByTestId('action-row-1')).getByLabelText('Subject')).toHaveValue('Hi');
    fireEvent.click(within(actions).getByRole('button', { name: 'Remove action 1' }));
    fireEvent.click(within(actions).getByRole('button', { name: 'Save' }));
    await toast('success', M.actionAdded);
    expect(api.callsTo(`POST ${CUSTOM}1/drip-by-day-action/batch/`)[0]?.body).toEqual({
      actions: [{ id: 12, send: 'SMS', day: 2, text_template: 21 }],
    });
  });
});
