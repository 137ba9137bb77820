import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AutomationHoliday, automationMessages as M, leadsMessages } from '@ensemble/contracts';
import { page, type RecordedCall } from '@ensemble/shared-ui/testing';
import {
  choose,
  dialog,
  emailTemplate,
  holiday,
  HOLIDAYS,
  mockAutomations,
  renderAutomations,
  toast,
  typeDate,
} from '../test-utils';

const slow = { timeout: 5000 };

/** The holidays API as a little state machine, with spec 3 §4's rule: removing the template deactivates and clears. */
function holidaysServer(initial: AutomationHoliday[], more = {}) {
  let rows = [...initial];
  const put = (id: number) => (call: RecordedCall) => {
    const body = call.body as Partial<AutomationHoliday>;
    rows = rows.map((h) => {
      if (h.id !== id) return h;
      const next = { ...h, ...body };
      return next.bee_free_template == null ? { ...next, active: false, subject: null } : next;
    });
    return { status: 200, body: rows.find((h) => h.id === id) };
  };
  return mockAutomations({
    [`GET ${HOLIDAYS}`]: () => ({ status: 200, body: page(rows) }),
    [`PUT ${HOLIDAYS}1/`]: put(1),
    [`PUT ${HOLIDAYS}2/`]: put(2),
    [`POST ${HOLIDAYS}`]: (call) => {
      const created = holiday(9, (call.body as { name: string }).name, {
        ...(call.body as Partial<AutomationHoliday>),
        is_seeded: false,
      });
      rows = [...rows, created];
      return { status: 201, body: created };
    },
    [`DELETE ${HOLIDAYS}2/`]: () => {
      rows = rows.filter((h) => h.id !== 2);
      return { status: 204 };
    },
    ...more,
  });
}

async function rowOf(name: string) {
  const table = await screen.findByTestId('holidays-table');
  return (await within(table).findByText(name, {}, slow)).closest('tr')!;
}

describe('Global automations', () => {
  it('lists the holidays with their date MM/DD/YYYY; subject and switch wait for a template', async () => {
    holidaysServer([
      holiday(1, 'Christmas Day'),
      holiday(2, 'Shop anniversary', { date: '2026-09-05', is_seeded: false }),
    ]);
    renderAutomations('global');
    const row = await rowOf('Christmas Day');
    expect(within(row).getByText('12/25/2026')).toBeInTheDocument();
    expect(within(row).getByLabelText('Subject of Christmas Day')).toBeDisabled();
    expect(within(row).getByRole('switch', { name: 'Active: Christmas Day' })).toBeDisabled();
    // The suite's holidays cannot be deleted; the organization's own can.
    expect(within(row).queryByRole('button', { name: 'Delete Christmas Day' })).toBeNull();
    expect(
      within(await rowOf('Shop anniversary')).getByRole('button', { name: 'Delete Shop anniversary' }),
    ).toBeEnabled();
  });

  it("assigns a template ('Template assigned successfully'), then saves the subject and switches the email on", async () => {
    const api = holidaysServer([holiday(1, 'Christmas Day')]);
    renderAutomations('global');
    await choose(await rowOf('Christmas Day'), 'Email template of Christmas Day', 'Season greetings');
    await toast('success', M.templateAssigned);
    expect(api.callsTo(`PUT ${HOLIDAYS}1/`)[0]?.body).toEqual({ bee_free_template: 7 });

    const subject = within(await rowOf('Christmas Day')).getByLabelText('Subject of Christmas Day');
    await waitFor(() => expect(subject).toBeEnabled());
    fireEvent.change(subject, { target: { value: 'Merry Christmas' } });
    fireEvent.keyDown(subject, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await toast('success', M.subjectUpdated);
    expect(api.callsTo(`PUT ${HOLIDAYS}1/`)[1]?.body).toEqual({ subject: 'Merry Christmas' });

    fireEvent.click(
      within(await rowOf('Christmas Day')).getByRole('switch', { name: 'Active: Christmas Day' }),
    );
    await toast('success', M.updated);
    expect(api.callsTo(`PUT ${HOLIDAYS}1/`)[2]?.body).toEqual({ active: true });
    await waitFor(async () =>
      expect(
        within(await rowOf('Christmas Day')).getByRole('switch', { name: 'Active: Christmas Day' }),
      ).toBeChecked(),
    );

    await choose(await rowOf('Christmas Day'), 'Text template of Christmas Day', 'Quick hello');
    await waitFor(() => expect(api.callsTo(`PUT ${HOLIDAYS}1/`)[3]?.body).toEqual({ text_template: 21 }));
  });

  it("removes the template ('Template removed successfully'): the row goes inactive, its subject cleared", async () => {
    const api = holidaysServer([
      holiday(1, 'Christmas Day', { bee_free_template: 7, subject: 'Merry Christmas', active: true }),
    ]);
    const { container } = renderAutomations('global');
    const row = await rowOf('Christmas Day');
    await waitFor(() =>
      expect(within(row).getByLabelText('Subject of Christmas Day')).toHaveValue('Merry Christmas'),
    );
    await within(row).findByText('Season greetings');
    fireEvent.mouseDown(within(row).getByLabelText('Email template of Christmas Day'));
    fireEvent.mouseUp(row.querySelector('.ant-select-clear')!);
    fireEvent.click(row.querySelector('.ant-select-clear')!);
    await toast('success', M.templateRemoved);
    expect(api.callsTo(`PUT ${HOLIDAYS}1/`)[0]?.body).toEqual({ bee_free_template: null });
    await waitFor(() => {
      const now = container.querySelector('[data-testid="holidays-table"]')!;
      expect(within(now as HTMLElement).getByLabelText('Subject of Christmas Day')).toHaveValue('');
      expect(
        within(now as HTMLElement).getByRole('switch', { name: 'Active: Christmas Day' }),
      ).not.toBeChecked();
      expect(
        within(now as HTMLElement).getByRole('switch', { name: 'Active: Christmas Day' }),
      ).toBeDisabled();
    });
  });

  it('offers the library templates too, and names an assigned template kept in a folder', async () => {
    const api = holidaysServer(
      [holiday(1, 'Christmas Day'), holiday(2, 'Halloween', { bee_free_template: 99 })],
      // Not on the first page (it sits in a folder): read by id.
      {
        'GET /organization/4/email-templates/99/': {
          status: 200,
          body: emailTemplate(99, 'Spooky (in a folder)'),
        },
      },
    );
    renderAutomations('global');
    expect(await within(await rowOf('Halloween')).findByText('Spooky (in a folder)')).toBeInTheDocument();
    await choose(await rowOf('Christmas Day'), 'Email template of Christmas Day', 'Library holiday');
    await toast('success', M.templateAssigned);
    expect(api.callsTo(`PUT ${HOLIDAYS}1/`)[0]?.body).toEqual({ bee_free_template: 3 });
    expect(api.callsTo('GET /organization/4/email-templates/99/')).toHaveLength(1);
  });

  it("says 'Unable to assign template' and 'Unable to add subject' when the API refuses", async () => {
    holidaysServer([holiday(1, 'Christmas Day'), holiday(2, 'Halloween', { bee_free_template: 8 })], {
      [`PUT ${HOLIDAYS}1/`]: { status: 400, body: { bee_free_template: [M.notFound] } },
      [`PUT ${HOLIDAYS}2/`]: { status: 500, body: {} },
    });
    renderAutomations('global');
    await choose(await rowOf('Christmas Day'), 'Email template of Christmas Day', 'Season greetings');
    await toast('error', M.unableToAssignTemplate);

    const subject = within(await rowOf('Halloween')).getByLabelText('Subject of Halloween');
    fireEvent.change(subject, { target: { value: 'Boo' } });
    fireEvent.click(
      within(await rowOf('Halloween')).getByRole('button', { name: 'Save the subject of Halloween' }),
    );
    await toast('error', M.unableToAddSubject);
    // The draft stays, for another try.
    expect(subject).toHaveValue('Boo');
  });

  it("adds the organization's own holiday ('Please enter a name' first) and deletes it", async () => {
    const api = holidaysServer([holiday(2, 'Shop anniversary', { date: '2026-09-05', is_seeded: false })]);
    renderAutomations('global');
    await rowOf('Shop anniversary');
    fireEvent.click(screen.getByRole('button', { name: /Add holiday/ }));
    const add = await dialog('Add holiday');
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText(M.nameRequired)).toBeInTheDocument();
    expect(api.callsTo(`POST ${HOLIDAYS}`)).toHaveLength(0);

    fireEvent.change(within(add).getByLabelText('Name'), { target: { value: 'Founders day' } });
    await typeDate(add, 'Date', '10/01/2099');
    fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
    await toast('success', leadsMessages.addedSuccessfully);
    expect(api.callsTo(`POST ${HOLIDAYS}`)[0]?.body).toMatchObject({
      name: 'Founders day',
      date: '2099-10-01',
      recurrence: 'fixed',
    });
    expect(await rowOf('Founders day')).toBeTruthy();

    fireEvent.click(
      within(await rowOf('Shop anniversary')).getByRole('button', { name: 'Delete Shop anniversary' }),
    );
    fireEvent.click(
      within(await dialog('Delete Shop anniversary')).getByRole('button', { name: 'Yes, delete' }),
    );
    await waitFor(() => expect(api.callsTo(`DELETE ${HOLIDAYS}2/`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Shop anniversary')).toBeNull());
  });
});
