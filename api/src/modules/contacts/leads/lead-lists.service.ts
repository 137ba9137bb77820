import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  leadsConstants,
  leadsMessages,
  type MergeListsInput,
  messages,
  type OpportunityList,
  type OpportunityListKind,
  type Paginated,
  sortableColumns,
} from '@ensemble/contracts';
import { type EntityManager, In, type Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { LIKE_ESCAPE, likePattern, organizationListing, RawListing } from '../../../engine/http/pagination';
import { TransactionService, type Tx } from '../../../engine/database/transaction.service';
import { Lead, LeadGroup, LeadList } from './lead.entity';
import { leadCountsChanged } from './lead-counts.service';
import { LeadDeletionHooks } from './lead-deletion-hooks';
import { writeHistory } from './lead-history';

/** The table's sortable columns (contracts sortableColumns) and id. */
const ORDERING = ['id', ...sortableColumns.opportunityLists] as const;
const COUNT =
  "(SELECT COUNT(*) FROM leads l WHERE l.organization_id = ll.organization_id AND l.lead_list_id = ll.id AND l.fsm_state = 'Opportunity')";

interface ListRaw {
  ll_id: number;
  ll_organization_id: number;
  ll_title: string;
  ll_kind: OpportunityListKind;
  ll_created_at: Date | string;
  leads_count: number | string;
}

const present = (r: ListRaw): OpportunityList => ({
  id: Number(r.ll_id),
  title: r.ll_title,
  created_at: new Date(
    r.ll_created_at instanceof Date ? r.ll_created_at : `${String(r.ll_created_at).replace(' ', 'T')}Z`,
  ).toISOString(),
  leads_count: Number(r.leads_count),
  organization_id: Number(r.ll_organization_id),
  kind: r.ll_kind,
});

const LISTING = new RawListing(
  {
    fields: ORDERING,
    fallback: '-id',
    // Titles lower-cased: the order does not depend on the collation.
    keys: { id: 'll.id', title: 'LOWER(ll.title)', created_at: 'll.created_at', leads_count: COUNT },
    tie: { column: 'll.id', direction: 'keys' },
  },
  present,
);

export interface ListsQuery {
  page: number;
  per_page: number;
  search: string;
  ordering: string;
}

/** Opportunity lists (spec 2 §7 'Opportunity lists'), with the 'Demoted' and 'Unallocated' system lists. */
@Injectable()
export class LeadListsService {
  constructor(
    @InjectRepository(LeadList) private readonly lists: Repository<LeadList>,
    private readonly tx: TransactionService,
    private readonly deletionHooks: LeadDeletionHooks,
  ) {}

  private base(organizationId: number) {
    return organizationListing(
      this.lists,
      'll',
      organizationId,
      ['ll.id', 'll.organizationId', 'll.title', 'll.kind', 'll.createdAt'],
      { leads_count: COUNT },
    );
  }

  async list(organizationId: number, q: ListsQuery): Promise<Paginated<OpportunityList>> {
    const qb = this.base(organizationId);
    if (q.search) {
      qb.andWhere(`LOWER(ll.title) LIKE :q ${LIKE_ESCAPE}`, { q: likePattern(q.search) });
    }
    return LISTING.page(qb, q);
  }

  async all(organizationId: number): Promise<OpportunityList[]> {
    const rows = await this.base(organizationId)
      .orderBy('ll.title', 'ASC')
      .addOrderBy('ll.id')
      .getRawMany<ListRaw>();
    return rows.map(present);
  }

  async get(organizationId: number, id: number): Promise<OpportunityList> {
    return LISTING.one(this.base(organizationId).andWhere('ll.id = :id', { id }));
  }

  /** The list row of this organization, or 404. */
  async find(manager: EntityManager, organizationId: number, id: number): Promise<LeadList> {
    const row = await manager.getRepository(LeadList).findOneBy({ id, organizationId });
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return row;
  }

  async create(organizationId: number, { title }: { title: string }): Promise<OpportunityList> {
    const saved = await this.lists.save(this.lists.create({ organizationId, title, kind: 'opportunity' }));
    return this.get(organizationId, saved.id);
  }

  async update(organizationId: number, id: number, { title }: { title: string }): Promise<OpportunityList> {
    const row = await this.find(this.lists.manager, organizationId, id);
    if (row.kind !== 'opportunity')
      throw ApiError.detail(HttpStatus.BAD_REQUEST, leadsMessages.systemListLocked);
    await this.lists.update({ id, organizationId }, { title });
    return this.get(organizationId, id);
  }

  /** One 'Demoted' / 'Unallocated' list per organization, made the first time it is needed. */
  async systemList(
    manager: EntityManager,
    organizationId: number,
    kind: 'demoted' | 'unallocated',
  ): Promise<LeadList> {
    const repo = manager.getRepository(LeadList);
    const found = await repo.findOne({ where: { organizationId, kind }, order: { id: 'ASC' } });
    if (found) return found;
    const title = kind === 'demoted' ? leadsConstants.demotedListTitle : leadsConstants.unallocatedListTitle;
    return repo.save(repo.create({ organizationId, title, kind }));
  }

  /** ?all=true deletes the list's contacts; otherwise they move to the 'Unallocated' list. */
  async removeList(organizationId: number, userId: number, id: number, all: boolean): Promise<void> {
    await this.tx.run(async (tx) => {
      const { manager } = tx;
      const row = await this.find(manager, organizationId, id);
      if (row.kind !== 'opportunity') {
        throw ApiError.detail(HttpStatus.BAD_REQUEST, leadsMessages.systemListLocked);
      }
      const leadIds = (
        await manager
          .getRepository(Lead)
          .find({ select: { id: true }, where: { organizationId, leadListId: id } })
      ).map((l) => l.id);
      if (all) {
        await writeHistory(manager, { organizationId, userId, action: 'delete', leadIds });
        await this.deleteLeads(tx, organizationId, leadIds);
      } else if (leadIds.length) {
        const target = await this.systemList(manager, organizationId, 'unallocated');
        await leadCountsChanged(manager, organizationId);
        await manager
          .getRepository(Lead)
          .update({ organizationId, leadListId: id }, { leadListId: target.id });
        await writeHistory(manager, { organizationId, userId, action: 'move', leadIds }, [
          { field: 'lead_list_id', old: id, new: target.id },
        ]);
      }
      await manager.getRepository(LeadList).delete({ id, organizationId });
    });
  }

  /** Deletes contacts with their tags; their sub-records go by ON DELETE CASCADE, files by the deletion hooks. */
  async deleteLeads(tx: Tx, organizationId: number, ids: number[]): Promise<void> {
    const { manager } = tx;
    if (ids.length) await leadCountsChanged(manager, organizationId);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await this.deletionHooks.run(tx, organizationId, chunk);
      await manager.getRepository(LeadGroup).delete({ organizationId, leadId: In(chunk) });
      await manager.getRepository(Lead).delete({ organizationId, id: In(chunk) });
    }
  }

  /** The contacts of every listed list move to a new list; delete=1 removes the emptied lists. */
  async merge(organizationId: number, userId: number, input: MergeListsInput): Promise<OpportunityList> {
    const listIds = [...new Set(input.list_ids)];
    if (listIds.length < 2) throw ApiError.field('list_ids', leadsMessages.mergeNeedsTwo);
    const id = await this.tx.run(async ({ manager }) => {
      const found = await manager.getRepository(LeadList).findBy({ organizationId, id: In(listIds) });
      if (found.length !== listIds.length) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      const repo = manager.getRepository(LeadList);
      const merged = await repo.save(repo.create({ organizationId, title: input.name, kind: 'opportunity' }));
      const leadIds = (
        await manager
          .getRepository(Lead)
          .find({ select: { id: true }, where: { organizationId, leadListId: In(listIds) } })
      ).map((l) => l.id);
      await manager
        .getRepository(Lead)
        .update({ organizationId, leadListId: In(listIds) }, { leadListId: merged.id });
      await leadCountsChanged(manager, organizationId);
      await writeHistory(manager, { organizationId, userId, action: 'move', leadIds }, [
        { field: 'lead_list_id', old: null, new: merged.id },
      ]);
      if (input.delete === 1) {
        const deletable = found.filter((l) => l.kind === 'opportunity').map((l) => l.id);
        if (deletable.length) await repo.delete({ organizationId, id: In(deletable) });
      }
      return merged.id;
    });
    return this.get(organizationId, id);
  }
}
