import { HttpStatus, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type BulkTransitionResult,
  emailRejectedBy,
  type FsmState,
  fsmStates,
  type LeadInput,
  type LeadRecord,
  leadDisplayName,
  messages,
  normalizePhone,
  type Paginated,
  sortableColumns,
  type TransitionResult,
} from '@ensemble/contracts';
import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { pageWindow, parseOrdering } from '../../common/http/pagination';
import { type Dialect, dialectOfSource } from '../../database/dialect';
import { hydrate, jsonValue } from '../../database/db-values';
import { TransactionService } from '../../database/transaction.service';
import { EMAIL_PROVIDER, type EmailProvider } from '../../providers/email/email-provider';
import { BillingService } from '../billing/billing.service';
import { OrganizationMember } from '../organizations/organization-member.entity';
import { LeadSource } from '../settings/settings.entities';
import { seedStrategyFollowUps } from '../lead-follow-ups/follow-up-strategy';
import { diff, type HistoryChange, writeHistory } from './lead-history';
import { Lead, type LeadAmounts, LeadList } from './lead.entity';
import { LeadListsService } from './lead-lists.service';
import { LeadCountsService, leadCountsChanged } from './lead-counts.service';
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
const MEMBER_STATUSES = ['owner', 'accepted'];
const REP_FIELDS = ['account_rep', 'sales_rep', 'service_rep'] as const;

const lower = (v: string | null | undefined) => (v ? v.toLowerCase() : null);

/** The fields a client sends, as stored and as compared by the history. */
export function snapshot(l: Lead): Record<string, unknown> {
  const a = l.amounts ?? {};
  return {
    first_name: l.firstName,
    last_name: l.lastName,
    company_name: l.companyName,
    email: l.email,
    cell_phone: l.cellPhone,
    gender: l.gender,
    birthday: l.birthday,
    job_title: l.jobTitle,
    website_url: l.websiteUrl,
    address: l.address,
    city: l.city,
    state: l.state,
    zip_code: l.zipCode,
    industry: l.industry,
    lead_source_id: l.leadSourceId,
    account_rep: l.accountRep,
    sales_rep: l.salesRep,
    service_rep: l.serviceRep,
    sales_status: l.salesStatus,
    revenue_from: a.revenue_from ?? null,
    revenue_to: a.revenue_to ?? null,
    revenue_probability: a.revenue_probability ?? null,
    win_amount: a.win_amount ?? null,
    total_sales: a.total_sales ?? 0,
    temperature: l.temperature,
    social: l.social ?? [],
    imported: l.imported,
  };
}

export function apply(l: Lead, input: LeadInput): void {
  l.firstName = input.first_name ?? null;
  l.lastName = input.last_name ?? null;
  l.companyName = input.company_name ?? null;
  l.firstNameNormalized = lower(l.firstName);
  l.lastNameNormalized = lower(l.lastName);
  l.companyNameNormalized = lower(l.companyName);
  l.email = lower(input.email);
  l.cellPhone = input.cell_phone ? normalizePhone(input.cell_phone) : null;
  l.gender = input.gender ?? null;
  l.birthday = input.birthday ?? null;
  l.jobTitle = input.job_title ?? null;
  l.websiteUrl = input.website_url ?? null;
  l.address = input.address ?? null;
  l.city = input.city ?? null;
  l.state = input.state ?? null;
  l.zipCode = input.zip_code ?? null;
  l.industry = input.industry ?? null;
  l.leadSourceId = input.lead_source_id ?? null;
  l.accountRep = input.account_rep ?? null;
  l.salesRep = input.sales_rep ?? null;
  l.serviceRep = input.service_rep ?? null;
  l.salesStatus = input.sales_status ?? null;
  // A contact's sales total is kept by its sales: a new contact may bring one (an import's TotalSales) as its
  // opening figure; afterwards no form or file overwrites it.
  const stored = l.id === undefined ? null : (l.amounts ?? {});
  const opening = stored ? (stored.opening_sales ?? 0) : (input.total_sales ?? 0);
  const amounts: LeadAmounts = {
    revenue_from: input.revenue_from ?? null,
    revenue_to: input.revenue_to ?? null,
    revenue_probability: input.revenue_probability ?? null,
    win_amount: input.win_amount ?? null,
    total_sales: stored ? (stored.total_sales ?? 0) : opening,
    opening_sales: opening,
  };
  l.amounts = amounts;
  l.temperature = input.temperature ?? null;
  l.social = (input.social ?? []).map((s) => ({ network: s.network, url: s.url }));
  l.imported = input.imported ?? 0;
}

/** Groups in name order whatever the database's collation (recordsQuery leaves them unordered). */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** A row of recordsQuery: the contact's columns and its decorations. */
type RecordRow = Record<string, unknown> & RecordDecorations;

/** Contacts in their five stages and the lifecycle between them (spec 2 §3, §4, §5, §7). */
@Injectable()
export class ContactsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly lists: LeadListsService,
    private readonly counts: LeadCountsService,
    private readonly billing: BillingService,
    @Inject(EMAIL_PROVIDER) private readonly email: EmailProvider,
  ) {}

  onModuleInit(): void {
    this.billing.registerUsage('contacts', (organizationId) => this.countAll(organizationId));
  }

  /** Every contact of the organization, all stages: what the plan's contacts limit counts. */
  async countAll(organizationId: number): Promise<number> {
    let total = 0;
    for (const state of fsmStates) total += await this.counts.count(organizationId, state);
    return total;
  }

  /** The plan's contacts limit (issue 4); BillingService.roomLeft says when a plan limit applies. */
  private async assertContactsLimit(organizationId: number): Promise<void> {
    await this.billing.assertWithinLimit(organizationId, 'contacts');
  }

  /**
   * The email provider's verdict on a new or changed address (spec 2 §5); `force` saves it anyway. Asked before
   * the transaction: a real provider answers over the network.
   */
  private async assertEmailAccepted(input: LeadInput, current: string | null): Promise<void> {
    const email = lower(input.email);
    if (!email || email === current || input.force) return;
    const { valid } = await this.email.checkAddress(email);
    if (!valid) throw ApiError.field('email', emailRejectedBy(this.email.displayName));
  }

  // ---- reading

  private scoped(manager: EntityManager, organizationId: number, scope: Scope): SelectQueryBuilder<Lead> {
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
    const order = parseOrdering<OrderField>(q.ordering, ORDERING, '-id');
    if (!order) throw ApiError.field('ordering', messages.invalidOrdering(ORDERING));
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

  private async load(
    manager: EntityManager,
    organizationId: number,
    scope: Scope,
    id: number,
  ): Promise<Lead> {
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

  // ---- writing

  /** Representatives must be members of the organization; the source must be the organization's. */
  private async checkReferences(
    manager: EntityManager,
    organizationId: number,
    input: LeadInput,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (input.lead_source_id != null) {
      const found = await manager
        .getRepository(LeadSource)
        .countBy({ organizationId, id: input.lead_source_id });
      if (!found) errors.lead_source_id = [messages.invalidChoice];
    }
    for (const field of REP_FIELDS) {
      const userId = input[field];
      if (userId == null) continue;
      const member = await manager
        .getRepository(OrganizationMember)
        .countBy({ organizationId, userId, status: In(MEMBER_STATUSES) });
      if (!member) errors[field] = [messages.invalidChoice];
    }
    if (Object.keys(errors).length) throw new ApiError(HttpStatus.BAD_REQUEST, errors);
  }

  async create(organizationId: number, userId: number, scope: Scope, input: LeadInput): Promise<LeadRecord> {
    await this.assertEmailAccepted(input, null);
    await this.assertContactsLimit(organizationId);
    const id = await this.tx.run(async ({ manager }) => {
      if (scope.listId !== undefined) await this.lists.find(manager, organizationId, scope.listId);
      await this.checkReferences(manager, organizationId, input);
      const repo = manager.getRepository(Lead);
      const lead = repo.create({ organizationId, fsmState: scope.state, leadListId: scope.listId ?? null });
      apply(lead, input);
      const saved = await repo.save(lead);
      await leadCountsChanged(manager, organizationId);
      await writeHistory(
        manager,
        { organizationId, userId, action: 'create', leadIds: [saved.id] },
        diff({}, snapshot(saved)).concat([{ field: 'fsm_state', old: null, new: scope.state }]),
      );
      if (scope.state === 'Prospect') {
        await seedStrategyFollowUps(manager, organizationId, userId, [saved.id], { allNew: true });
      }
      return saved.id;
    });
    return this.get(organizationId, scope, id);
  }

  async update(
    organizationId: number,
    userId: number,
    scope: Scope,
    id: number,
    input: LeadInput,
  ): Promise<LeadRecord> {
    const current = await this.load(this.dataSource.manager, organizationId, scope, id);
    await this.assertEmailAccepted(input, current.email);
    await this.tx.run(async ({ manager }) => {
      const lead = await this.load(manager, organizationId, scope, id);
      await this.checkReferences(manager, organizationId, input);
      const before = snapshot(lead);
      apply(lead, input);
      const changes = diff(before, snapshot(lead));
      if (!changes.length) return;
      await manager.getRepository(Lead).save(lead);
      await writeHistory(manager, { organizationId, userId, action: 'update', leadIds: [id] }, changes);
    });
    return this.get(organizationId, scope, id);
  }

  async remove(organizationId: number, userId: number, scope: Scope, id: number): Promise<void> {
    await this.bulkDelete(organizationId, userId, scope, [id], true);
  }

  /** Deletes the scope's contacts among `ids`; ids of other stages or organizations are left alone. */
  async bulkDelete(
    organizationId: number,
    userId: number,
    scope: Scope,
    ids: number[],
    mustExist = false,
  ): Promise<{ deleted: number }> {
    return this.tx.run(async (tx) => {
      const { manager } = tx;
      const found = await this.idsInScope(manager, organizationId, scope, ids);
      if (found.length === 0 && scope.listId !== undefined)
        await this.lists.find(manager, organizationId, scope.listId);
      if (mustExist && found.length !== ids.length) {
        throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      }
      await writeHistory(manager, { organizationId, userId, action: 'delete', leadIds: found });
      await this.lists.deleteLeads(tx, organizationId, found);
      return { deleted: found.length };
    });
  }

  private async idsInScope(
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

  // ---- lifecycle (spec 2 §4)

  /**
   * Moves contacts of `scope` to `to`. An opportunity lands in `listId`, a new list titled `listTitle`, or the
   * organization's 'Demoted' list; leaving a list records its title as came_from_list.
   */
  async transition(
    organizationId: number,
    userId: number,
    scope: Scope,
    ids: number[],
    to: FsmState,
    opts: {
      action: string;
      leadSourceId?: number;
      listId?: number | null;
      listTitle?: string | null;
      mustExist?: boolean;
    },
  ): Promise<{ ids: number[]; listId: number | null; lead: Lead | null }> {
    return this.tx.run(async ({ manager }) => {
      const found = await this.idsInScope(manager, organizationId, scope, ids);
      if (opts.mustExist && found.length !== new Set(ids).size) {
        throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      }
      if (opts.leadSourceId !== undefined) {
        const ok = await manager.getRepository(LeadSource).countBy({ organizationId, id: opts.leadSourceId });
        if (!ok) throw ApiError.field('lead_source', messages.invalidChoice);
      }
      let listId: number | null = null;
      if (to === 'Opportunity') {
        if (opts.listTitle) {
          const repo = manager.getRepository(LeadList);
          listId = (
            await repo.save(repo.create({ organizationId, title: opts.listTitle, kind: 'opportunity' }))
          ).id;
        } else if (opts.listId != null) {
          listId = (await this.lists.find(manager, organizationId, opts.listId)).id;
        } else {
          listId = (await this.lists.systemList(manager, organizationId, 'demoted')).id;
        }
      }
      const repo = manager.getRepository(Lead);
      if (found.length) await leadCountsChanged(manager, organizationId);
      for (let i = 0; i < found.length; i += 500) {
        const chunk = found.slice(i, i + 500);
        const before = await repo.findBy({ organizationId, id: In(chunk) });
        const titles = new Map<number, string>();
        if (scope.state === 'Opportunity') {
          const listRows = await manager.getRepository(LeadList).findBy({
            organizationId,
            id: In([...new Set(before.map((b) => b.leadListId).filter((x): x is number => x != null))]),
          });
          for (const l of listRows) titles.set(l.id, l.title);
        }
        for (const lead of before) {
          const changes: HistoryChange[] = [{ field: 'fsm_state', old: lead.fsmState, new: to }];
          const patch: Partial<Lead> = { fsmState: to, leadListId: listId };
          if (lead.leadListId !== listId)
            changes.push({ field: 'lead_list_id', old: String(lead.leadListId), new: String(listId) });
          if (scope.state === 'Opportunity' && lead.leadListId != null) {
            patch.cameFromList = titles.get(lead.leadListId) ?? lead.cameFromList;
          }
          if (opts.leadSourceId !== undefined && lead.leadSourceId !== opts.leadSourceId) {
            patch.leadSourceId = opts.leadSourceId;
            changes.push({
              field: 'lead_source_id',
              old: String(lead.leadSourceId),
              new: String(opts.leadSourceId),
            });
          }
          await repo.update({ organizationId, id: lead.id }, patch);
          await writeHistory(
            manager,
            { organizationId, userId, action: opts.action, leadIds: [lead.id] },
            changes,
          );
        }
      }
      // Contacts entering the Prospect stage get the follow-up strategy's dates (rule in seedStrategyFollowUps).
      if (to === 'Prospect' && scope.state !== 'Prospect') {
        await seedStrategyFollowUps(manager, organizationId, userId, found);
      }
      const lead = found.length === 1 ? await repo.findOneBy({ organizationId, id: found[0] }) : null;
      return { ids: found, listId, lead };
    });
  }

  /** One contact through one transition, answered as TransitionResult. */
  async transitionOne(
    organizationId: number,
    userId: number,
    scope: Scope,
    id: number,
    to: FsmState,
    opts: { action: string; leadSourceId?: number; listId?: number | null; listTitle?: string | null },
    detail: string | ((name: string) => string),
  ): Promise<TransitionResult> {
    const out = await this.transition(organizationId, userId, scope, [id], to, { ...opts, mustExist: true });
    const lead = out.lead as Lead;
    const name = leadDisplayName({
      first_name: lead.firstName,
      last_name: lead.lastName,
      company_name: lead.companyName,
    });
    return {
      detail: typeof detail === 'string' ? detail : detail(name),
      id: lead.id,
      fsm_state: to,
      opportunity_list_id: out.listId,
    };
  }

  async transitionMany(
    organizationId: number,
    userId: number,
    scope: Scope,
    ids: number[],
    to: FsmState,
    opts: { action: string; listId?: number | null },
    detail: string,
  ): Promise<BulkTransitionResult> {
    const out = await this.transition(organizationId, userId, scope, ids, to, opts);
    return { detail, count: out.ids.length, opportunity_list_id: out.listId };
  }
}
