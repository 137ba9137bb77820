import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { automationMessages as M, type ResultBasedAutomation } from '@ensemble/contracts';
import { page, type RecordedCall } from '@ensemble/shared-ui/testing';
import {
  choose,
  CUSTOM,
  customAutomation,
  dialog,
  mockAutomations,
  renderAutomations,
  RESULT,
  resultBased,
  toast,
} from '../test-utils';

const slow = { timeout: 5000 };

function resultServer(initial: ResultBasedAutomation[], more = {}) {
  let rows = [...initial];
  return mockAutomations({
    [`GET ${CUSTOM}`]: {
      status: 200,
      body: page([customAutomation(1, 'Welcome drip'), customAutomation(3, 'Open house', { type: 1 })]),
    },
    [`GET ${RESULT}`]: () => ({ status: 200, body: page(rows) }),
    [`POST ${RESULT}`]: (call: RecordedCall) => {
      const created = resultBased(6, '', call.body as Partial<ResultBasedAutomation>);
      rows = [...rows, created];
      return { status: 201, body: created };
    },
    [`PUT ${RESULT}2/`]: (call: RecordedCall) => {
      rows = rows.map((a) => (a.id === 2 ? { ...a, ...(call.body as Partial<ResultBasedAutomation>) } : a));
      return { status: 200, body: rows.find((a) => a.id === 2) };
    },
    [`DELETE ${RESULT}2/`]: { status: 500, body: {} },
    [`POST ${RESULT}6/result-based-action/batch/`]: { status: 200, body: [] },
    ...more,
  });
}

async function rowOf(name: string) {
  const table = await screen.findByTestId('result-based-table');
  return (await within(table).findByText(name, {}, slow)).closest('tr')!;
}

describe('Result based', () => {
  it('lists the automations with the drip each follows and its condition; the toggle sends the whole automation', async () => {
    const api = resultServer([resultBased(2, 'Openers', { condition: 2 })]);
    renderAutomations('result-based');
    const row = await rowOf('Openers');
    expect(within(row).getByText('Welcome drip')).toBeInTheDocument();
    expect(within(row).getByText('Both')).toBeInTheDocument();
    expect(api.callsTo(`GET ${RESULT}`)[0]?.query).toEqual({ currentPage: '1', pageSize: '100' });

    fireEvent.click(within(row).getByRole('switch', { name: 'Active: Openers' }));
    await toast('success', M.updated);
    expect(api.callsTo(`PUT ${RESULT}2/`)[0]?.body).toEqual({
      name: 'Openers',
      automation: 1,
      condition: 2,
      stop_on_reply: false,
      active: false,
    });
  });

  it("shows 'Unable to delete automation' as an error when deleting fails", async () => {
    resultServer([resultBased(2, 'Openers')]);
    renderAutomations('result-based');
    fireEvent.click(within(await rowOf('Openers')).getByRole('button', { name: 'Delete Openers' }));
    fireEvent.click(within(await dialog('Delete Openers')).getByRole('button', { name: 'Yes, delete' }));
    await toast('error', M.unableToDelete);
  });

  it("asks a name, an existing automation and its results, with the spec's words", async () => {
    const api = resultServer([]);
    renderAutomations('result-based');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: /New result based automation/ }, slow))[0]!,
    );
    const form = await dialog('New result based automation');
    fireEvent.click(within(form).getByRole('button', { name: 'Save and set the emails' }));
    expect(await within(form).findByText(M.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.automationRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.conditionRequired)).toBeInTheDocument();
    expect(api.callsTo(`POST ${RESULT}`)).toHaveLength(0);
  });

  it('submits the dialog with Enter and closes it with Escape', async () => {
    resultServer([]);
    renderAutomations('result-based');
    const user = userEvent.setup();
    await user.click(
      (await screen.findAllByRole('button', { name: /New result based automation/ }, slow))[0]!,
    );
    const form = await dialog('New result based automation');
    await user.type(within(form).getByLabelText('Name'), 'Clickers{Enter}');
    expect(await within(form).findByText(M.automationRequired)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(M.automationRequired)).toBeNull());
  });

  it("creates one, then saves its email actions only (result-based-action/batch/, 'Automation action added')", async () => {
    const api = resultServer([]);
    renderAutomations('result-based');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: /New result based automation/ }, slow))[0]!,
    );
    const form = await dialog('New result based automation');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Clickers' } });
    await choose(form, 'Existing automation', 'Open house');
    fireEvent.click(within(form).getByLabelText('Clicked'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save and set the emails' }));
    await waitFor(() =>
      expect(api.callsTo(`POST ${RESULT}`)[0]?.body).toEqual({
        name: 'Clickers',
        automation: 3,
        condition: 1,
        stop_on_reply: false,
        active: true,
      }),
    );

    const actions = await dialog('Drip by result actions: Clickers');
    const row = within(actions).getByTestId('action-row-1');
    // Emails only: there is nothing else to send.
    expect(within(row).queryByLabelText('Send')).toBeNull();
    fireEvent.click(within(actions).getByRole('button', { name: 'Save' }));
    expect(await within(actions).findByText(M.fillAllFields)).toBeInTheDocument();

    fireEvent.change(within(row).getByLabelText('Day'), { target: { value: '2' } });
    await choose(row, 'Email template', 'Check-in');
    fireEvent.change(within(row).getByLabelText('Subject'), { target: { value: 'Saw you clicked' } });
    fireEvent.click(within(actions).getByRole('button', { name: 'Save' }));
    await toast('success', M.actionAdded);
    expect(api.callsTo(`POST ${RESULT}6/result-based-action/batch/`)[0]?.body).toEqual({
      actions: [{ send: 'EMAIL', day: 2, bee_free_template: 8, subject: 'Saw you clicked' }],
    });
  });
});
