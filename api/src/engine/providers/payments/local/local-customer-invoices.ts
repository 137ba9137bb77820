import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { PaymentsProviderName } from '@ensemble/contracts';
import {
  type ClientInvoicing,
  type CustomerInvoice,
  type CustomerInvoiceInput,
  customerInvoiceTags,
  PaymentsProviderError,
} from '../payments-provider';
import { LocalCustomerInvoice } from './customer-invoices.entities';

/** What the hosted pay page shows. */
export interface LocalPayPageInvoice {
  id: string;
  organizationId: number;
  amount: number;
  currency: string;
  description: string;
  status: LocalCustomerInvoice['status'];
  dueAt: Date;
}

/**
 * The local provider's customer invoices (issue 7): finalized at once as 'open', paid on our own hosted page
 * (`{apiPublicUrl}/pay/invoices/{token}`) the way a client pays Stripe's hosted invoice page.
 */
export class LocalCustomerInvoices implements ClientInvoicing {
  readonly name: PaymentsProviderName = 'local';

  constructor(
    private readonly dataSource: DataSource,
    private readonly payPageBase: string,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(LocalCustomerInvoice);
  }

  private present(row: LocalCustomerInvoice): CustomerInvoice {
    return {
      id: row.id,
      status: row.status,
      hostedUrl: `${this.payPageBase}/pay/invoices/${row.payToken}`,
      totalAmount: row.amount,
    };
  }

  async createCustomerInvoice(input: CustomerInvoiceInput): Promise<CustomerInvoice> {
    // The same key answers the first result, as Stripe's idempotency does.
    const existing = await this.repo.findOne({
      where: { organizationId: input.organizationId, idempotencyKey: input.idempotencyKey },
    });
    if (existing) return this.present(existing);
    const now = new Date();
    const row = this.repo.create({
      id: `in_local_${randomBytes(10).toString('hex')}`,
      organizationId: input.organizationId,
      payToken: randomBytes(24).toString('base64url'),
      idempotencyKey: input.idempotencyKey,
      email: input.email,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      daysUntilDue: input.daysUntilDue,
      dueAt: new Date(now.getTime() + input.daysUntilDue * 86_400_000),
      status: 'open',
      metadata: { ...input.metadata, ...customerInvoiceTags(input.organizationId) },
      paidAt: null,
    });
    return this.present(await this.repo.save(row));
  }

  async getCustomerInvoice(organizationId: number, id: string): Promise<CustomerInvoice | null> {
    const row = await this.repo.findOne({ where: { organizationId, id } });
    return row ? this.present(row) : null;
  }

  async voidOrDeleteCustomerInvoice(organizationId: number, id: string): Promise<void> {
    const row = await this.repo.findOne({ where: { organizationId, id } });
    if (!row) return;
    if (row.status === 'paid') throw new PaymentsProviderError(`Invoice ${id} is paid`);
    if (row.status === 'draft') await this.repo.delete({ organizationId, id });
    else if (row.status === 'open') await this.repo.update({ organizationId, id }, { status: 'void' });
  }

  async byToken(token: string): Promise<LocalPayPageInvoice | null> {
    const row = await this.repo.findOne({ where: { payToken: token } });
    if (!row) return null;
    const { id, organizationId, amount, currency, description, status, dueAt } = row;
    return { id, organizationId, amount, currency, description, status, dueAt };
  }

  /** Pays an open invoice (a conditional update, so a double submit pays once); false when it was not open. */
  async payByToken(token: string): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(LocalCustomerInvoice)
      .set({ status: 'paid', paidAt: new Date() })
      .where('payToken = :token AND status = :open', { token, open: 'open' })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
