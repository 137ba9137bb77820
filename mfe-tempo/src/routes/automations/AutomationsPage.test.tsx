import { fireEvent, screen, within } from '@testing-library/react';
import { page } from '@ensemble/shared-ui/testing';
import {
  CUSTOM,
  customAutomation,
  FOLLOW_UP,
  followUps,
  holiday,
  HOLIDAYS,
  mockAutomations,
  renderAutomations,
  RESULT,
  resultBased,
} from './test-utils';

const slow = { timeout: 5000 };

describe('AutomationsPage', () => {
  it('shows the four tabs; each renders its table and only the open one asks the API', async () => {
    const api = mockAutomations({
      [`GET ${HOLIDAYS}`]: { status: 200, body: page([holiday(1, 'Christmas Day')]) },
      [`GET ${FOLLOW_UP}`]: { status: 200, body: followUps() },
      [`GET ${CUSTOM}`]: { status: 200, body: page([customAutomation(1, 'Welcome drip')]) },
      [`GET ${RESULT}`]: { status: 200, body: page([resultBased(2, 'Openers')]) },
    });
    renderAutomations(null);
    expect(screen.getByRole('heading', { name: 'Automations' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Global automations', 'Follow up emails', 'Build your own', 'Result based']);

    expect(
      await within(await screen.findByTestId('holidays-table')).findByText('Christmas Day', {}, slow),
    ).toBeVisible();
    expect(api.callsTo(`GET ${CUSTOM}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Follow up emails' }));
    expect(
      await within(await screen.findByTestId('follow-ups-table')).findByText('Fifth Follow Up', {}, slow),
    ).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: 'Build your own' }));
    expect(
      await within(await screen.findByTestId('build-your-own-table')).findByText('Welcome drip', {}, slow),
    ).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: 'Result based' }));
    const table = await screen.findByTestId('result-based-table');
    expect(await within(table).findByText('Openers', {}, slow)).toBeVisible();
    expect(within(table).getByText('Welcome drip')).toBeVisible();
  });

  it('is not in the social edition', async () => {
    mockAutomations();
    renderAutomations(null, 'social');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
