import { fireEvent, screen, within } from '@testing-library/react';
import { type LeadInvoice, leadInvoicesMessages as I, leadsMessages } from '@ensemble/contracts';
import { json, mockApi, page, path, renderInApp } from '../../../test';
import { fillIn, press, firstCall, confirmDeletion, slow } from '../../../test/forms';
import { lead } from '../../../test/record';
import { InvoicesSection } from './InvoicesSection';

const invoice = (id: number, over: Partial<LeadInvoice> = {}): LeadInvoice => ({
  id,
  lead: 7,
  created_at: '2026-03-02T10:00:00.000Z',
  days_until_due: 14,
  total_amount: 125.5,
  email: 'ada@example.test',
  description: 'Roof repair',
  sms_sent: false,
  email_sent: true,
  status: 'open',
  hosted_url: `http://api.test/api/pay/invoices/token${id}`,
  ...over,
});

const render = () => renderInApp('/', <InvoicesSection organizationId={4} stage="Client" lead={lead()} />);

describe('InvoicesSection', () => {
  it('shows the empty text, then creates an invoice with the email prefilled', async () => {
    const calls = mockApi((c) => (c.method === 'POST' ? json(201, invoice(1)) : json(200, page([]))));
    render();
    expect(await screen.findByText(I.noInvoices, {}, slow)).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('per_page')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    const form = await screen.findByRole('form', { name: 'Create invoice' });
    expect(within(form).getByLabelText('Email')).toHaveValue('ada@example.test');
    fillIn(form, { Amount: 'abc' });
    press(form, 'Create');
    expect(await within(form).findByText(I.amountInvalid)).toBeInTheDocument();
    expect(await within(form).findByText('Description is required')).toBeInTheDocument();
    expect(await within(form).findByText('Days until due is required')).toBeInTheDocument();
    fillIn(form, { Amount: '125.50', Description: 'Roof repair', 'Days until due': '14' });
    press(form, 'Create');
    expect(await screen.findByText(I.created, {}, slow)).toBeInTheDocument();
    const post = firstCall(calls, 'POST');
    expect(path(post!)).toBe('/stripe/4/generate-invoice/');
    expect(post?.body).toEqual({
      amount: 125.5,
      email: 'ada@example.test',
      description: 'Roof repair',
      days_until_due: 14,
      lead_id: 7,
    });
  });

  it('toasts the response message, else the default, when creating fails', async () => {
    let reply = json(502, { detail: 'Provider down' });
    mockApi((c) => (c.method === 'POST' ? reply : json(200, page([]))));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create invoice' }, slow));
    const form = await screen.findByRole('form', { name: 'Create invoice' });
    fillIn(form, { Amount: '10', Description: 'Work', 'Days until due': '3' });
    press(form, 'Create');
    expect(await screen.findByText('Provider down', {}, slow)).toBeInTheDocument();
    reply = json(500, {});
    press(form, 'Create');
    expect(await screen.findByText(I.failed, {}, slow)).toBeInTheDocument();
  });

  it('lists the sent state and payment status, and deletes with "Invoice deleted successfully!"', async () => {
    const calls = mockApi((c) => {
      if (c.method === 'DELETE') return json(200, { detail: I.deleted, invoices: [], count: 0 });
      return json(
        200,
        page([
          invoice(3, { status: 'paid', sms_sent: true }),
          invoice(2, { email_sent: false }),
          invoice(1, { status: 'void' }),
        ]),
      );
    });
    render();
    const table = await screen.findByRole('table', {}, slow);
    // The table shows (loading) before its rows arrive.
    await within(table).findByText('SMS sent, Email sent', {}, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('SMS sent, Email sent')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Not sent')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Not Paid')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Email sent')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$125.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete invoice 2' }));
    await confirmDeletion();
    expect(await screen.findByText(I.deleted, {}, slow)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map(path)).toEqual([
      '/organization/lead/7/invoices/2/',
    ]);
  });

  it('sends an invoice by email through the composer (invoice_id)', async () => {
    mockApi(() => json(200, page([invoice(3), invoice(2, { hosted_url: null })])));
    render();
    await screen.findByRole('button', { name: 'Delete invoice 3' }, slow);
    // An invoice the provider never made has no payment link to send.
    expect(screen.queryByRole('button', { name: 'Send invoice 2 by email' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send invoice 3 by email' }));
    expect(window.location.pathname).toBe('/rhapsody/email/templates/4');
    expect(window.location.search).toBe('?email=ada%40example.test&recipient_id=7&invoice_id=3');
  });

  it('says the client has no email instead of opening the composer', async () => {
    mockApi(() => json(200, page([invoice(3)])));
    renderInApp('/', <InvoicesSection organizationId={4} stage="Client" lead={lead({ email: null })} />);
    const button = await screen.findByRole('button', { name: 'Send invoice 3 by email' }, slow);
    const before = window.location.href;
    fireEvent.click(button);
    expect(await screen.findByText(leadsMessages.leadNoEmail)).toBeInTheDocument();
    expect(window.location.href).toBe(before);
  });

  it('pages 20 per page', async () => {
    const calls = mockApi((c) => {
      const p = Number(c.url.searchParams.get('page'));
      return json(200, page(p === 1 ? [invoice(21)] : [invoice(1)], 21));
    });
    render();
    await screen.findByRole('table', {}, slow);
    fireEvent.click(await screen.findByTitle('2', {}, slow));
    await screen.findByRole('button', { name: 'Delete invoice 1' }, slow);
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('offers a retry when the invoices cannot be loaded', async () => {
    mockApi(() => json(500, { detail: 'Boom' }));
    render();
    expect(await screen.findByText('Invoices could not be loaded', {}, slow)).toBeInTheDocument();
  });
});
