import { screen, waitFor, within } from '@testing-library/react';
import { billingMessages, type BillingProduct } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { anOrganization } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { couponAnswer } from '../../../billing/test-fixtures';

const contactsPack: BillingProduct = {
  id: 'prod_contacts',
  name: '1000 Contacts',
  description: 'One thousand more contacts',
  kind: 'addon',
  prices: [
    { id: 'price_c', unit_amount: 4950, unit_amount_decimal: '4950', currency: 'usd', interval: null },
  ],
  metadata: { contacts: 1000 },
};

function addonsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /organization/7/': { body: anOrganization(7, { is_subscribed: true, package_id: 'prod_chorus' }) },
    'GET /addons/7/products/': { body: { results: [contactsPack] } },
    'GET /addons/7/purchases/': {
      body: {
        results: [
          {
            id: 1,
            product: { id: 'prod_contacts', name: '1000 Contacts' },
            amount: 4950,
            time: '2026-10-02T09:30:00.000Z',
            invoice_id: null,
          },
        ],
        count: 1,
      },
    },
    ...extra,
  });
}

describe('add-ons', () => {
  it('lists the add-ons in whole dollars and the purchases (tab)', async () => {
    const api = addonsApi();
    renderAt('/manage-organization/edit/7?tab=add-ons', { loggedIn: true, organizationId: 7 });
    const card = await screen.findByTestId('addon-prod_contacts');
    expect(within(card).getByText('$50')).toBeInTheDocument();
    const table = screen.getByTestId('addon-purchases');
    expect(await within(table).findByText('1000 Contacts')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Product' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Time' })).toBeInTheDocument();
    expect(api.callsTo('GET /addons/7/purchases/')[0]!.query).toEqual({ page: '1', per_page: '10' });
  });

  it('buys with a coupon, then without, and reports both outcomes (page)', async () => {
    let status = 201;
    const api = addonsApi({
      'POST /coupon/check/': { body: couponAnswer(50, [contactsPack.id]) },
      'POST /addons/7/buy/': () =>
        status === 201
          ? {
              status: 201,
              body: {
                id: 2,
                product: { id: 'prod_contacts', name: '1000 Contacts' },
                amount: 2475,
                time: '2026-10-03T00:00:00Z',
                invoice_id: null,
              },
            }
          : { status: 402, body: { detail: billingMessages.unableToBuyAddon } },
    });
    const { user } = renderAt('/add-ons?id=7', { loggedIn: true, organizationId: 7 });
    expect(await screen.findByRole('heading', { name: 'Add-ons' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    await user.click(screen.getByLabelText('Coupon code'));
    await user.paste('HALF');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(within(await screen.findByTestId('coupon-applied')).getByText('$25')).toBeInTheDocument();
    const purchaseLoads = api.callsTo('GET /addons/7/purchases/').length;
    await user.click(screen.getByRole('button', { name: billingMessages.proceedToPayment }));
    expect(await screen.findByText(billingMessages.addonBought)).toBeInTheDocument();
    expect(api.callsTo('POST /addons/7/buy/')[0]!.body).toEqual({
      product_id: 'prod_contacts',
      coupon_id: 'coupon_1',
    });
    await waitFor(() =>
      expect(api.callsTo('GET /addons/7/purchases/').length).toBeGreaterThan(purchaseLoads),
    );

    status = 402;
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(await screen.findByRole('button', { name: billingMessages.proceedWithoutCoupon }));
    expect(await screen.findByText(billingMessages.unableToBuyAddon)).toBeInTheDocument();
    expect(api.callsTo('POST /addons/7/buy/')[1]!.body).toEqual({ product_id: 'prod_contacts' });
  });
});
