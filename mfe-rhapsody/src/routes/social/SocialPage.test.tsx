import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, renderRoute } from '@ensemble/shared-ui/testing';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { rhapsodyApi } from '../../api/rhapsodyApi';
import { SocialPage } from './SocialPage';

describe('SocialPage', () => {
  beforeEach(() => {
    mockApi({ 'GET /organization/3/': { body: { id: 3, name: 'Acme Social', is_owner: true } } });
  });

  it('shows the month calendar with its legend and the empty URL list', async () => {
    renderRoute(
      '/rhapsody/social/:organizationId',
      '/rhapsody/social/3',
      <SocialPage />,
      makeRemoteStore(rhapsodyApi),
    );
    expect(await screen.findByText('Acme Social')).toBeInTheDocument();
    const legend = screen.getByTestId('calendar-legend');
    for (const label of ['Posted', 'Scheduled', 'Campaign'])
      expect(within(legend).getByText(label)).toBeInTheDocument();
    expect(screen.getByText('No urls to display')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search URLs')).toBeInTheDocument();
  });

  it('moves between months', async () => {
    renderRoute(
      '/rhapsody/social/:organizationId',
      '/rhapsody/social/3',
      <SocialPage />,
      makeRemoteStore(rhapsodyApi),
    );
    await screen.findByText('Acme Social');
    const calendar = screen.getByTestId('campaign-calendar');
    const title = () => within(calendar).getByRole('heading', { level: 5 }).textContent;
    const before = title();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(title()).not.toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(title()).toBe(before);
  });
});
