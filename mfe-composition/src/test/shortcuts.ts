import { fireEvent, screen } from '@testing-library/react';
import { leadsMessages } from '@ensemble/contracts';

/**
 * The SMS and email shortcuts of a list of contacts 'First1 Last1' (no cell phone, no email where the list lets
 * it) and 'First2 Last2' (cell phone +12015551002, email lead2@example.test) in organization 4 (spec 2 §5): the
 * first says what is missing (`noPhone`, then 'leadNoEmail'), the second opens the send screens.
 */
export async function checkMessageShortcuts(noPhone: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Send SMS to First1 Last1' }));
  expect(await screen.findByText(noPhone)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send email to First1 Last1' }));
  expect(await screen.findByText(leadsMessages.leadNoEmail)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Send SMS to First2 Last2' }));
  expect(window.location.pathname).toBe('/rhapsody/text/4');
  const q = new URLSearchParams(window.location.search);
  expect([q.get('name'), q.get('cell_phone'), q.get('id')]).toEqual(['First2 Last2', '+12015551002', '2']);
  fireEvent.click(screen.getByRole('button', { name: 'Send email to First2 Last2' }));
  expect(window.location.pathname).toBe('/rhapsody/email/templates/4');
  expect(window.location.search).toBe('?email=lead2%40example.test&recipient_id=2');
}
