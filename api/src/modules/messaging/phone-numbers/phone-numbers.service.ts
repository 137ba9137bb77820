import { HttpStatus, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  areaCodeOf,
  type AvailablePhoneNumbers,
  type createNumberSchema,
  type getNumbersSchema,
  messages,
  noPhoneNumber,
  type OrganizationPhoneNumber,
  phoneNumberConstants,
  phoneNumberMessages as M,
  phoneNumberTypeOf,
  type updatePhoneNumberSchema,
} from '@ensemble/contracts';
import { In, Like, type Repository } from 'typeorm';
import type { InferType } from 'yup';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { isUniqueViolation } from '../../../engine/database/query-errors';
import { ApiError } from '../../../engine/http/api-error';
import {
  PHONE_NUMBERS_PROVIDER,
  PhoneNumberNotAvailableError,
  type PhoneNumbersProvider,
  PhoneNumbersProviderError,
} from '../../../engine/providers/sms/phone-numbers-provider';
import { phoneWebhookUrls } from '../../../engine/providers/sms/phone-webhooks';
import { BillingService } from '../../billing';
import { PhoneNumberRow } from './phone-number.entities';

const present = (row: PhoneNumberRow | null): OrganizationPhoneNumber =>
  row
    ? {
        twilio_number: row.phoneNumber,
        real_number: row.realPhoneNumber,
        number_type: row.numberType,
        area_code: row.areaCode,
      }
    : noPhoneNumber;

/** The organization's number at the provider, and where its calls are forwarded. */
export interface PhoneLine {
  organizationId: number;
  /** E.164. */
  phoneNumber: string;
  /** E.164: the organization's own line calls are forwarded to. */
  realPhoneNumber: string;
}

/**
 * The phone setup (spec 3 §2 'Phone setup', §7 'Phone'): an organization searches the numbers its SMS provider
 * offers (PHONE_NUMBERS_PROVIDER: Twilio, or the embedded default's local pool), buys one, and says which real
 * number its calls go to. One number per organization (spec 3 §3: the organization's twilio_number; the page shows
 * it with Edit), counted against the plan's twilio_numbers. A number is one organization's (unique index).
 *
 * Buying happens at the provider before the row is written: when the row cannot be written (the number taken by
 * another organization in the meantime, the organization meanwhile given another number, the database down), the
 * number is released again, so nothing is bought that no organization holds, and no row names a number not bought.
 */
@Injectable()
export class PhoneNumbersService implements OnModuleInit {
  private readonly logger = new Logger(PhoneNumbersService.name);

  constructor(
    @InjectRepository(PhoneNumberRow) private readonly numbers: Repository<PhoneNumberRow>,
    @Inject(PHONE_NUMBERS_PROVIDER) private readonly provider: PhoneNumbersProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly billing: BillingService,
  ) {}

  onModuleInit(): void {
    this.billing.registerUsage('twilio_numbers', (organizationId) =>
      this.numbers.countBy({ organizationId }),
    );
  }

  private own(organizationId: number): Promise<PhoneNumberRow | null> {
    return this.numbers.findOne({ where: { organizationId }, order: { id: 'ASC' } });
  }

  /** The provider's call; its failure is a 502 in general words (the provider's go to the logs). */
  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof PhoneNumbersProviderError) || err instanceof PhoneNumberNotAvailableError)
        throw err;
      this.logger.warn(`${this.provider.name} phone numbers: ${err.message}`);
      throw ApiError.detail(HttpStatus.BAD_GATEWAY, messages.somethingWentWrong);
    }
  }

  async get(organizationId: number): Promise<OrganizationPhoneNumber> {
    return present(await this.own(organizationId));
  }

  /**
   * What the provider has for sale, less the numbers an organization of ours already holds (the local pool does
   * not know them; Twilio would not list them anyway). It is asked for as many more as there are of those, so
   * the list stays full; none at all is a 404 with the page's words. The same for every organization: the
   * numbers held are every organization's.
   */
  async available(input: InferType<typeof getNumbersSchema>): Promise<AvailablePhoneNumbers> {
    const kind = input.number_type;
    const areaCode = kind === 'local' ? (input.area_code ?? null) : null;
    const limit = phoneNumberConstants.searchLimit;
    const ours = await this.numbers.count({
      where: kind === 'local' ? { phoneNumber: Like(`+1${areaCode}%`) } : { numberType: 'toll_free' },
    });
    const offered = await this.ask(() => this.provider.available(kind, areaCode, limit + ours));
    const held = offered.length
      ? await this.numbers.find({
          select: { id: true, phoneNumber: true },
          where: { phoneNumber: In(offered.map((n) => n.phoneNumber)) },
        })
      : [];
    const taken = new Set(held.map((r) => r.phoneNumber));
    const left = offered.filter((n) => !taken.has(n.phoneNumber)).slice(0, limit);
    if (left.length === 0) throw ApiError.detail(HttpStatus.NOT_FOUND, M.noNumbersAvailable);
    return {
      data: {
        data: left.map((n) => ({
          phone_number: n.phoneNumber,
          friendly_name: n.friendlyName,
          locality: n.locality,
          region: n.region,
        })),
      },
    };
  }

  async create(
    organizationId: number,
    input: InferType<typeof createNumberSchema>,
  ): Promise<OrganizationPhoneNumber> {
    const phoneNumber = input.twilio_number;
    if (await this.own(organizationId)) throw ApiError.detail(HttpStatus.BAD_REQUEST, M.alreadyHasNumber);
    await this.billing.assertWithinLimit(organizationId, 'twilio_numbers');
    if (await this.numbers.existsBy({ phoneNumber })) throw ApiError.field('twilio_number', M.numberTaken);
    const { sid } = await this.ask(() =>
      this.provider.buy(phoneNumber, phoneWebhookUrls(this.config.apiPublicUrl)),
    ).catch((err: unknown) => {
      if (err instanceof PhoneNumberNotAvailableError) {
        throw ApiError.field('twilio_number', M.numberNotAvailable);
      }
      throw err;
    });
    const type = phoneNumberTypeOf(phoneNumber);
    let row: PhoneNumberRow;
    try {
      row = await this.numbers.save(
        this.numbers.create({
          organizationId,
          phoneNumber,
          numberType: type,
          areaCode: type === 'local' ? areaCodeOf(phoneNumber) : null,
          realPhoneNumber: input.real_number,
          providerSid: sid,
        }),
      );
    } catch (err) {
      await this.releaseBought(sid, phoneNumber);
      if (isUniqueViolation(err)) throw ApiError.field('twilio_number', M.numberTaken);
      throw err;
    }
    // Two requests of one organization may both have passed the check above: the first row stays, a later one goes.
    const first = await this.own(organizationId);
    if (first && first.id !== row.id) {
      await this.numbers.delete({ id: row.id, organizationId });
      await this.releaseBought(sid, phoneNumber);
      throw ApiError.detail(HttpStatus.BAD_REQUEST, M.alreadyHasNumber);
    }
    return present(row);
  }

  /**
   * Forwards calls to another real number. The number's webhooks are pointed at this API again on the way (they
   * follow API_PUBLIC_URL); that is best effort: the forwarding is ours, and is saved whatever the provider says.
   */
  async updateForwarding(
    organizationId: number,
    input: InferType<typeof updatePhoneNumberSchema>,
  ): Promise<OrganizationPhoneNumber> {
    const row = await this.own(organizationId);
    if (!row) throw ApiError.detail(HttpStatus.BAD_REQUEST, M.setupNotCompleted);
    if (input.real_phone_number === row.phoneNumber)
      throw ApiError.field('real_phone_number', M.forwardToItself);
    row.realPhoneNumber = input.real_phone_number;
    const saved = await this.numbers.save(row);
    if (row.providerSid) {
      await this.provider
        .configure(row.providerSid, phoneWebhookUrls(this.config.apiPublicUrl))
        .catch((err: unknown) =>
          this.logger.warn(
            `${this.provider.name}: webhooks of ${row.phoneNumber} not updated: ${String(err)}`,
          ),
        );
    }
    return present(saved);
  }

  /** The number the organization's texts go out from (E.164), or null before its phone setup. */
  async numberOf(organizationId: number): Promise<string | null> {
    return (await this.own(organizationId))?.phoneNumber ?? null;
  }

  /** The organization a number (E.164) is, or null when it is none of ours: for texts and calls received. */
  async organizationOfNumber(e164: string): Promise<number | null> {
    return (await this.lineOf(e164))?.organizationId ?? null;
  }

  /** The organization a number (E.164) is and where its calls go, or null when it is none of ours. */
  async lineOf(e164: string): Promise<PhoneLine | null> {
    const row = await this.numbers.findOne({
      select: { id: true, organizationId: true, phoneNumber: true, realPhoneNumber: true },
      where: { phoneNumber: e164 },
    });
    return row
      ? {
          organizationId: row.organizationId,
          phoneNumber: row.phoneNumber,
          realPhoneNumber: row.realPhoneNumber,
        }
      : null;
  }

  /** A number bought for a row that could not be kept goes back; if even that fails, the logs say which. */
  private async releaseBought(sid: string, phoneNumber: string): Promise<void> {
    try {
      await this.provider.release(sid);
    } catch (err) {
      this.logger.error(
        `${this.provider.name}: ${phoneNumber} (${sid}) was bought but not kept, and could not be released: ${String(err)}`,
      );
    }
  }
}
