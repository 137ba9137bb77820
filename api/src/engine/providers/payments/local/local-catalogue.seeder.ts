import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PlanMetadata } from '@ensemble/contracts';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import {
  BillingCouponRow,
  BillingPriceRow,
  BillingProductRow,
  BillingPromotionCodeRow,
} from './catalogue.entities';

const plan = (
  storage: number,
  contacts: number,
  texts: number,
  twilio_numbers: number,
  call_minutes: number,
  user_seats: number,
): PlanMetadata => ({ storage, contacts, texts, twilio_numbers, call_minutes, user_seats });

/** Product and price ids of the local catalogue (tests and the demo refer to them). */
export const LOCAL_CATALOGUE = {
  products: [
    {
      id: 'prod_solo',
      name: 'SOLO',
      kind: 'plan',
      metadata: plan(5, 2500, 500, 1, 250, 1),
      month: 15000,
      year: 144000,
    },
    {
      id: 'prod_chorus',
      name: 'CHORUS',
      kind: 'plan',
      metadata: plan(25, 25000, 2500, 3, 1000, 3),
      month: 25000,
      year: 240000,
    },
    {
      id: 'prod_orchestra',
      name: 'ORCHESTRA',
      kind: 'plan',
      metadata: plan(100, 1000000, 10000, 10, 5000, 10),
      month: 45000,
      year: 432000,
    },
    { id: 'prod_seat', name: 'User Seat', kind: 'seat', metadata: {}, month: 2500, year: 24000 },
    {
      id: 'prod_addon_texts',
      name: 'Extra 1,000 texts',
      kind: 'addon',
      metadata: { texts: 1000 },
      once: 5000,
    },
    {
      id: 'prod_addon_storage',
      name: 'Extra 10 GB storage',
      kind: 'addon',
      metadata: { storage: 10 },
      once: 2000,
    },
    {
      id: 'prod_addon_number',
      name: 'Extra phone number',
      kind: 'addon',
      metadata: { twilio_numbers: 1 },
      once: 1500,
    },
  ] as {
    id: string;
    name: string;
    kind: BillingProductRow['kind'];
    metadata: Partial<PlanMetadata>;
    month?: number;
    year?: number;
    once?: number;
  }[],
  coupons: [
    {
      id: 'coupon_welcome20',
      code: 'WELCOME20',
      percentOff: 20,
      valid: true,
      appliesTo: ['prod_solo', 'prod_chorus', 'prod_orchestra'],
    },
    { id: 'coupon_chorus50', code: 'CHORUS50', percentOff: 50, valid: true, appliesTo: ['prod_chorus'] },
    {
      id: 'coupon_addon10',
      code: 'ADDON10',
      percentOff: 10,
      valid: true,
      appliesTo: ['prod_addon_texts', 'prod_addon_storage', 'prod_addon_number'],
    },
    {
      id: 'coupon_expired',
      code: 'EXPIRED',
      percentOff: 30,
      valid: false,
      appliesTo: ['prod_solo', 'prod_chorus', 'prod_orchestra'],
    },
  ],
};

export const priceIdOf = (productId: string, interval: 'month' | 'year' | 'once') =>
  `price_${productId.replace(/^prod_/, '')}_${interval}`;

/**
 * Seeds the local catalogue on start (PAYMENTS_PROVIDER=local): rows are inserted when missing and never
 * overwritten, so an operator's edits survive restarts; INSERT IGNORE-style, safe with several replicas.
 */
@Injectable()
export class LocalCatalogueSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.paymentsProvider !== 'local') return;
    await this.seed();
  }

  async seed(): Promise<void> {
    let order = 0;
    for (const p of LOCAL_CATALOGUE.products) {
      await this.insertMissing(BillingProductRow, {
        id: p.id,
        name: p.name,
        description: null,
        kind: p.kind,
        metadata: p.metadata,
        active: true,
        sortOrder: order++,
      });
      const prices: ['month' | 'year' | 'once', number | undefined][] = [
        ['month', p.month],
        ['year', p.year],
        ['once', p.once],
      ];
      for (const [interval, amount] of prices) {
        if (amount === undefined) continue;
        await this.insertMissing(BillingPriceRow, {
          id: priceIdOf(p.id, interval),
          productId: p.id,
          unitAmount: amount,
          currency: 'usd',
          interval: interval === 'once' ? null : interval,
          active: true,
        });
      }
    }
    for (const c of LOCAL_CATALOGUE.coupons) {
      await this.insertMissing(BillingCouponRow, {
        id: c.id,
        percentOff: c.percentOff,
        valid: c.valid,
        appliesTo: c.appliesTo,
      });
      await this.insertMissing(BillingPromotionCodeRow, {
        id: c.id.replace(/^coupon_/, 'promo_'),
        code: c.code.toUpperCase(),
        couponId: c.id,
        active: true,
      });
    }
  }

  private async insertMissing<T extends ObjectLiteral & { id: string }>(
    entity: EntityTarget<T>,
    row: T,
  ): Promise<void> {
    await this.dataSource.createQueryBuilder().insert().into(entity).values(row).orIgnore().execute();
  }
}
