import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Service } from '@ensemble/contracts';
import { json, mockApi, pick, renderRoute, type RecordedCall } from '@ensemble/shared-ui/testing';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { tempoApi } from '../../../api/tempoApi';
import { ServicesTab } from './ServicesTab';
import { formatServicePrice } from './serviceForm';

const service = (id: number, over: Partial<Service> = {}): Service => ({
  id,
  organization: 4,
  name: `Service ${id}`,
  description: `About ${id}`,
  statement_descriptor: null,
  unit_label: null,
  metadata: [],
  pricing_model: 'Standard pricing',
  price: 1250,
  price_type: 'recurring',
  billing_period: 'monthly',
  price_description: null,
  product_id: null,
  is_default: false,
  ...over,
});

function api(extra?: (c: RecordedCall) => Response | null) {
  return mockApi({
    '*': (c) => {
      const answer = extra?.(c);
      if (answer) return answer;
      if (c.url.pathname.endsWith('/organization-settings/'))
        return json(200, { show_default_services: 0, about_us_info_source: null });
      return json(200, {
        results: [service(1), service(2, { price_type: 'one_time', price: 4000 })],
        count: 60,
      });
    },
  }).calls;
}

const renderTab = () =>
  renderRoute('/s/:id', '/s/4', <ServicesTab organizationId={4} />, makeRemoteStore(tempoApi));
const fill = (label: string, value: string) =>
  fireEvent.change(within(screen.getByTestId('service-form')).getByLabelText(label, { exact: true }), {
    target: { value },
  });

describe('ServicesTab', () => {
  it('lists services with prices shown in dollars and pages, searches and sorts with the API names', async () => {
    const calls = api();
    renderTab();
    const table = await screen.findByTestId('services-table');
    await within(table).findByText('Service 1');
    expect(within(table).getByText('$12.50 / month')).toBeInTheDocument();
    expect(within(table).getByText('$40.00 one time')).toBeInTheDocument();
    const list = () => calls.filter((c) => c.url.pathname === '/api/organization/4/service/');
    expect(list()[0].url.searchParams.get('pageSize')).toBe('25');
    expect(list()[0].url.searchParams.get('currentPage')).toBe('1');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(list().at(-1)?.url.searchParams.get('currentPage')).toBe('2'));

    fireEvent.change(screen.getByLabelText('Search services'), { target: { value: 'yoga' } });
    await waitFor(() => expect(list().at(-1)?.url.searchParams.get('search')).toBe('yoga'));
    expect(list().at(-1)?.url.searchParams.get('currentPage')).toBe('1');

    fireEvent.click(table.querySelector('th.ant-table-column-has-sorters') as HTMLElement);
    await waitFor(() => expect(list().at(-1)?.url.searchParams.get('sorting')).toBe('name'));
  });

  it('adds a service: name rules, dollars sent as cents, metadata rows, one-time has no period', async () => {
    const calls = api((c) => (c.method === 'POST' ? json(201, service(9)) : null));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Add service/ }));
    const form = await screen.findByTestId('service-form');
    expect(within(form).getByDisplayValue('Standard pricing')).toBeInTheDocument();
    expect(within(form).getByLabelText('Billing period')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: /Add service/ }));
    expect(await within(form).findByText('Service name is required')).toBeInTheDocument();

    fill('Service name', 'x'.repeat(101));
    fill('Price ($)', '12.345');
    fireEvent.click(within(form).getByRole('button', { name: /Add service/ }));
    expect(await within(form).findByText('Maximum number of characters is 100')).toBeInTheDocument();
    expect(within(form).getByText('Invalid amount')).toBeInTheDocument();

    fill('Service name', 'Yoga class');
    fill('Price ($)', '19.99');
    fireEvent.click(within(form).getByRole('button', { name: /Add metadata/ }));
    fill('Key 1', 'level');
    fill('Value 1', 'beginner');
    fireEvent.click(within(form).getByRole('button', { name: /Add metadata/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Remove metadata 2' }));
    await pick('Price type', 'One', 'One time');
    await waitFor(() => expect(within(form).queryByLabelText('Billing period')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: /Add service/ }));

    expect(await screen.findByText('Service added!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/organization/4/service/');
    expect(post?.body).toMatchObject({
      name: 'Yoga class',
      price: 1999,
      price_type: 'one_time',
      billing_period: null,
      metadata: [{ key: 'level', value: 'beginner' }],
    });
  });

  it('edits a service showing the stored price in dollars', async () => {
    const calls = api((c) => (c.method === 'PUT' ? json(200, service(1)) : null));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Service 1' }));
    const form = await screen.findByTestId('service-form');
    expect(within(form).getByLabelText('Price ($)')).toHaveValue('12.50');
    fill('Price ($)', '15');
    await pick('Billing period', 'Year', 'Yearly');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service updated!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/organization/4/service/1/');
    expect(put?.body).toMatchObject({ price: 1500, price_type: 'recurring', billing_period: 'yearly' });
  });

  it('deletes after confirmation', async () => {
    const calls = api((c) => (c.method === 'DELETE' ? new Response(null, { status: 204 }) : null));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Service 2' }));
    expect(await screen.findByText('Delete service')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Deleted successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname.endsWith('/service/2/'))).toBe(true);
  });

  it('pushes the selected services and imports products from the payments provider', async () => {
    const calls = api((c) => {
      if (c.url.pathname.endsWith('/push-to-stripe/')) return json(200, { pushed: 1 });
      if (c.url.pathname.endsWith('/import-from-stripe/') && c.method === 'GET')
        return json(200, [
          { id: 'prod_1', name: 'Massage', description: null, unit_amount: 5000 },
          { id: 'prod_2', name: 'Sauna', description: null, unit_amount: null },
        ]);
      if (c.url.pathname.endsWith('/import-from-stripe/')) return json(200, { imported: 2 });
      return null;
    });
    renderTab();
    const push = await screen.findByRole('button', { name: /Push to payments provider/ });
    expect(push).toBeDisabled();
    fireEvent.click(await screen.findByLabelText('Select Service 2'));
    fireEvent.click(push);
    expect(await screen.findByText('1 service pushed to the payments provider')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname.endsWith('/push-to-stripe/'))?.body).toEqual({
      service_ids: [2],
    });

    fireEvent.click(screen.getByRole('button', { name: /Import from payments provider/ }));
    const products = await screen.findByTestId('provider-products');
    await within(products).findByText('Massage');
    fireEvent.click(screen.getByRole('button', { name: 'Import all' }));
    expect(await screen.findByText('2 services imported')).toBeInTheDocument();
    const post = calls.find((c) => c.url.pathname.endsWith('/import-from-stripe/') && c.method === 'POST');
    expect(post?.body).toEqual({});
  });

  it('turns the default services on through organization settings', async () => {
    const calls = api((c) =>
      c.method === 'PATCH' ? json(200, { show_default_services: 1, about_us_info_source: null }) : null,
    );
    renderTab();
    const toggle = await screen.findByLabelText('Show default services');
    await waitFor(() => expect(toggle).not.toBeDisabled());
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ show_default_services: 1 }),
    );
  });
});

describe('formatServicePrice', () => {
  it('divides by 100 and names the period', () => {
    expect(formatServicePrice({ price: 9900, price_type: 'recurring', billing_period: 'yearly' })).toBe(
      '$99.00 / year',
    );
    expect(formatServicePrice({ price: null, price_type: 'recurring', billing_period: 'monthly' })).toBe('');
  });
});
