import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import type { Location } from '@ensemble/contracts';
import { json, mockApi, pick, renderRoute } from '@ensemble/shared-ui/testing';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { tempoApi } from '../../../api/tempoApi';
import { LocationsTab } from './LocationsTab';
import { valuesToLocationInput, emptyLocationValues } from './locationForm';

const location = (id: number, over: Partial<Location> = {}): Location => ({
  id,
  organization: 4,
  name: `Store ${id}`,
  description: `Description ${id}`,
  phone_number: null,
  address: null,
  website: null,
  timezone: 'America/Chicago',
  city: null,
  zip_code: null,
  state: null,
  email: null,
  is_main: id === 1,
  ...over,
});

// antd renders slowly under jsdom on a busy machine.

const renderTab = () =>
  renderRoute('/settings/:id', '/settings/4', <LocationsTab organizationId={4} />, makeRemoteStore(tempoApi));

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('LocationsTab', () => {
  it('lists name, description, time zone and the main flag, 25 a page', async () => {
    const calls = mockApi({ '*': () => json(200, { results: [location(1), location(2)], count: 30 }) }).calls;
    renderTab();
    const table = await screen.findByTestId('locations-table');
    await within(table).findByText('Store 1');
    expect(within(table).getAllByText('(UTC-06:00) Central Time (US & Canada)')).toHaveLength(2);
    expect(within(table).getByText('Main', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(calls[0].url.pathname).toBe('/api/organization/4/location/');
    expect(calls[0].url.searchParams.get('page_size')).toBe('25');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('adds a location: required name, max lengths, website rule, https added', async () => {
    const calls = mockApi({
      '*': (c) => (c.method === 'POST' ? json(201, location(3)) : json(200, { results: [], count: 0 })),
    }).calls;
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Add location/ }));
    const form = await screen.findByTestId('location-form');
    fireEvent.click(within(form).getByRole('button', { name: /Add location/ }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();

    fill('Name', 'x'.repeat(101));
    fill('Address', 'a'.repeat(201));
    fill('Website', 'not a site');
    fill('Email', 'bad@');
    fill('Phone', '12');
    fireEvent.click(within(form).getByRole('button', { name: /Add location/ }));
    expect(await within(form).findByText('Maximum number of characters is 100')).toBeInTheDocument();
    expect(within(form).getByText('Maximum number of characters is 200')).toBeInTheDocument();
    expect(
      within(form).getByText('Invalid website URL, please add  http:// or https:// prefix', {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
      }),
    ).toBeInTheDocument();
    expect(within(form).getByText('Email is not valid')).toBeInTheDocument();

    fill('Name', 'Downtown');
    fill('Address', '1 Main St');
    fill('Website', 'example.com');
    fill('Email', 'shop@example.com');
    fill('Phone', '');
    await pick('Timezone', 'Hawaii', '(UTC-10:00) Hawaii');
    await pick('State', 'Hawaii', 'Hawaii');
    fireEvent.click(within(form).getByRole('button', { name: /Add location/ }));
    expect(await screen.findByText('Location added!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/organization/4/location/');
    expect(post?.body).toMatchObject({
      name: 'Downtown',
      address: '1 Main St',
      website: 'https://example.com',
      email: 'shop@example.com',
      is_main: true,
      timezone: 'Pacific/Honolulu',
      state: 'HI',
    });
  });

  it('edits a location with a PUT and says so', async () => {
    const calls = mockApi({
      '*': (c) =>
        c.method === 'PUT'
          ? json(200, location(2, { name: 'Renamed' }))
          : json(200, { results: [location(1), location(2)], count: 2 }),
    }).calls;
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Store 2' }));
    const form = await screen.findByTestId('location-form');
    expect(within(form).getByLabelText('Name', { exact: true })).toHaveValue('Store 2');
    fill('Name', 'Renamed');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location updated!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/organization/4/location/2/');
    expect(put?.body).toMatchObject({ name: 'Renamed', timezone: 'America/Chicago', is_main: false });
  });

  it('deletes after confirmation and shows a refusal from the server', async () => {
    const calls = mockApi({
      '*': (c) => {
        if (c.method === 'DELETE' && c.url.pathname.endsWith('/1/'))
          return json(400, {
            detail: 'The main location cannot be deleted; make another location main first',
          });
        if (c.method === 'DELETE') return new Response(null, { status: 204 });
        return json(200, { results: [location(1), location(2)], count: 2 });
      },
    }).calls;
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Store 2' }));
    expect(await screen.findByText('Are you sure you want to delete?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Deleted successfully!')).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/organization/4/location/2/'),
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Store 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText('The main location cannot be deleted; make another location main first'),
    ).toBeInTheDocument();
  });
});

describe('valuesToLocationInput', () => {
  it('sends empty text as null and keeps an explicit scheme', () => {
    const input = valuesToLocationInput({
      ...emptyLocationValues(),
      name: ' A ',
      website: 'http://a.example',
      timezone: 'Pacific/Honolulu',
    });
    expect(input).toMatchObject({ name: 'A', website: 'http://a.example', description: null, state: null });
  });
});
