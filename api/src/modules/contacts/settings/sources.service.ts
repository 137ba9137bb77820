import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type LeadSummary,
  messages,
  type Paginated,
  sortableColumns,
  type Source,
  type SourceInput,
} from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { LIKE_ESCAPE, likePattern, organizationListing, RawListing } from '../../../engine/http/pagination';
import { TransactionService } from '../../../engine/database/transaction.service';
import { Lead } from '../leads/lead.entity';
import { LeadsService } from '../leads/leads.service';
import { LeadSource } from './settings.entities';
import type { LeadsQuery, SourcesQuery } from './settings.queries';

/** The table's sortable columns (contracts sortableColumns) and id. */
const ORDERING = [...sortableColumns.sources, 'id'] as const;
const LEADS_COUNT =
  '(SELECT COUNT(*) FROM leads l WHERE l.organization_id = s.organization_id AND l.lead_source_id = s.id)';

interface SourceRaw {
  s_id: number;
  s_organization_id: number;
  s_name: string;
  s_description: string | null;
  leads_count: number | string;
}

const present = (r: SourceRaw): Source => ({
  id: Number(r.s_id),
  organization: Number(r.s_organization_id),
  name: r.s_name,
  description: r.s_description,
  leads_count: Number(r.leads_count),
});

const LISTING = new RawListing(
  {
    fields: ORDERING,
    fallback: 'name',
    keys: {
      name: 'LOWER(s.name)',
      description: "LOWER(COALESCE(s.description, ''))",
      leads_count: LEADS_COUNT,
      id: 's.id',
    },
    tie: { column: 's.id', direction: 'ASC' },
  },
  present,
);

@Injectable()
export class SourcesService {
  constructor(
    @InjectRepository(LeadSource) private readonly sources: Repository<LeadSource>,
    private readonly leads: LeadsService,
    private readonly tx: TransactionService,
  ) {}

  private base(organizationId: number) {
    return organizationListing(
      this.sources,
      's',
      organizationId,
      ['s.id', 's.organizationId', 's.name', 's.description'],
      { leads_count: LEADS_COUNT },
    );
  }

  async list(organizationId: number, query: SourcesQuery): Promise<Paginated<Source>> {
    const qb = this.base(organizationId);
    if (query.search) {
      // LOWER on both sides: the match does not depend on the column's collation.
      qb.andWhere(
        `(LOWER(s.name) LIKE :q ${LIKE_ESCAPE} OR LOWER(COALESCE(s.description, '')) LIKE :q ${LIKE_ESCAPE})`,
        { q: likePattern(query.search) },
      );
    }
    return LISTING.page(qb, query);
  }

  async all(organizationId: number): Promise<Source[]> {
    const rows = await this.base(organizationId)
      .addSelect('LOWER(s.name)', 'sort_key')
      .orderBy('sort_key', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .getRawMany<SourceRaw>();
    return rows.map(present);
  }

  async get(organizationId: number, id: number): Promise<Source> {
    return LISTING.one(this.base(organizationId).andWhere('s.id = :id', { id }));
  }

  async create(organizationId: number, input: SourceInput): Promise<Source> {
    const saved = await this.sources.save(
      this.sources.create({ organizationId, name: input.name, description: input.description ?? null }),
    );
    return this.get(organizationId, saved.id);
  }

  async update(organizationId: number, id: number, input: SourceInput): Promise<Source> {
    const result = await this.sources.update(
      { id, organizationId },
      { name: input.name, description: input.description ?? null },
    );
    if (!result.affected) {
      // MariaDB reports 0 affected rows when nothing changed: tell that apart from a missing row.
      await this.get(organizationId, id);
    }
    return this.get(organizationId, id);
  }

  /** The source's contacts lose their source (null), then the source goes. */
  async remove(organizationId: number, id: number): Promise<void> {
    await this.tx.run(async ({ manager }) => {
      const deleted = await manager.getRepository(LeadSource).delete({ id, organizationId });
      if (!deleted.affected) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      await manager.getRepository(Lead).update({ organizationId, leadSourceId: id }, { leadSourceId: null });
    });
  }

  /** An empty page for a source without contacts (the screen does not open those). */
  async leadsOf(organizationId: number, id: number, query: LeadsQuery): Promise<Paginated<LeadSummary>> {
    await this.get(organizationId, id);
    return this.leads.bySource(organizationId, id, { page: query.page, per_page: query.per_page });
  }
}
