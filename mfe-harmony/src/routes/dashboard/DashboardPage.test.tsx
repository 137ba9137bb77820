import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { mockApi, renderRoute } from '@ensemble/shared-ui/testing';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { harmonyApi } from '../../api/harmonyApi';
import { DashboardPage } from './DashboardPage';

const renderDashboard = (url = '/dashboard/4') =>
  renderRoute('/dashboard/:organizationId', url, <DashboardPage />, makeRemoteStore(harmonyApi));

describe('DashboardPage', () => {
  it("shows the organization's name and the empty state with the way to the outbox for owners", async () => {
    mockApi({ 'GET /organization/4/': { body: { id: 4, name: 'Acme Insurance', is_owner: true } } });
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
    mockApi({ 'GET /organization/4/': { body: { id: 4, name: 'Acme', is_owner: false } } });
    renderDashboard();
    expect(await screen.findByText('Acme')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open the outbox/ })).toBeNull();
  });

  it('says the organization cannot be fetched when the API answers 404', async () => {
    mockApi({ 'GET /organization/4/': { status: 404, body: { detail: 'Not found.' } } });
    renderDashboard();
    expect(await screen.findByText(messages.unableToFetchOrganization)).toBeInTheDocument();
  });

  it('renders NotFound for a malformed organization id', () => {
    const api = mockApi({});
    renderDashboard('/dashboard/abc');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
