import { HttpStatus, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { emailRejectedBy, fsmStates, type LeadInput, type LeadRecord, messages } from '@ensemble/contracts';
import { type DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { TransactionService } from '../../../engine/database/transaction.service';
import { EMAIL_PROVIDER, type EmailProvider } from '../../../engine/providers/email/email-provider';
import { BillingService } from '../../billing';
import { OrganizationRecordsService } from '../../platform';
import { LeadSource } from '../settings/settings.entities';
import { seedStrategyFollowUps } from '../lead-follow-ups/follow-up-strategy';
import { apply, lower, snapshot } from './contact-fields';
import { ContactReadsService, type Scope } from './contact-reads.service';
import { diff, writeHistory } from './lead-history';
import { Lead } from './lead.entity';
import { LeadListsService } from './lead-lists.service';
import { LeadCountsService, leadCountsChanged } from './lead-counts.service';

const MEMBER_STATUSES = ['owner', 'accepted'];
const REP_FIELDS = ['account_rep', 'sales_rep', 'service_rep'] as const;

/** Contacts created, changed and deleted in their stage (spec 2 §3, §5), within the plan's contacts limit. */
@Injectable()
export class ContactWritesService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly reads: ContactReadsService,
    private readonly lists: LeadListsService,
    private readonly counts: LeadCountsService,
    private readonly billing: BillingService,
    @Inject(EMAIL_PROVIDER) private readonly email: EmailProvider,
    private readonly organizations: OrganizationRecordsService,
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
      const member = await this.organizations.countMemberships(
        manager,
        organizationId,
        userId,
        MEMBER_STATUSES,
      );
      if (!member) errors[field] = [messages.invalidChoice];
    }
    if (Object.keys(errors).length) throw new ApiError(HttpStatus.BAD_REQUEST, errors);
  }

  async create(organizationId: number, userId: number, scope: Scope, input: LeadInput): Promise<LeadRecord> {
    await this.assertCanCreate(organizationId, input);
    const id = await this.tx.run(
      async ({ manager }) => (await this.insert(manager, organizationId, userId, scope, input)).id,
    );
    return this.reads.get(organizationId, scope, id);
  }

  /**
   * What a new contact must pass before its transaction: the email provider's verdict on its address and the
   * plan's contacts limit. Callers of insert() ask it first.
   */
  async assertCanCreate(organizationId: number, input: LeadInput): Promise<void> {
    await this.assertEmailAccepted(input, null);
    await this.assertContactsLimit(organizationId);
  }

  /**
   * A new contact in the caller's transaction, with its references checked, its counts, history and follow-up
   * dates; `userId` null for system work (a web form's post). After assertCanCreate().
   */
  async insert(
    manager: EntityManager,
    organizationId: number,
    userId: number | null,
    scope: Scope,
    input: LeadInput,
  ): Promise<Lead> {
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
    return saved;
  }

  async update(
    organizationId: number,
    userId: number,
    scope: Scope,
    id: number,
    input: LeadInput,
  ): Promise<LeadRecord> {
    const current = await this.reads.load(this.dataSource.manager, organizationId, scope, id);
    await this.assertEmailAccepted(input, current.email);
    await this.tx.run(async ({ manager }) => {
      const lead = await this.reads.load(manager, organizationId, scope, id);
      await this.checkReferences(manager, organizationId, input);
      const before = snapshot(lead);
      apply(lead, input);
      const changes = diff(before, snapshot(lead));
      if (!changes.length) return;
      await manager.getRepository(Lead).save(lead);
      await writeHistory(manager, { organizationId, userId, action: 'update', leadIds: [id] }, changes);
    });
    return this.reads.get(organizationId, scope, id);
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
      const found = await this.reads.idsInScope(manager, organizationId, scope, ids);
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
}
