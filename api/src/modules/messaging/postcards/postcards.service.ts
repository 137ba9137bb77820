import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type CheckGroupsInput,
  type CheckGroupsResult,
  messages,
  postcardBucketStages,
  type PostcardOrder as PostcardOrderRead,
  type PostcardOrdersPage,
  type PostcardOrderStatus,
  type PostcardPriceOption,
  type PostcardProof,
  postcardsConstants,
  postcardsMessages,
  type PostcardTemplate,
} from '@ensemble/contracts';
import { In, IsNull, type Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import {
  POSTCARDS_PROVIDER,
  type PostcardsProvider,
  type ProviderPostcardPrice,
} from '../../../engine/providers/postcards/postcards-provider';
import { BillingInvoicesService } from '../../billing';
import { PostalRecipientsService } from '../../contacts';
import type { Organization } from '../../platform';
import { PostcardOrder } from './postcard-order.entity';

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
/** Orders that can still be changed or paid. */
const OPEN: PostcardOrderStatus[] = ['Pending', 'Pending Payment', 'Failed Payment'];
const PAYABLE: PostcardOrderStatus[] = ['Pending Payment', 'Failed Payment'];
/** Statuses after which the provider has nothing newer to say. */
const FINAL: PostcardOrderStatus[] = ['Delivered', 'Undeliverable', 'Canceled', 'Failed'];

const units = (cents: number) => Math.round(cents) / 100;

/** Post cards (spec 2 'Post cards'): receivers, prices, proofs, orders and their one-time payment. */
@Injectable()
export class PostcardsService {
  private readonly logger = new Logger(PostcardsService.name);

  constructor(
    @Inject(POSTCARDS_PROVIDER) private readonly provider: PostcardsProvider,
    @InjectRepository(PostcardOrder) private readonly orders: Repository<PostcardOrder>,
    private readonly recipients: PostalRecipientsService,
    private readonly billing: BillingInvoicesService,
  ) {}

  async templates(organizationId: number): Promise<PostcardTemplate[]> {
    return (await this.provider.listTemplates(organizationId)).map((t) => ({
      id: t.id,
      design_id: t.designId,
      title: t.title,
      template: { proofFront: t.proofFront },
    }));
  }

  async proof(organizationId: number, templateId: number): Promise<PostcardProof> {
    const proof = await this.provider.proof(organizationId, templateId);
    if (!proof) throw notFound();
    return proof;
  }

  /**
   * Contacts of the organization with a postal address in any chosen bucket ('all' = every stage), opportunity
   * list or tag. Lists and tags of another organization are not found.
   */
  async eligibleRecipients(
    organizationId: number,
    input: Pick<CheckGroupsInput, 'buckets' | 'lead_lists' | 'groups'>,
  ): Promise<number> {
    const buckets = input.buckets ?? [];
    const listIds = [...new Set(input.lead_lists ?? [])];
    const groupIds = [...new Set(input.groups ?? [])];
    await this.recipients.assertAudienceFound(organizationId, listIds, groupIds);
    const all = buckets.includes('all');
    const stages = all
      ? []
      : buckets.map((b) => postcardBucketStages[b as keyof typeof postcardBucketStages]);
    if (!all && !stages.length && !listIds.length && !groupIds.length) return 0;
    return this.recipients.count(organizationId, { all, stages, listIds, groupIds });
  }

  private priceOptions(prices: ProviderPostcardPrice[], available: number): PostcardPriceOption[] {
    return prices.map((p) => ({
      id: p.id,
      size: p.size,
      description: p.description,
      unit_price: units(p.unitAmount),
      total_calculated_price: units(p.unitAmount * available),
    }));
  }

  async checkGroups(
    org: Organization,
    userId: number | null,
    templateId: number,
    input: CheckGroupsInput,
  ): Promise<CheckGroupsResult> {
    const template = await this.provider.getTemplate(org.id, templateId);
    if (!template) throw notFound();
    const existing = input.postcardmania_order_id
      ? await this.orders.findOneBy({ organizationId: org.id, providerOrderId: input.postcardmania_order_id })
      : null;
    if (input.postcardmania_order_id && !existing) throw notFound();
    const leadCutoff = input.lead_cutoff ?? postcardsConstants.defaultLeadCutoff;
    const eligible = await this.eligibleRecipients(org.id, input);
    const available = Math.max(0, eligible - leadCutoff);
    const prices = await this.provider.listPrices(org.id);
    const price = input.price_id ? prices.find((p) => p.id === input.price_id && p.size !== null) : undefined;
    if (input.price_id && !price) throw ApiError.field('price_id', postcardsMessages.selectSize);
    const addon = input.addon_id ? prices.find((p) => p.id === input.addon_id && p.size === null) : undefined;
    if (input.addon_id && !addon) throw ApiError.field('addon_id', messages.invalidChoice);
    const totalCents = price ? (price.unitAmount + (addon?.unitAmount ?? 0)) * available : 0;
    const result: CheckGroupsResult = {
      prices: this.priceOptions(prices, available),
      available,
      total_price: units(totalCents),
      order_id: null,
      postcardmania_order_id: null,
    };
    if (!input.make_order) return result;

    if (!price) throw ApiError.field('price_id', postcardsMessages.selectSize);
    if (available < postcardsConstants.minRecipients)
      throw ApiError.detail(
        HttpStatus.BAD_REQUEST,
        postcardsMessages.tooFewRecipients(postcardsConstants.minRecipients),
      );
    if (existing && !OPEN.includes(existing.status))
      throw ApiError.detail(HttpStatus.BAD_REQUEST, postcardsMessages.orderLocked);
    const fields = {
      templateId,
      designId: template.designId,
      totalRecipients: available,
      leadCutoff,
      orderState: {
        buckets: input.buckets ?? [],
        groups: input.groups ?? [],
        lead_lists: input.lead_lists ?? [],
      },
      priceId: price.id,
      addonId: addon?.id ?? null,
      totalPrice: totalCents,
    };
    let order: PostcardOrder;
    if (existing) {
      await this.orders.update({ organizationId: org.id, id: existing.id }, fields);
      order = { ...existing, ...fields };
    } else {
      order = await this.orders.save(
        this.orders.create({
          organizationId: org.id,
          provider: this.provider.name,
          providerOrderId: null,
          status: 'Pending',
          mailClass: postcardsConstants.mailClass,
          paymentInvoiceId: null,
          paidAt: null,
          createdById: userId,
          ...fields,
        }),
      );
    }
    let providerOrderId = order.providerOrderId;
    if (!providerOrderId) {
      try {
        const placed = await this.provider.createOrder({
          organizationId: org.id,
          orderId: order.id,
          designId: template.designId,
          recipients: available,
          priceId: price.id,
          addonId: addon?.id ?? null,
          mailClass: order.mailClass,
          idempotencyKey: `postcard-order:${order.id}`,
        });
        await this.orders.update(
          { organizationId: org.id, id: order.id },
          { providerOrderId: placed.providerOrderId, status: placed.status },
        );
        providerOrderId = placed.providerOrderId;
      } catch (err) {
        this.logger.warn(`post card order ${order.id} failed: ${(err as Error).message}`);
        await this.orders.update({ organizationId: org.id, id: order.id }, { status: 'Failed' });
        throw ApiError.detail(HttpStatus.BAD_GATEWAY, postcardsMessages.orderFailed);
      }
    }
    return { ...result, order_id: order.id, postcardmania_order_id: providerOrderId };
  }

  /** Pays an order waiting for payment with the organization's card; the provider then starts work. */
  async pay(org: Organization, orderId: number): Promise<PostcardOrderRead> {
    const order = await this.orders.findOneBy({ organizationId: org.id, id: orderId });
    if (!order) throw notFound();
    const claim = `claim:${randomUUID()}`;
    const claimed = await this.orders.update(
      { organizationId: org.id, id: order.id, status: In(PAYABLE), paymentInvoiceId: IsNull() },
      { paymentInvoiceId: claim },
    );
    if (!claimed.affected) throw ApiError.detail(HttpStatus.BAD_REQUEST, postcardsMessages.notPayable);
    let invoiceId: string;
    try {
      const invoice = await this.billing.chargeOneTime(org, {
        amount: order.totalPrice,
        description: `Post cards: ${order.totalRecipients} × ${order.priceId ?? ''}`,
        idempotencyKey: `postcard-pay:${order.id}:${claim}`,
        metadata: { postcard_order_id: String(order.id) },
      });
      invoiceId = invoice.id;
    } catch (err) {
      this.logger.warn(`payment of post card order ${order.id} failed: ${(err as Error).message}`);
      await this.orders.update(
        { organizationId: org.id, id: order.id },
        { paymentInvoiceId: null, status: 'Failed Payment' },
      );
      throw ApiError.detail(HttpStatus.PAYMENT_REQUIRED, postcardsMessages.paymentFailed);
    }
    let status: PostcardOrderStatus = 'Processing';
    try {
      status = await this.provider.markPaid(org.id, order.providerOrderId ?? '');
    } catch (err) {
      this.logger.warn(`provider did not take payment of order ${order.id}: ${(err as Error).message}`);
    }
    await this.orders.update(
      { organizationId: org.id, id: order.id },
      { paymentInvoiceId: invoiceId, paidAt: new Date(), status },
    );
    return present(await this.orders.findOneByOrFail({ organizationId: org.id, id: order.id }));
  }

  async list(organizationId: number, page: number, perPage: number): Promise<PostcardOrdersPage> {
    const [rows, count] = await this.orders.findAndCount({
      where: { organizationId },
      order: { id: 'DESC' },
      skip: (Math.max(1, page) - 1) * perPage,
      take: perPage,
    });
    for (const row of rows) {
      if (!row.providerOrderId || FINAL.includes(row.status) || PAYABLE.includes(row.status)) continue;
      const status = await this.provider.orderStatus(organizationId, row.providerOrderId).catch(() => null);
      if (status && status !== row.status) {
        await this.orders.update({ organizationId, id: row.id }, { status });
        row.status = status;
      }
    }
    return { results: rows.map(present), pagination: { totalResults: count, page, per_page: perPage } };
  }
}

export function present(o: PostcardOrder): PostcardOrderRead {
  return {
    orderID: o.id,
    designID: o.designId,
    template_id: o.templateId,
    status: o.status,
    mailClass: o.mailClass,
    orderDate: o.createdAt.toISOString(),
    total_recipients: o.totalRecipients,
    postcardmania_order_id: o.providerOrderId,
    lead_cutoff: o.leadCutoff,
    price_id: o.priceId,
    addon_id: o.addonId,
    total_price: units(o.totalPrice),
    order_state: {
      buckets: o.orderState.buckets,
      groups: o.orderState.groups,
      lead_lists: o.orderState.lead_lists ?? [],
    },
  };
}
