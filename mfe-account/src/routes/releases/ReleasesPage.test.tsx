import { screen, within } from '@testing-library/react';
import { mockApi } from '@ensemble/shared-ui/testing';
import { renderAt } from '../../test/render';
import { NO_RELEASES } from './ReleasesPage';

describe('releases', () => {
  it('lists the releases newest first with version, date, title and notes', async () => {
    const api = mockApi({
      'GET /versioning/version/': {
        body: {
          results: [
            {
              id: 2,
              version: '1.1.0',
              title: 'Faster lists',
              notes: 'Lists load faster.',
              released_at: '2025-05-02T09:00:00Z',
            },
            {
              id: 1,
              version: '1.0.0',
              title: 'First release',
              notes: 'Hello.',
              released_at: '2025-04-01T09:00:00Z',
            },
          ],
          count: 2,
        },
      },
    });
    renderAt('/releases', { loggedIn: true });
    const latest = await screen.findByRole('article', { name: 'Version 1.1.0' });
    expect(within(latest).getByText('Faster lists')).toBeInTheDocument();
    expect(within(latest).getByText('Lists load faster.')).toBeInTheDocument();
    expect(within(latest).getByText('May 2, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Version 1.1.0',
      'Version 1.0.0',
    ]);
    expect(api.callsTo('GET /versioning/version/')[0]?.query).toEqual({ ordering: '-id', per_page: '100' });
  });

  it('has an empty state', async () => {
    mockApi({ 'GET /versioning/version/': { body: { results: [], count: 0 } } });
    renderAt('/releases', { loggedIn: true });
    expect(await screen.findByText(NO_RELEASES)).toBeInTheDocument();
  });
});
