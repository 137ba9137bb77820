import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type BatchWebformInput,
  type LeadSummary,
  messages,
  type Paginated,
  sortableColumns,
  type Tag,
} from '@ensemble/contracts';
import { type EntityManager, In, Not, type Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { LIKE_ESCAPE, likePattern, organizationListing, RawListing } from '../../../engine/http/pagination';
import { TransactionService } from '../../../engine/database/transaction.service';
import { toDate } from '../../../engine/database/db-values';
import { LeadGroup } from '../leads/lead.entity';
import { LeadsService } from '../leads/leads.service';
import { MarketingGroup } from './settings.entities';
import { type LeadsQuery, tagNameTaken, type TagsQuery } from './settings.queries';
import { isUniqueViolation } from '../../../engine/database/query-errors';

/** The table's sortable columns (contracts sortableColumns) and id. */
const ORDERING = [...sortableColumns.tags, 'id'] as const;
const LEADS_COUNT =
  '(SELECT COUNT(*) FROM lead_groups lg WHERE lg.organization_id = g.organization_id AND lg.group_id = g.id)';

interface TagRaw {
  g_id: number;
  g_organization_id: number;
  g_name: string;
  g_created_at: Date | string;
  g_is_webform: number | boolean | string;
  leads_count: number | string;
}

const present = (r: TagRaw): Tag => ({
  id: Number(r.g_id),
  organization: Number(r.g_organization_id),
  name: r.g_name,
  leads_count: Number(r.leads_count),
  created_at: toDate(r.g_created_at).toISOString(),
  is_webform: r.g_is_webform === true || Number(r.g_is_webform) === 1,
});

const LISTING = new RawListing(
  {
    fields: ORDERING,
    fallback: 'name',
    keys: {
      name: 'g.name_normalized',
      leads_count: LEADS_COUNT,
      created_at: 'g.created_at',
      id: 'g.id',
    },
    tie: { column: 'g.id', direction: 'ASC' },
  },
  present,
);

const normalize = (name: string) => name.trim().toLowerCase();

/** Tags (automation-marketing groups): names unique per organization whatever the case. */
@Injectable()
export class TagsService {
  constructor(
    @InjectRepository(MarketingGroup) private readonly groups: Repository<MarketingGroup>,
    private readonly leads: LeadsService,
    private readonly tx: TransactionService,
  ) {}

  private base(organizationId: number) {
    return organizationListing(
      this.groups,
      'g',
      organizationId,
      ['g.id', 'g.organizationId', 'g.name', 'g.createdAt', 'g.isWebform'],
      { leads_count: LEADS_COUNT },
    );
  }

  async list(organizationId: number, query: TagsQuery): Promise<Paginated<Tag>> {
    const qb = this.base(organizationId);
    if (query.search)
      qb.andWhere(`g.nameNormalized LIKE :q ${LIKE_ESCAPE}`, { q: likePattern(query.search) });
    if (query.is_webform !== undefined) qb.andWhere('g.isWebform = :webform', { webform: query.is_webform });
    return LISTING.page(qb, query);
  }

  async get(organizationId: number, id: number): Promise<Tag> {
    return LISTING.one(this.base(organizationId).andWhere('g.id = :id', { id }));
  }

  private async assertFree(organizationId: number, name: string, exceptId?: number): Promise<void> {
    const taken = await this.groups.exists({
      where: { organizationId, nameNormalized: normalize(name), ...(exceptId ? { id: Not(exceptId) } : {}) },
    });
    if (taken) throw ApiError.field('name', tagNameTaken);
  }

  /** The unique index backs the check when two requests race. */
  private async guardUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw ApiError.field('name', tagNameTaken);
      throw err;
    }
  }

  async create(organizationId: number, { name }: { name: string }): Promise<Tag> {
    await this.assertFree(organizationId, name);
    const saved = await this.guardUnique(() =>
      this.groups.save(
        this.groups.create({ organizationId, name: name.trim(), nameNormalized: normalize(name) }),
      ),
    );
    return this.get(organizationId, saved.id);
  }

  async update(organizationId: number, id: number, { name }: { name: string }): Promise<Tag> {
    await this.get(organizationId, id);
    await this.assertFree(organizationId, name, id);
    await this.guardUnique(() =>
      this.groups.update({ id, organizationId }, { name: name.trim(), nameNormalized: normalize(name) }),
    );
    return this.get(organizationId, id);
  }

  /** The tag leaves its contacts, then goes. */
  async remove(organizationId: number, id: number): Promise<void> {
    await this.tx.run(async ({ manager }) => {
      const deleted = await manager.getRepository(MarketingGroup).delete({ id, organizationId });
      if (!deleted.affected) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      await manager.getRepository(LeadGroup).delete({ organizationId, groupId: id });
    });
  }

  /**
   * Exactly `ids` become the organization's web-form tags, the others stop being (spec 3 §7 batch_webform/), in one
   * transaction; an id that is not one of the organization's tags refuses the whole call, as add_groups_to_leads/
   * does. Answers the web-form tags, by name.
   */
  async setWebForm(organizationId: number, { ids }: BatchWebformInput): Promise<Tag[]> {
    const wanted = [...new Set(ids)];
    await this.tx.run(async ({ manager }) => {
      const repo = manager.getRepository(MarketingGroup);
      const found = wanted.length ? await repo.countBy({ organizationId, id: In(wanted) }) : 0;
      if (found !== wanted.length) throw ApiError.field('ids', messages.invalidChoice);
      await repo.update(
        { organizationId, isWebform: true, ...(wanted.length ? { id: Not(In(wanted)) } : {}) },
        { isWebform: false },
      );
      if (wanted.length) await repo.update({ organizationId, id: In(wanted) }, { isWebform: true });
    });
    const rows = await this.base(organizationId)
      .andWhere('g.isWebform = :webform', { webform: true })
      .orderBy('g.name_normalized', 'ASC')
      .addOrderBy('g.id', 'ASC')
      .getRawMany<TagRaw>();
    return rows.map(present);
  }

  /** The organization's web-form tags (what a web form's post puts on its contact), read with the caller's manager. */
  webFormTags(
    manager: EntityManager,
    organizationId: number,
  ): Promise<Pick<MarketingGroup, 'id' | 'name'>[]> {
    return manager.getRepository(MarketingGroup).find({
      select: { id: true, name: true },
      where: { organizationId, isWebform: true },
      order: { id: 'ASC' },
    });
  }

  async leadsOf(organizationId: number, id: number, query: LeadsQuery): Promise<Paginated<LeadSummary>> {
    await this.get(organizationId, id);
    return this.leads.byGroup(organizationId, id, { page: query.page, per_page: query.per_page });
  }
}
