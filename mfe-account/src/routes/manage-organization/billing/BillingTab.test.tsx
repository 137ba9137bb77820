import { screen, waitFor, within } from '@testing-library/react';
import { billingMessages } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { anOrganization } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { anInvoice, localConfig, visa } from '../../../billing/test-fixtures';
import { invoiceStatusLabel, openInvoicePdf } from './BillingTab';

const org = anOrganization(7, { is_subscribed: true, package_id: 'prod_chorus' });
const invoices = [
  anInvoice('in_1'),
  anInvoice('in_2', { status: 'open', amount_due: 1999 }),
  anInvoice('in_3', { status: 'void' }),
];

function billingApi(extra: Parameters<typeof mockApi>[0] = {}, organization = org) {
  return mockApi({
    'GET /organization/7/': { body: organization },
    'GET /payment-method/7/': { body: visa },
    'GET /payment-method/7/invoices/': (call) => ({
      body: { results: call.query.page === '2' ? [anInvoice('in_6')] : invoices, count: 6 },
    }),
    ...extra,
  });
}

const open = () => renderAt('/manage-organization/edit/7?tab=billing', { loggedIn: true, organizationId: 7 });
const rows = () => within(screen.getByTestId('invoices-table')).getAllByRole('row').slice(1);

describe('billing tab', () => {
  it('reads Paid only for paid invoices', () => {
    expect(invoiceStatusLabel({ status: 'paid' })).toBe('Paid');
    for (const status of ['open', 'draft', 'uncollectible', 'void'] as const) {
      expect(invoiceStatusLabel({ status })).toBe('Not Paid');
    }
  });

  it('shows the card and the invoices, 5 per page from the server, Retry only for open ones', async () => {
    const api = billingApi();
    const { user } = open();
    const card = await screen.findByTestId('card-on-file');
    expect(within(card).getByRole('img', { name: 'Visa' })).toHaveAttribute('data-brand', 'visa');
    expect(card).toHaveTextContent('Visa');
    expect(card).toHaveTextContent('•••• 4242');
    expect(card).toHaveTextContent('exp 04/31');

    await screen.findByText('INV-in_1');
    for (const title of ['Transaction ID', 'Date', 'Status', 'Amount due']) {
      expect(
        within(screen.getByTestId('invoices-table')).getByRole('columnheader', { name: title }),
      ).toBeInTheDocument();
    }
    const [paid, openRow, voided] = rows();
    expect(within(paid!).getByText('Paid')).toBeInTheDocument();
    expect(within(paid!).getByText('$250.00')).toBeInTheDocument();
    expect(within(paid!).getByText('Oct 1, 2026')).toBeInTheDocument();
    expect(within(paid!).queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument();
    expect(within(openRow!).getByText('Not Paid')).toBeInTheDocument();
    expect(within(openRow!).getByText('$19.99')).toBeInTheDocument();
    expect(within(openRow!).getByRole('button', { name: 'Retry payment' })).toBeInTheDocument();
    expect(within(voided!).getByText('Not Paid')).toBeInTheDocument();
    expect(within(voided!).queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument();

    expect(api.callsTo('GET /payment-method/7/invoices/')[0]!.query).toEqual({ page: '1' });
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('INV-in_6')).toBeInTheDocument();
    expect(api.callsTo('GET /payment-method/7/invoices/').at(-1)!.query).toEqual({ page: '2' });
  });

  it.each([
    ['mastercard', 'Mastercard', 'mastercard'],
    ['amex', 'American Express', 'amex'],
    ['discover', 'Discover', 'discover'],
    ['jcb', 'JCB', 'jcb'],
    ['unknown', 'Card', 'unknown'],
    ['eftpos_au', 'Card', 'unknown'],
  ])("shows the %s card's logo (named %s)", async (brand, name, drawn) => {
    billingApi({ 'GET /payment-method/7/': { body: { ...visa, brand } } });
    open();
    const card = await screen.findByTestId('card-on-file');
    expect(within(card).getByRole('img', { name })).toHaveAttribute('data-brand', drawn);
  });

  it("retries an open invoice: 'Invoice paid' and refetches; 'Your card was declined' on 402", async () => {
    let status = 402;
    const api = billingApi({
      'POST /payment-method/7/invoices/in_2/retry/': () =>
        status === 200
          ? { body: anInvoice('in_2') }
          : { status: 402, body: { detail: billingMessages.cardDeclined } },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText(billingMessages.cardDeclined)).toBeInTheDocument();

    status = 200;
    const invoiceLoads = api.callsTo('GET /payment-method/7/invoices/').length;
    const orgLoads = api.callsTo('GET /organization/7/').length;
    await user.click(screen.getByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText(billingMessages.invoicePaid)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /payment-method/7/invoices/').length).toBeGreaterThan(invoiceLoads),
    );
    await waitFor(() => expect(api.callsTo('GET /organization/7/').length).toBeGreaterThan(orgLoads));
  });

  it("edits the card and says 'Card changed successfully!' after reloading it", async () => {
    const api = billingApi({
      'GET /payments/config/': { body: localConfig },
      'POST /subscription/7/setup-intent/': { body: { results: { client_secret: 's' } } },
      'POST /payments/local/setup-intents/confirm/': { body: { payment_method: 'pm_2' } },
      'POST /payment-method/7/': { body: { ...visa, last4: '4444' } },
    });
    const { user } = open();
    await screen.findByTestId('card-on-file');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const save = await screen.findByRole('button', { name: 'Save card' });
    expect(save).toBeDisabled();
    await user.click(screen.getByLabelText('Card number'));
    await user.paste('5555555555554444');
    await user.click(screen.getByLabelText('Expiry'));
    await user.paste('11/29');
    await user.click(screen.getByLabelText('CVC'));
    await user.paste('321');
    await waitFor(() => expect(save).toBeEnabled());
    const cardLoads = api.callsTo('GET /payment-method/7/').length;
    await user.click(save);
    expect(await screen.findByText(billingMessages.cardChanged)).toBeInTheDocument();
    expect(api.callsTo('POST /payment-method/7/')[0]!.body).toEqual({
      organization: 7,
      stripe_payment_method_id: 'pm_2',
    });
    expect(api.callsTo('GET /payment-method/7/').length).toBeGreaterThan(cardLoads);
    // Edit mode never subscribes.
    expect(api.callsTo('POST /subscription/7/')).toHaveLength(0);
  });

  it('opens the invoice PDF fetched with the bearer token', async () => {
    const api = billingApi({ 'GET /payment-method/7/invoices/in_1/pdf/': { body: {} } });
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:invoice') });
    renderAt('/', { loggedIn: true, organizationId: 7 });
    await expect(openInvoicePdf(7, 'in_1')).resolves.toBe(true);
    expect(api.callsTo('GET /payment-method/7/invoices/in_1/pdf/')[0]!.authorization).toBe('Bearer access-1');
    expect(tab.location.href).toBe('blob:invoice');
    open.mockRestore();
  });

  it('is the only tab an unpaid organization sees', async () => {
    billingApi({}, anOrganization(7, { is_subscribed: false, package_id: 'prod_chorus' }));
    renderAt('/manage-organization/edit/7?tab=general', { loggedIn: true, organizationId: 7 });
    await screen.findByTestId('invoices-table');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Billing']);
  });
});
