import {
  clientContactSchema,
  defaultCloseDate,
  invoiceFailureMessage,
  invoicePaidLabel,
  invoiceSchema,
  invoiceSentLabel,
  leadInvoicesConstants,
  leadSalesConstants,
  saleLabels,
  saleSchema,
} from './index';

const firstError = async (schema: { validate(v: unknown): Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('sales', () => {
  const sale = {
    sale_date: '2026-01-02',
    close_date: '2026-01-03',
    amount: '12.50',
    service: null,
    carrier: '',
  };
  it('accepts a sale and casts the amount', async () => {
    expect(await saleSchema.validate(sale)).toMatchObject({ amount: 12.5, carrier: null });
  });
  it.each(['abc', '-1', '1.234', ''])("rejects amount '%s' with 'invalid amount format'", async (amount) => {
    expect(await firstError(saleSchema, { ...sale, amount })).toBe('invalid amount format');
  });
  it('rejects a bad date and a close date before the sale date', async () => {
    expect(await firstError(saleSchema, { ...sale, sale_date: '02/01/2026' })).toBe(
      'Date format must be like YYYY-MM-DD',
    );
    expect(await firstError(saleSchema, { ...sale, close_date: '2026-01-01' })).toBe(
      'Close date must not be before the sale date',
    );
  });
  it('labels an imported (2) lead as a policy', () => {
    expect(saleLabels(2)).toEqual({
      saleDate: 'Effective Date',
      closeDate: 'Expiration Date',
      amount: 'Premium',
      service: 'Service',
      carrier: 'Carrier',
    });
    expect(saleLabels(0).saleDate).toBe('Sale date');
  });
  it('defaults the close date to tomorrow and previews 3', () => {
    expect(defaultCloseDate(new Date(2026, 11, 31, 23, 0))).toBe('2027-01-01');
    expect(leadSalesConstants.previewCount).toBe(3);
  });
});

describe('client contacts', () => {
  it('needs a name and checks email and phone', async () => {
    expect(await firstError(clientContactSchema, { email: 'a@b.co' })).toBe(
      'Contact must have a first or last name',
    );
    expect(await firstError(clientContactSchema, { last_name: 'Doe', email: 'nope' })).toBe(
      'Email is not valid',
    );
    expect(await firstError(clientContactSchema, { last_name: 'Doe', cell_phone: '12' })).toBe(
      'phone number is not valid',
    );
    expect(
      await firstError(clientContactSchema, {
        first_name: 'Ann',
        email: 'a@b.co',
        zip_code: 'x'.repeat(101),
      }),
    ).toBe('Maximum number of characters is 100');
  });

  it('needs an email or a cell phone (spec 2 §5)', async () => {
    for (const noWay of [{}, { email: '', cell_phone: '' }, { email: '  ', cell_phone: null }]) {
      expect(await firstError(clientContactSchema, { first_name: 'Ann', ...noWay })).toBe(
        'Contact must have email or cell phone',
      );
    }
    expect(await firstError(clientContactSchema, { first_name: 'Ann', email: 'a@b.co' })).toBeNull();
    expect(
      await firstError(clientContactSchema, { first_name: 'Ann', cell_phone: '+1 415 555 0100' }),
    ).toBeNull();
  });
});

describe('invoices', () => {
  const invoice = { amount: '10', email: 'c@d.co', description: 'Work', days_until_due: '7', lead_id: 3 };
  it('validates amount, email, description and days until due', async () => {
    expect(await invoiceSchema.validate(invoice)).toMatchObject({ amount: 10, days_until_due: 7 });
    expect(await firstError(invoiceSchema, { ...invoice, amount: 'x' })).toBe('Invalid amount');
    expect(await firstError(invoiceSchema, { ...invoice, amount: '0' })).toBe('Invalid amount');
    expect(await firstError(invoiceSchema, { ...invoice, email: '' })).toBe('Email is required');
    expect(await firstError(invoiceSchema, { ...invoice, description: ' ' })).toBe('Description is required');
    expect(await firstError(invoiceSchema, { ...invoice, days_until_due: '' })).toBe(
      'Days until due is required',
    );
  });
  it('labels the sent state and the payment status', () => {
    expect(invoiceSentLabel({ sms_sent: true, email_sent: false })).toBe('SMS sent');
    expect(invoiceSentLabel({ sms_sent: false, email_sent: true })).toBe('Email sent');
    expect(invoiceSentLabel({ sms_sent: true, email_sent: true })).toBe('SMS sent, Email sent');
    expect(invoiceSentLabel({ sms_sent: false, email_sent: false })).toBe('Not sent');
    expect(invoicePaidLabel('paid')).toBe('Paid');
    expect(invoicePaidLabel('open')).toBe('Not Paid');
    expect(leadInvoicesConstants.pageSize).toBe(20);
  });
  it('picks the failure message: response message, else error message, else the default', () => {
    expect(invoiceFailureMessage({ message: 'Card issue' }, 'boom')).toBe('Card issue');
    expect(invoiceFailureMessage({ detail: 'Nope' })).toBe('Nope');
    expect(invoiceFailureMessage({ amount: ['Invalid amount'] })).toBe('Invalid amount');
    expect(invoiceFailureMessage(undefined, 'boom')).toBe('boom');
    expect(invoiceFailureMessage(null)).toBe('Something went wrong');
  });
});
