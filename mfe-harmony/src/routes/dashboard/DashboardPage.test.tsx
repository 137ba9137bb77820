import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { json, renderRoute } from '../../test/renderRoute';
import { DashboardPage } from './DashboardPage';

const renderDashboard = (url = '/dashboard/4') =>
  renderRoute('/dashboard/:organizationId', url, <DashboardPage />);

describe('DashboardPage', () => {
  it("shows the organization's name and the empty state with the way to the outbox for owners", async () => {
    globalThis.fetch = jest.fn(async () =>
      json(200, { id: 4, name: 'Acme Insurance', is_owner: true }),
    ) as typeof fetch;
    renderDashboard();
    expect(await screen.findByText('Acme Insurance')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(
      screen.getByText('Your dashboard fills up as you add contacts and send messages'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Open the outbox/ }));
    expect(window.location.pathname).toBe('/tempo/outbox/4');
  });

  it('offers no outbox link to members who are not owners', async () => {
    globalThis.fetch = jest.fn(async () =>
      json(200, { id: 4, name: 'Acme', is_owner: false }),
    ) as typeof fetch;
    renderDashboard();
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open the outbox/ })).toBeNull();
  });

  it('says the organization cannot be fetched when the API answers 404', async () => {
    globalThis.fetch = jest.fn(async () => json(404, { detail: 'Not found.' })) as typeof fetch;
    renderDashboard();
    expect(await screen.findByText(messages.unableToFetchOrganization)).toBeInTheDocument();
  });

  it('renders NotFound for a malformed organization id', () => {
    globalThis.fetch = jest.fn() as typeof fetch;
    renderDashboard('/dashboard/abc');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
