import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  automationMessages as M,
  type FollowUpAutomation,
  followUpDefaultSubjects,
} from '@ensemble/contracts';
import { choose, FOLLOW_UP, followUps, mockAutomations, renderAutomations, toast } from '../test-utils';

const slow = { timeout: 5000 };

/** The follow-up API with spec 3 §4's rule: removing the email template deactivates and resets the subject. */
function followUpServer(initial: FollowUpAutomation) {
  let state = initial;
  return mockAutomations({
    [`GET ${FOLLOW_UP}`]: () => ({ status: 200, body: state }),
    [`PUT ${FOLLOW_UP}`]: (call) => {
      state = { ...state, ...(call.body as Partial<FollowUpAutomation>) };
      if (state.first_bee_free_template == null)
        state = { ...state, first_active: false, first_subject: followUpDefaultSubjects.first };
      return { status: 200, body: state };
    },
  });
}

async function rowOf(name: string) {
  const table = await screen.findByTestId('follow-ups-table');
  return (await within(table).findByText(name, {}, slow)).closest('tr')!;
}

describe('Follow up emails', () => {
  it('shows First to Fifth Follow Up with their days; subject and switch wait for a template', async () => {
    followUpServer(followUps({ fifth_days: null }));
    renderAutomations('follow-up');
    const names = [
      'First Follow Up',
      'Second Follow Up',
      'Third Follow Up',
      'Fourth Follow Up',
      'Fifth Follow Up',
    ];
    for (const name of names) expect(await rowOf(name)).toBeTruthy();
    expect(within(await rowOf('First Follow Up')).getByText('Day 3')).toBeInTheDocument();
    expect(within(await rowOf('Fourth Follow Up')).getByText('Day 60')).toBeInTheDocument();
    expect(within(await rowOf('Fifth Follow Up')).getByText('Not in your strategy')).toBeInTheDocument();
    const first = await rowOf('First Follow Up');
    expect(within(first).getByLabelText('Subject of First Follow Up')).toBeDisabled();
    expect(within(first).getByRole('switch', { name: 'Active: First Follow Up' })).toBeDisabled();
  });

  it('assigns a template, saves a subject, then removing the template resets the subject (read again)', async () => {
    const api = followUpServer(followUps());
    renderAutomations('follow-up');
    await choose(await rowOf('First Follow Up'), 'Email template of First Follow Up', 'Check-in');
    await toast('success', M.templateAssigned);
    expect(api.callsTo(`PUT ${FOLLOW_UP}`)[0]?.body).toEqual({ first_bee_free_template: 8 });

    const subject = within(await rowOf('First Follow Up')).getByLabelText('Subject of First Follow Up');
    await waitFor(() => expect(subject).toBeEnabled());
    fireEvent.change(subject, { target: { value: 'Checking in' } });
    fireEvent.keyDown(subject, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await toast('success', M.subjectUpdated);
    expect(api.callsTo(`PUT ${FOLLOW_UP}`)[1]?.body).toEqual({ first_subject: 'Checking in' });
    await waitFor(async () =>
      expect(within(await rowOf('First Follow Up')).getByLabelText('Subject of First Follow Up')).toHaveValue(
        'Checking in',
      ),
    );

    await choose(await rowOf('Second Follow Up'), 'Text template of Second Follow Up', 'Reminder text');
    await waitFor(() =>
      expect(api.callsTo(`PUT ${FOLLOW_UP}`)[2]?.body).toEqual({ second_text_template: 22 }),
    );

    const reads = api.callsTo(`GET ${FOLLOW_UP}`).length;
    const row = await rowOf('First Follow Up');
    fireEvent.mouseDown(within(row).getByLabelText('Email template of First Follow Up'));
    fireEvent.click(row.querySelector('.ant-select-clear')!);
    await toast('success', M.templateRemoved);
    expect(api.callsTo(`PUT ${FOLLOW_UP}`)[3]?.body).toEqual({ first_bee_free_template: null });
    await waitFor(() => expect(api.callsTo(`GET ${FOLLOW_UP}`).length).toBeGreaterThan(reads));
    await waitFor(async () => {
      const now = await rowOf('First Follow Up');
      expect(within(now).getByLabelText('Subject of First Follow Up')).toHaveValue(
        followUpDefaultSubjects.first,
      );
      expect(within(now).getByLabelText('Subject of First Follow Up')).toBeDisabled();
    });
  });

  it("says 'Unable to update automation' when switching a follow-up on fails", async () => {
    mockAutomations({
      [`GET ${FOLLOW_UP}`]: { status: 200, body: followUps({ third_bee_free_template: 7 }) },
      [`PUT ${FOLLOW_UP}`]: { status: 500, body: {} },
    });
    renderAutomations('follow-up');
    fireEvent.click(
      within(await rowOf('Third Follow Up')).getByRole('switch', { name: 'Active: Third Follow Up' }),
    );
    await toast('error', M.unableToUpdate);
  });
});
