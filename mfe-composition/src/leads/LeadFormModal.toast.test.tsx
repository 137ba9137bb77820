import { screen, waitFor } from '@testing-library/react';
import { leadsConstants, leadsMessages } from '@ensemble/contracts';
import { LeadFormModal } from './LeadFormModal';
import { aLead, json, mockApi, renderRoute } from '../test';
import { press } from '../test/forms';

const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
jest.mock('@ensemble/shared-ui', () => ({
  ...jest.requireActual<object>('@ensemble/shared-ui'),
  useNotify: () => notify,
}));

describe('LeadFormModal failure toast', () => {
  it('lasts 2.5 s (spec 2 §8), with the server text or the stage message', async () => {
    mockApi((c) => (c.method === 'PUT' ? json(500, {}) : json(200, [])));
    renderRoute(
      '/x',
      '/x',
      <LeadFormModal
        organizationId={4}
        stage="Client"
        lead={aLead(5, { fsm_state: 'Client' })}
        open
        onClose={jest.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    press(dialog, 'Save');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(leadsMessages.unableLead('client'), 2.5));
    expect(leadsConstants.saveFailedToastSeconds).toBe(2.5);
  });
});
