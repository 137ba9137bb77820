import { discounted } from '@ensemble/contracts';
import PDFDocument from 'pdfkit';
import { In } from 'typeorm';
import {
  CardDeclinedError,
  type OneTimeChargeInput,
  PaymentsProviderError,
  type PlatformInvoices,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../payments-provider';
import { BillingCouponRow } from './catalogue.entities';
import {
  LocalCustomer,
  LocalInvoice,
  type LocalInvoiceLine,
  LocalSubscription,
} from './local-state.entities';
import type { LocalLedger } from './local-ledger';

/** The organization's invoices from Ensemble (PDFs rendered with pdfkit) and add-ons charged once. */
export class LocalPlatformInvoices implements PlatformInvoices {
  constructor(private readonly ledger: LocalLedger) {}

  async listInvoices(
    customerId: string,
    page: number,
    perPage: number,
  ): Promise<{ results: ProviderInvoice[]; count: number }> {
    const [rows, count] = await this.ledger.repo(LocalInvoice).findAndCount({
      where: { customerId, status: In(['open', 'paid', 'uncollectible', 'void']) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (Math.max(1, page) - 1) * perPage,
      take: perPage,
    });
    return { results: rows.map((r) => this.ledger.presentInvoice(r)), count };
  }

  async getInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    const row = await this.ledger.repo(LocalInvoice).findOneBy({ id: invoiceId });
    return row ? this.ledger.presentInvoice(row) : null;
  }

  async payInvoice(invoiceId: string, _idempotencyKey: string): Promise<ProviderInvoice> {
    const invoice = await this.ledger.repo(LocalInvoice).findOneBy({ id: invoiceId });
    if (!invoice) throw new PaymentsProviderError(`No such invoice: ${invoiceId}`);
    if (invoice.status === 'paid') return this.ledger.presentInvoice(invoice);
    if (invoice.status !== 'open')
      throw new PaymentsProviderError(`Invoice ${invoiceId} is ${invoice.status}`);
    if (!(await this.ledger.settle(invoice))) throw new CardDeclinedError();
    let subscription: ProviderSubscription | undefined;
    if (invoice.subscriptionId) {
      const subs = this.ledger.repo(LocalSubscription);
      await subs.update(
        { id: invoice.subscriptionId, status: In(['incomplete', 'past_due', 'unpaid']) },
        { status: 'active' },
      );
      const sub = await subs.findOneBy({ id: invoice.subscriptionId });
      if (sub) subscription = await this.ledger.present(sub);
    }
    const presented = this.ledger.presentInvoice(invoice);
    await this.ledger.emit({
      id: `evt_local_${invoice.id}_paid`,
      type: 'invoice.paid',
      customerId: invoice.customerId,
      invoice: presented,
      subscription,
    });
    return presented;
  }

  async invoicePdf(invoiceId: string): Promise<{ pdf: Buffer }> {
    const invoice = await this.ledger.repo(LocalInvoice).findOneBy({ id: invoiceId });
    if (!invoice) throw new PaymentsProviderError(`No such invoice: ${invoiceId}`);
    const customer = await this.ledger.customer(invoice.customerId);
    return { pdf: await renderInvoicePdf(invoice, customer) };
  }

  async chargeOnce(input: OneTimeChargeInput): Promise<ProviderInvoice> {
    const invoices = this.ledger.repo(LocalInvoice);
    const earlier = await invoices.findOneBy({ idempotencyKey: input.idempotencyKey });
    if (earlier?.status === 'paid') return this.ledger.presentInvoice(earlier);
    if (earlier) await invoices.delete({ id: earlier.id });
    const customer = await this.ledger.customer(input.customerId);
    const coupon = input.couponId
      ? await this.ledger.repo(BillingCouponRow).findOneBy({ id: input.couponId, valid: true })
      : null;
    const lines: LocalInvoiceLine[] = [{ description: input.description, amount: input.amount }];
    if (coupon) {
      lines.push({
        description: `${coupon.percentOff}% off`,
        amount: discounted(input.amount, coupon.percentOff) - input.amount,
      });
    }
    const invoice = await this.ledger.createInvoice(
      { organizationId: customer.organizationId, customerId: customer.id, id: null },
      input.idempotencyKey,
      lines,
      input.description,
      null,
    );
    if (!(await this.ledger.settle(invoice))) {
      await invoices.update({ id: invoice.id }, { status: 'void' });
      throw new CardDeclinedError();
    }
    return this.ledger.presentInvoice(invoice);
  }
}

const money = (cents: number, currency: string) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** A plain one-page invoice. */
function renderInvoicePdf(invoice: LocalInvoice, customer: LocalCustomer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${invoice.number}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text('Invoice', { align: 'left' });
    doc.moveDown();
    doc.fontSize(11);
    doc.text(`Number: ${invoice.number}`);
    doc.text(`Date: ${invoice.createdAt.toISOString().slice(0, 10)}`);
    doc.text(`Status: ${invoice.status}`);
    doc.text(`Billed to: ${customer.name} <${customer.email}>`);
    doc.moveDown();
    for (const line of invoice.lines)
      doc.text(`${line.description}    ${money(line.amount, invoice.currency)}`);
    doc.moveDown();
    doc.fontSize(13).text(`Amount due: ${money(invoice.amountDue, invoice.currency)}`);
    doc.text(`Amount paid: ${money(invoice.amountPaid, invoice.currency)}`);
    doc.end();
  });
}
