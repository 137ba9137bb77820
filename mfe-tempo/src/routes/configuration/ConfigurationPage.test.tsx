import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { setRuntimeConfig, makeRemoteStore } from '@ensemble/shared-ui';
import { json, mockApi, pick, renderRoute, TEST_API } from '@ensemble/shared-ui/testing';
import { tempoApi } from '../../api/tempoApi';
import { ConfigurationPage } from './ConfigurationPage';
import { firstWebsiteError } from './setupForm';

const fill = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label, { exact: true })[index], { target: { value } });

function renderPage(edition: 'full' | 'social' = 'full') {
  const view = renderRoute(
    '/configuration',
    '/configuration?organizationId=4',
    <ConfigurationPage />,
    makeRemoteStore(tempoApi),
  );
  // renderRoute sets the full edition; the social one is switched on after it.
  if (edition === 'social') setRuntimeConfig({ edition: 'social', apiBaseUrl: TEST_API, remotes: [] });
  return view;
}

async function fillRequired() {
  fill('Name', 'Main store');
  await pick('Timezone', 'Eastern', '(UTC-05:00) Eastern Time (US & Canada)');
  fireEvent.click(screen.getByLabelText('Google'));
}

describe('ConfigurationPage', () => {
  beforeEach(() => window.history.replaceState(null, '', '/configuration?organizationId=4'));

  it('sends location, services and info source in one call, then goes to the dashboard', async () => {
    const calls = mockApi({ '*': () => json(201, { location: {}, services: [], settings: {} }) }).calls;
    renderPage();
    expect(await screen.findByTestId('setup-services')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Service name is required')).toBeInTheDocument();
    expect(screen.getByText('How did you hear about us is required')).toBeInTheDocument();

    await fillRequired();
    fill('Website', 'shop.example.com');
    fill('Service name', 'Haircut');
    fill('Price ($)', '30');
    fireEvent.click(screen.getByRole('button', { name: /Add service/ }));
    fill('Service name', 'Coloring', 1);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/4'));
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/api/organization/4/setup/');
    expect(calls[0].body).toMatchObject({
      location: {
        name: 'Main store',
        website: 'https://shop.example.com',
        timezone: 'America/New_York',
        is_main: true,
      },
      services: [
        { name: 'Haircut', price: 3000, price_type: 'recurring', billing_period: 'monthly' },
        { name: 'Coloring', price: null },
      ],
      about_us_info_source: 'Google',
    });
  });

  it('hides Services in the social edition and goes to the social setup', async () => {
    const calls = mockApi({ '*': () => json(201, { location: {}, services: [], settings: {} }) }).calls;
    renderPage('social');
    await screen.findByTestId('setup-locations');
    await waitFor(() => expect(screen.queryByTestId('setup-services')).toBeNull());
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(window.location.pathname).toBe('/tempo/social-setup/4'));
    expect(calls[0].body).toMatchObject({ services: [], about_us_info_source: 'Google' });
  });

  it('shows the website error from the server and keeps the form', async () => {
    mockApi({
      '*': () =>
        json(400, { location: { website: ['Invalid website URL, please add  http:// or https:// prefix'] } }),
    });
    renderPage('social');
    await screen.findByTestId('setup-locations');
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const matcher = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    await waitFor(() =>
      expect(
        screen.getAllByText('Invalid website URL, please add  http:// or https:// prefix', matcher).length,
      ).toBeGreaterThan(0),
    );
    expect(window.location.pathname).toBe('/configuration');
    expect(screen.getAllByLabelText('Name', { exact: true })[0]).toHaveValue('Main store');
  });

  it("says 'Error while submiting data' on any other failure", async () => {
    mockApi({ '*': () => json(500, { detail: 'boom' }) });
    renderPage('social');
    await screen.findByTestId('setup-locations');
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error while submiting data')).toBeInTheDocument();
    expect(within(screen.getByTestId('setup-analytics')).getByLabelText('Google')).toBeChecked();
  });
});

describe('firstWebsiteError', () => {
  it('finds the website error wherever the API put it', () => {
    expect(firstWebsiteError({ website: ['a'] })).toBe('a');
    expect(firstWebsiteError({ 'location.website': ['b'] })).toBe('b');
    expect(firstWebsiteError({ location: { name: ['x'], website: ['c'] } })).toBe('c');
    expect(firstWebsiteError({ detail: 'no' })).toBeNull();
  });
});
