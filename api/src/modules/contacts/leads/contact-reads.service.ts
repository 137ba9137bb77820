import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type FsmState,
  type LeadRecord,
  messages,
  normalizePhone,
  type Paginated,
  sortableColumns,
} from '@ensemble/contracts';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { pageWindow, orderingOrRefuse } from '../../../engine/http/pagination';
import { type Dialect, dialectOfSource } from '../../../engine/database/dialect';
import { hydrate, jsonValue } from '../../../engine/database/db-values';
import { snapshot } from './contact-fields';
import { Lead } from './lead.entity';
import { LeadListsService } from './lead-lists.service';
import { LeadCountsService } from './lead-counts.service';
import {
  amountTerm,
  type LeadFilter,
  oneIdQuery,
  pageIdsQuery,
  plainCountQuery,
  type RecordDecorations,
  recordsQuery,
  searchBranches,
  searchCountQuery,
} from './lead-page-query';

export interface ContactsQuery {
  page: number;
  per_page: number;
  search: string;
  ordering: string;
  /** Prospects: exact cell phone (spec 2 §2 'optional query phone'). */
  phone?: string;
}

/** Where a contact is looked up: its stage, and for opportunities the list in the path. */
export interface Scope {
  state: FsmState;
  listId?: number;
}

/** Every stage table's sortable columns (contracts sortableColumns), and id and created_at. */
const ORDERING = [
  ...new Set([
    'id',
    'created_at',
    ...sortableColumns.opportunities,
    ...sortableColumns.prospects,
    ...sortableColumns.clients,
    ...sortableColumns.formerClients,
    ...sortableColumns.others,
  ] as const),
];
type OrderField = (typeof ORDERING)[number];
/**
 * What each is ordered by: names on their lower-cased copies and the status lower-cased, so the order does not
 * depend on the collation; amounts from the json `amounts` (not indexed: a filesort of the stage or list).
 */
const orderColumns = (dialect: Dialect): Record<OrderField, string> => ({
  id: 'id',
  created_at: 'created_at',
  first_name: 'first_name_normalized',
  last_name: 'last_name_normalized',
  company_name: 'company_name_normalized',
  email: 'email',
  cell_phone: 'cell_phone',
  sales_status: 'LOWER({t}.sales_status)',
  win_amount: amountTerm(dialect, 'win_amount'),
  total_sales: amountTerm(dialect, 'total_sales'),
});

/** Groups in name order whatever the database's collation (recordsQuery leaves them unordered). */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** A row of recordsQuery: the contact's columns and its decorations. */
type RecordRow = Record<string, unknown> & RecordDecorations;

/**
 * Contacts of one stage (or opportunity list) as read (spec 2 §3): a page with its count, one record, and the
 * scoped lookups ContactWritesService and ContactTransitionsService start from.
 */
@Injectable()
export class ContactReadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lists: LeadListsService,
    private readonly counts: LeadCountsService,
  ) {}

  /** The contacts of `scope` in the organization, as a query to narrow. */
  scoped(manager: EntityManager, organizationId: number, scope: Scope): SelectQueryBuilder<Lead> {
    const qb = manager
      .getRepository(Lead)
      .createQueryBuilder('l')
      .where('l.organizationId = :organizationId', { organizationId })
      .andWhere('l.fsmState = :state', { state: scope.state });
    if (scope.listId !== undefined) qb.andWhere('l.leadListId = :listId', { listId: scope.listId });
    return qb;
  }

  /**
   * One page: its ids from an index (pageIdsQuery), read with their decorations in the same statement
   * (recordsQuery); the count of a whole stage or list is cached (LeadCountsService) and read beside it, a
   * search's comes with the page (a window count over the same index ranges).
   */
  async list(organizationId: number, scope: Scope, q: ContactsQuery): Promise<Paginated<LeadRecord>> {
    const order = orderingOrRefuse<OrderField>(q.ordering, ORDERING, '-id');
    const filter: LeadFilter = { organizationId, states: [scope.state], listId: scope.listId };
    if (q.phone) filter.phone = normalizePhone(q.phone) ?? q.phone.trim();
    const branches = searchBranches(q.search);
    const { skip, take } = pageWindow(q);
    const by = { column: orderColumns(this.dialect)[order.field], direction: order.direction };
    const page = recordsQuery(this.dialect, pageIdsQuery(filter, branches, by, skip, take), by, !!branches);
    const [rows, plainCount] = await Promise.all([
      this.dataSource.query(page.sql, page.params) as Promise<RecordRow[]>,
      branches ? null : this.countOf(filter, null, false),
    ]);
    // A list of another organization (or none) is not found, as its contacts would not be; checked only when the
    // page is empty, since a row of the organization in the list proves the list is the organization's.
    if (rows.length === 0 && scope.listId !== undefined)
      await this.lists.find(this.dataSource.manager, organizationId, scope.listId);
    const count =
      plainCount ?? (rows.length ? Number(rows[0].n) : await this.countOf(filter, branches, skip === 0));
    return { results: rows.map((r) => this.record(r)), count };
  }

  /** `emptyFirstPage`: a search whose first page is empty matches nothing, no need to count. */
  private async countOf(
    filter: LeadFilter,
    branches: ReturnType<typeof searchBranches>,
    emptyFirstPage: boolean,
  ): Promise<number> {
    if (branches && emptyFirstPage) return 0;
    if (!branches && filter.phone === undefined) {
      return this.counts.count(filter.organizationId, filter.states[0], filter.listId);
    }
    const q = branches ? searchCountQuery(filter, branches) : plainCountQuery(filter);
    const [row] = (await this.dataSource.query(q.sql, q.params)) as { n: number | string }[];
    return Number(row.n);
  }

  /** One contact of `scope` as an entity; not found otherwise. */
  async load(manager: EntityManager, organizationId: number, scope: Scope, id: number): Promise<Lead> {
    const row = await this.scoped(manager, organizationId, scope).andWhere('l.id = :id', { id }).getOne();
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return row;
  }

  async get(organizationId: number, scope: Scope, id: number): Promise<LeadRecord> {
    const filter: LeadFilter = { organizationId, states: [scope.state], listId: scope.listId };
    const one = recordsQuery(this.dialect, oneIdQuery(filter, id), { column: 'id', direction: 'ASC' });
    const [row] = (await this.dataSource.query(one.sql, one.params)) as RecordRow[];
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return this.record(row);
  }

  private get dialect(): Dialect {
    return dialectOfSource(this.dataSource);
  }

  /** A record from a recordsQuery row: the contact hydrated as TypeORM would, then its decorations. */
  private record(row: RecordRow): LeadRecord {
    const l = hydrate(this.dataSource, Lead, row);
    const s = snapshot(l);
    const name = (first: string | null, last: string | null) =>
      first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();
    const groups = jsonValue<{ id: number; name: string }[]>(row.groups_json) ?? [];
    return {
      id: l.id,
      organization: l.organizationId,
      ...(s as Omit<LeadRecord, 'id' | 'organization'>),
      lead_source:
        l.leadSourceId != null && row.source_name != null
          ? { id: l.leadSourceId, name: row.source_name }
          : null,
      representatives: {
        account_name: name(row.account_first, row.account_last),
        sales_name: name(row.sales_first, row.sales_last),
        service_name: name(row.service_first, row.service_last),
      },
      win_ammount: (s.win_amount as number | null) ?? null,
      lead_list_id: l.leadListId,
      lead_list:
        l.leadListId != null && row.list_title != null ? { id: l.leadListId, title: row.list_title } : null,
      groups: groups
        .map((g) => ({ id: Number(g.id), name: g.name }))
        .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id),
      total_sales: Number(s.total_sales ?? 0),
      came_from_list: l.cameFromList,
      fsm_state: l.fsmState as FsmState,
      created_at: l.createdAt.toISOString(),
      updated_at: l.updatedAt.toISOString(),
    };
  }

  /** The ids among `ids` that are contacts of `scope` in the organization. */
  async idsInScope(
    manager: EntityManager,
    organizationId: number,
    scope: Scope,
    ids: number[],
  ): Promise<number[]> {
    const out: number[] = [];
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += 1000) {
      const rows = await this.scoped(manager, organizationId, scope)
        .select('l.id', 'id')
        .andWhere('l.id IN (:...ids)', { ids: unique.slice(i, i + 1000) })
        .getRawMany<{ id: number }>();
      out.push(...rows.map((r) => Number(r.id)));
    }
    return out;
  }
}
