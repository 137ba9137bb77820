import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { socialMessages as M } from '@ensemble/contracts';
import { createRemote, setRuntimeConfig } from '@ensemble/shared-ui';
import { TEST_API } from '@ensemble/shared-ui/testing';
import App, { preloadTempoPages } from '../../App';
import { tempoApi } from '../../api/tempoApi';
import { ConnectedAccountsCard } from './ConnectedAccountsCard';
import { SocialSetupPage } from './SocialSetupPage';
import { account, dialog, MANAGE, mockSocial, PROFILE, profile, renderSocial } from './test-utils';

describe('SocialSetupPage', () => {
  it("is the remote's page for /tempo/social-setup/{org}, with its four panels", async () => {
    mockSocial();
    setRuntimeConfig({ edition: 'social', apiBaseUrl: TEST_API, remotes: [] });
    window.history.replaceState(null, '', '/tempo/social-setup/4');
    await preloadTempoPages();
    const remote = createRemote('mfe-tempo', App, tempoApi);
    render(<remote.Root store={remote.store} />);
    expect(screen.getByRole('heading', { name: 'Campaign settings' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    for (const id of ['social-accounts', 'social-campaign', 'social-rss', 'social-post-logs'])
      expect(screen.getByTestId(id)).toBeInTheDocument();
    expect(await screen.findByText(M.campaignInfo)).toBeInTheDocument();
  });

  it('leads on to the social campaign', () => {
    mockSocial();
    renderSocial(<SocialSetupPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to the social campaign' }));
    expect(window.location.pathname).toBe('/rhapsody/social/4');
  });

  it('is not found for an id that is not one', () => {
    mockSocial();
    renderSocial(<SocialSetupPage />, '/tempo/social-setup/abc');
    expect(screen.queryByRole('heading', { name: 'Campaign settings' })).not.toBeInTheDocument();
  });
});

describe('Connected Accounts', () => {
  const renderCard = () => renderSocial(<ConnectedAccountsCard organizationId={4} />);

  it("lists each network with its status; a disconnected one says 'Please reconnect account'", async () => {
    mockSocial({
      [`GET ${PROFILE}`]: {
        body: profile([
          account(),
          account({ network: 'linkedin', status: false, url: null, display_name: null }),
        ]),
      },
    });
    renderCard();
    const facebook = await screen.findByTestId('social-account-facebook');
    expect(facebook).toHaveTextContent('Facebook');
    expect(facebook).toHaveTextContent('Connected');
    expect(facebook).not.toHaveTextContent(M.reconnectAccount);
    const linkedin = screen.getByTestId('social-account-linkedin');
    expect(linkedin).toHaveTextContent('LinkedIn');
    expect(linkedin).toHaveTextContent('Disconnected');
    expect(within(linkedin).getByText(M.reconnectAccount)).toBeInTheDocument();
  });

  it("says 'Service unavailable!' when the profile answers 503", async () => {
    mockSocial({ [`GET ${PROFILE}`]: { status: 503, body: { detail: M.serviceUnavailable } } });
    renderCard();
    expect(await screen.findByText(M.serviceUnavailable)).toBeInTheDocument();
  });

  it('says what to do when no account is connected', async () => {
    mockSocial({ [`GET ${PROFILE}`]: { body: profile([]) } });
    renderCard();
    expect(await screen.findByText(/Press Manage Accounts to connect one/)).toBeInTheDocument();
  });

  it("opens the provider's page in a new tab", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const api = mockSocial({ [`POST ${MANAGE}`]: { body: { url: 'https://provider.example/link/abc' } } });
    renderCard();
    await screen.findByTestId('social-account-facebook');
    fireEvent.click(screen.getByRole('button', { name: 'Manage Accounts' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://provider.example/link/abc', '_blank', 'noopener,noreferrer'),
    );
    expect(api.callsTo(`POST ${MANAGE}`)).toHaveLength(1);
    open.mockRestore();
  });

  it('with the local provider, opens our dialog whose switches connect a network', async () => {
    const api = mockSocial({
      [`POST ${MANAGE}`]: { body: { url: null } },
      'PUT /social/4/accounts/instagram/': { body: [account(), account({ network: 'instagram' })] },
    });
    renderCard();
    await screen.findByTestId('social-account-facebook');
    fireEvent.click(screen.getByRole('button', { name: 'Manage Accounts' }));
    const modal = await dialog('Manage Accounts');
    expect(within(modal).getByRole('switch', { name: 'Disconnect Facebook' })).toBeChecked();
    fireEvent.click(within(modal).getByRole('switch', { name: 'Connect Instagram' }));
    await waitFor(() => expect(api.callsTo('PUT /social/4/accounts/instagram/')).toHaveLength(1));
    expect(api.callsTo('PUT /social/4/accounts/instagram/')[0]!.body).toEqual({ connected: true });
    // The profile is read again with the new account.
    await waitFor(() => expect(api.callsTo(`GET ${PROFILE}`)).toHaveLength(2));
  });

  it("says 'Something went wrong with your account, please contact us.' or the server's words", async () => {
    let answer: { status: number; body: unknown } = { status: 500, body: {} };
    mockSocial({ [`POST ${MANAGE}`]: () => answer });
    renderCard();
    await screen.findByTestId('social-account-facebook');
    fireEvent.click(screen.getByRole('button', { name: 'Manage Accounts' }));
    expect(await screen.findByText(M.manageAccountsFailed)).toBeInTheDocument();
    answer = { status: 400, body: { detail: 'The provider refused the link' } };
    fireEvent.click(screen.getByRole('button', { name: 'Manage Accounts' }));
    expect(await screen.findByText('The provider refused the link')).toBeInTheDocument();
  });
});
