import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type Location,
  type locationSchema,
  messages,
  type Paginated,
  settingsMessages,
  defaultTimeZone,
} from '@ensemble/contracts';
import { type EntityManager, Not, type Repository } from 'typeorm';
import type { InferType } from 'yup';
import { ApiError } from '../../../engine/http/api-error';
import { pageWindow, toPage } from '../../../engine/http/pagination';
import { TransactionService } from '../../../engine/database/transaction.service';
import { OrganizationRecordsService } from '../../platform';
import { LocationRow } from './settings.entities';
import type { LocationsQuery } from './settings.queries';
import { dialectOfSource } from '../../../engine/database/dialect';

/** The organization's time zone when it has no main location yet. */
export const DEFAULT_TIME_ZONE = defaultTimeZone;

/** A validated location body (locationSchema: website already has its https prefix). */
export type LocationInput = InferType<typeof locationSchema>;

export function presentLocation(l: LocationRow): Location {
  return {
    id: l.id,
    organization: l.organizationId,
    name: l.name,
    description: l.description,
    phone_number: l.phoneNumber,
    address: l.address,
    website: l.website,
    timezone: l.timezone,
    city: l.city,
    zip_code: l.zipCode,
    state: l.state,
    email: l.email,
    is_main: l.isMain,
  };
}

function columns(input: LocationInput): Partial<LocationRow> {
  return {
    name: input.name,
    description: input.description ?? null,
    phoneNumber: input.phone_number ?? null,
    address: input.address ?? null,
    website: input.website ?? null,
    timezone: input.timezone,
    city: input.city ?? null,
    zipCode: input.zip_code ?? null,
    state: input.state ?? null,
    email: input.email ?? null,
  };
}

/**
 * Serializes main-flag changes of one organization: two concurrent first locations must not both become main.
 * (SQLite runs one transaction at a time already and has no row locks.)
 */
async function lockOrganization(
  organizations: OrganizationRecordsService,
  manager: EntityManager,
  organizationId: number,
): Promise<void> {
  if (dialectOfSource(manager.connection) === 'sqlite') return;
  await organizations.lockForUpdate(manager, organizationId);
}

/**
 * Locations; exactly one per organization is main: the first one created is, making another main unsets the
 * previous one, and the main one can neither be unset nor deleted while others exist.
 */
@Injectable()
export class LocationsService {
  constructor(
    @InjectRepository(LocationRow) private readonly locations: Repository<LocationRow>,
    private readonly tx: TransactionService,
    private readonly organizations: OrganizationRecordsService,
  ) {}

  async list(organizationId: number, query: LocationsQuery): Promise<Paginated<Location>> {
    const { skip, take } = pageWindow({ page: query.page, per_page: query.page_size });
    const [rows, count] = await this.locations.findAndCount({
      where: { organizationId },
      order: { id: 'ASC' },
      skip,
      take,
    });
    return toPage(rows, count, presentLocation);
  }

  /** The time zone of every scheduled send: the main location's, else America/New_York. */
  async mainTimeZone(organizationId: number): Promise<string> {
    const main = await this.locations.findOne({
      where: { organizationId, isMain: true },
      order: { id: 'ASC' },
    });
    return main?.timezone || DEFAULT_TIME_ZONE;
  }

  /** The main location's postal address and contact details, for the footer of the organization's emails. */
  async mainAddress(organizationId: number): Promise<{
    address: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    phoneNumber: string | null;
    website: string | null;
    email: string | null;
  } | null> {
    const main = await this.locations.findOne({
      where: { organizationId, isMain: true },
      order: { id: 'ASC' },
    });
    if (!main) return null;
    const { address, city, state, zipCode, phoneNumber, website, email } = main;
    return { address, city, state, zipCode, phoneNumber, website, email };
  }

  /** With a manager, joins the caller's transaction (first-time setup); otherwise runs its own. */
  async create(organizationId: number, input: LocationInput, manager?: EntityManager): Promise<Location> {
    const work = async (m: EntityManager) => {
      await lockOrganization(this.organizations, m, organizationId);
      const repo = m.getRepository(LocationRow);
      const hasMain = await repo.exists({ where: { organizationId, isMain: true } });
      const isMain = input.is_main || !hasMain;
      if (isMain && hasMain) await repo.update({ organizationId, isMain: true }, { isMain: false });
      const saved = await repo.save(repo.create({ organizationId, ...columns(input), isMain }));
      return presentLocation(saved);
    };
    return manager ? work(manager) : this.tx.run(({ manager: m }) => work(m));
  }

  async update(organizationId: number, id: number, input: LocationInput): Promise<Location> {
    return this.tx.run(async ({ manager }) => {
      await lockOrganization(this.organizations, manager, organizationId);
      const repo = manager.getRepository(LocationRow);
      const current = await repo.findOneBy({ id, organizationId });
      if (!current) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      if (current.isMain && !input.is_main) {
        throw ApiError.field('is_main', settingsMessages.mainLocationRequired);
      }
      if (input.is_main && !current.isMain) {
        await repo.update({ organizationId, isMain: true }, { isMain: false });
      }
      await repo.update(
        { id, organizationId },
        { ...columns(input), isMain: input.is_main || current.isMain },
      );
      return presentLocation(await repo.findOneByOrFail({ id, organizationId }));
    });
  }

  async remove(organizationId: number, id: number): Promise<void> {
    await this.tx.run(async ({ manager }) => {
      await lockOrganization(this.organizations, manager, organizationId);
      const repo = manager.getRepository(LocationRow);
      const current = await repo.findOneBy({ id, organizationId });
      if (!current) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      if (current.isMain && (await repo.exists({ where: { organizationId, id: Not(id) } }))) {
        throw ApiError.detail(HttpStatus.BAD_REQUEST, settingsMessages.mainLocationDelete);
      }
      await repo.delete({ id, organizationId });
    });
  }
}
