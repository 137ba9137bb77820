import { fireEvent, screen, within } from '@testing-library/react';
import { defaultCloseDate, leadSalesMessages as S, type Sale } from '@ensemble/contracts';
import { json, mockApi, path, renderInApp, type Call } from '../../../test';
import { fillIn, press, firstCall, confirmDeletion, slow } from '../../../test/forms';
import { lead } from '../../../test/record';
import { SalesSection } from './SalesSection';

const sale = (id: number, over: Partial<Sale> = {}): Sale => ({
  id,
  lead: 7,
  sale_date: `2026-03-0${id}`,
  close_date: `2026-04-0${id}`,
  amount: id * 100,
  service: null,
  service_name: null,
  carrier: `Carrier ${id}`,
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

function salesServer(sales: Sale[], write?: (c: Call) => Response) {
  return mockApi((c) => {
    if (path(c).endsWith('/service/all/')) return json(200, [{ id: 5, name: 'Roofing' }]);
    if (c.method !== 'GET') {
      if (write) return write(c);
      if (c.method === 'DELETE') return json(204, null);
      return json(c.method === 'POST' ? 201 : 200, sale(9));
    }
    return json(200, sales);
  });
}

const render = (over: Parameters<typeof lead>[0] = {}) =>
  renderInApp(
    '/',
    <SalesSection organizationId={4} stage="Client" lead={lead({ total_sales: 1250.5, ...over })} />,
  );

describe('SalesSection', () => {
  it('shows the empty text and the total, then adds a sale closing tomorrow by default', async () => {
    const calls = salesServer([]);
    render();
    expect(await screen.findByText(S.noSales, {}, slow)).toBeInTheDocument();
    expect(screen.getByTestId('total-sales')).toHaveTextContent('Total sales: $1,250.50');
    fireEvent.click(screen.getByRole('button', { name: 'Add sale' }));
    const form = await screen.findByRole('form', { name: 'Add sale' });
    expect(within(form).getByLabelText('Close date')).toHaveValue(defaultCloseDate());
    fillIn(form, { Amount: '12.345' });
    press(form, 'Save');
    expect(await within(form).findByText(S.amountFormat)).toBeInTheDocument();
    fillIn(form, { Amount: '99.90', 'Sale date': '2026-05-01', Carrier: 'Acme' });
    press(form, 'Save');
    expect(await screen.findByText(S.added, {}, slow)).toBeInTheDocument();
    const post = firstCall(calls, 'POST');
    expect(path(post!)).toBe('/organization/lead/7/sales/');
    expect(post?.body).toEqual({
      sale_date: '2026-05-01',
      close_date: defaultCloseDate(),
      amount: 99.9,
      service: null,
      carrier: 'Acme',
    });
  });

  it('previews the last 3 sales and shows all on demand', async () => {
    salesServer([5, 4, 3, 2, 1].map((i) => sale(i)));
    render();
    const table = await screen.findByTestId('lead-sales', {}, slow);
    expect(await within(table).findAllByText(/^Carrier \d$/, {}, slow)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show all (5)' }));
    expect(within(screen.getByTestId('lead-sales')).getAllByText(/^Carrier \d$/)).toHaveLength(5);
  });

  it('labels an imported (2) lead as policies', async () => {
    salesServer([sale(1)]);
    render({ imported: 2 });
    const table = await screen.findByTestId('lead-sales', {}, slow);
    for (const label of ['Effective Date', 'Expiration Date', 'Premium', 'Carrier'])
      expect(within(table).getByRole('columnheader', { name: label })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit sale 1' }, slow));
    const form = await screen.findByRole('form', { name: 'Edit sale' });
    expect(within(form).getByLabelText('Premium')).toHaveValue('100');
    expect(within(form).getByLabelText('Effective Date')).toHaveValue('2026-03-01');
  });

  it('edits with "Updated successfully" and deletes with "Deleted successfully!"', async () => {
    const calls = salesServer([sale(2), sale(1)]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit sale 1' }, slow));
    const form = await screen.findByRole('form', { name: 'Edit sale' });
    fillIn(form, { Amount: '150' });
    press(form, 'Save');
    expect(await screen.findByText(S.updated, {}, slow)).toBeInTheDocument();
    const put = firstCall(calls, 'PUT');
    expect(path(put!)).toBe('/organization/lead/7/sales/1/');
    expect(put?.body).toMatchObject({ amount: 150, sale_date: '2026-03-01' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete sale 2' }));
    await confirmDeletion();
    expect(await screen.findByText(S.deleted, {}, slow)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map(path)).toEqual(['/organization/lead/7/sales/2/']);
  });

  it('shows the server field error and offers a retry when loading fails', async () => {
    salesServer([], () => json(400, { amount: [S.amountFormat] }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add sale' }, slow));
    const form = await screen.findByRole('form', { name: 'Add sale' });
    fillIn(form, { Amount: '5' });
    press(form, 'Save');
    expect(await within(form).findByText(S.amountFormat, {}, slow)).toBeInTheDocument();
  });

  it('offers a retry when the sales cannot be loaded', async () => {
    mockApi(() => json(500, { detail: 'Boom' }));
    render();
    expect(await screen.findByText('Sales could not be loaded', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
