import { fireEvent, render, screen } from '@testing-library/react';
import { createRemote, setRuntimeConfig, makeRemoteStore } from '@ensemble/shared-ui';
import { renderRoute, TEST_API } from '@ensemble/shared-ui/testing';
import App, { preloadTempoPages } from '../../App';
import { tempoApi } from '../../api/tempoApi';
import { SocialSetupPage } from './SocialSetupPage';

const renderPage = (url: string) =>
  renderRoute('/tempo/social-setup/:organizationId', url, <SocialSetupPage />, makeRemoteStore(tempoApi));

describe('SocialSetupPage', () => {
  it("is the remote's page for /tempo/social-setup/{org}, not the not-found page", async () => {
    setRuntimeConfig({ edition: 'social', apiBaseUrl: TEST_API, remotes: [] });
    window.history.replaceState(null, '', '/tempo/social-setup/4');
    // The remote's whole root, its pages fetched ahead (they are lazily loaded chunks).
    await preloadTempoPages();
    const remote = createRemote('mfe-tempo', App, tempoApi);
    render(<remote.Root store={remote.store} />);
    expect(screen.getByRole('heading', { name: 'Campaign settings' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it('says honestly that the campaign settings are not there yet and leads on to the social campaign', () => {
    renderPage('/tempo/social-setup/4');
    expect(screen.getByRole('heading', { name: 'Campaign settings' })).toBeInTheDocument();
    expect(screen.getByTestId('social-setup-unavailable')).toHaveTextContent('not available');
    fireEvent.click(screen.getByRole('button', { name: 'Go to the social campaign' }));
    expect(window.location.pathname).toBe('/rhapsody/social/4');
  });

  it('leads on to the organization settings too', () => {
    renderPage('/tempo/social-setup/4');
    fireEvent.click(screen.getByRole('button', { name: 'Organization settings' }));
    expect(window.location.pathname).toBe('/tempo/organization-settings');
  });

  it('is not found for an id that is not one', () => {
    renderPage('/tempo/social-setup/abc');
    expect(screen.queryByRole('heading', { name: 'Campaign settings' })).not.toBeInTheDocument();
  });
});
