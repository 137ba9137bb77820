import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { billingMessages, type Card } from '@ensemble/contracts';
import { DataSource } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import {
  CardDeclinedError,
  PLATFORM_CUSTOMERS,
  type PlatformCustomers,
} from '../../../engine/providers/payments/payments-provider';
import { Organization, OrganizationRecordsService } from '../../platform';
import { declined } from './declined';

/** The organization as the provider's customer: created on first need, its setup intents and default card. */
@Injectable()
export class BillingCustomersService {
  private readonly logger = new Logger(BillingCustomersService.name);

  constructor(
    @Inject(PLATFORM_CUSTOMERS) private readonly customers: PlatformCustomers,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly organizations: OrganizationRecordsService,
  ) {}

  async customerOf(org: Organization): Promise<string> {
    const id = await this.customers.ensureCustomer({
      organizationId: org.id,
      name: org.name,
      email: org.email,
      customerId: org.stripeCustomerId,
    });
    if (id !== org.stripeCustomerId) {
      await this.organizations.setPaymentsCustomer(this.dataSource.manager, org.id, id);
      org.stripeCustomerId = id;
    }
    return id;
  }

  async setupIntent(org: Organization): Promise<{ results: { client_secret: string } }> {
    try {
      const customer = await this.customerOf(org);
      const intent = await this.customers.createSetupIntent(customer, `seti:${org.id}:${randomUUID()}`);
      return { results: { client_secret: intent.client_secret } };
    } catch (err) {
      this.logger.warn(`setup intent for organization ${org.id} failed: ${(err as Error).message}`);
      throw ApiError.detail(HttpStatus.BAD_REQUEST, billingMessages.unableToGetClientKey);
    }
  }

  async savePaymentMethod(org: Organization, paymentMethodId: string): Promise<Card> {
    try {
      const customer = await this.customerOf(org);
      return await this.customers.attachPaymentMethod(customer, paymentMethodId);
    } catch (err) {
      if (err instanceof CardDeclinedError) throw declined(billingMessages.cardDeclined);
      throw ApiError.detail(HttpStatus.BAD_REQUEST, billingMessages.unableToGetPaymentMethod);
    }
  }

  async card(org: Organization): Promise<Card> {
    const card = org.stripeCustomerId ? await this.customers.getDefaultCard(org.stripeCustomerId) : null;
    if (!card) throw ApiError.detail(HttpStatus.NOT_FOUND, billingMessages.unableToGetPaymentMethod);
    return card;
  }
}
