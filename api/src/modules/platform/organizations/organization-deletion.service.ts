import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityMetadata, In, IsNull, LessThanOrEqual } from 'typeorm';
import { dbDate } from '../../../engine/database/db-values';
import { TransactionService } from '../../../engine/database/transaction.service';
import { type RowLease, RowLeases, WorkEngine } from '../../../engine/work';
import { STORAGE_PROVIDER, type StorageProvider } from '../../../engine/providers/storage/storage-provider';
import { BillingService } from '../../billing';
import { Lead, LeadImport, LeadListsService, OrganizationContactsCleanup } from '../../contacts';
import { Invitation } from './invitation.entity';
import { OrganizationMember } from './organization-member.entity';
import { Organization } from './organization.entity';
import { organizationFilePrefix } from './logo.service';

export const ORGANIZATION_DELETE = 'organization-delete';

/** A claim not renewed for this long belongs to a dead worker: the next run takes it over and goes on. */
export const LEASE_STALE_MS = 10 * 60_000;
/** Tables with organization_id that are not emptied a chunk at a time like the rest. */
const OWN_STEPS: readonly unknown[] = [Lead, LeadImport, OrganizationMember, Invitation];

/** The claim was taken over by another run (ours was thought dead): stop without touching anything more. */
class LostClaimError extends Error {}

/**
 * Scheduled deletions (spec 1 §4: two weeks of grace). Each minute the scheduler finds organizations past their
 * date and queues one job each. The job claims the organization (deletion_claimed_at): from then on it is gone to
 * its members (membershipOf, listForUser) and can no longer be reactivated. It first cancels the organization's
 * subscriptions at the payments provider (BillingService.cancelForDeletion; the provider keeps the customer and
 * its invoices), so nothing more is charged whatever happens next. It then deletes in bounded transactions, each
 * of which leaves a consistent state: imports (which write contacts) first, then contacts a batch at a time
 * through LeadListsService.deleteLeads (sub-records by cascade, files by the deletion hooks), then every other
 * table with organization_id in chunks, until a pass finds nothing; members, invitations and the organization go
 * last. Stored files go once the rows naming them are committed as deleted.
 *
 * The claim is a lease, renewed while the job runs. A second delivery finds it held and does nothing; a job that
 * fails gives it up at once and one that dies lets it go stale, and either way the next tick queues the
 * organization again and that run resumes where the last committed batch left off.
 */
@Injectable()
export class OrganizationDeletionService {
  private readonly logger = new Logger(OrganizationDeletionService.name);
  /**
   * Rows per transaction (contacts carry their sub-records with them), and how often a running job renews its
   * claim (a write to organizations, which empties the principal cache; at least a second, the claim's precision).
   * Tests lower them to cross batches and renewals with a handful of rows.
   */
  private readonly leases: RowLeases;
  readonly tuning = { contacts: 2_000, rows: 5_000, renewClaimMs: 60_000 };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly engine: WorkEngine,
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    private readonly tx: TransactionService,
    private readonly leadLists: LeadListsService,
    private readonly contacts: OrganizationContactsCleanup,
    private readonly billing: BillingService,
  ) {
    this.leases = new RowLeases(dataSource, {
      entity: Organization,
      property: 'deletionClaimedAt',
      column: 'deletion_claimed_at',
      staleMs: LEASE_STALE_MS,
    });
  }

  /** Due organizations nobody is deleting: never claimed, or claimed by a run that failed or died. */
  async enqueueDue(now = new Date()): Promise<number[]> {
    const due = await this.dataSource.getRepository(Organization).find({
      select: { id: true },
      where: [
        { deleteAfter: LessThanOrEqual(now), deletionClaimedAt: IsNull() },
        {
          deleteAfter: LessThanOrEqual(now),
          deletionClaimedAt: LessThanOrEqual(new Date(now.getTime() - LEASE_STALE_MS)),
        },
      ],
      take: 100,
    });
    for (const { id } of due) await this.engine.enqueue(ORGANIZATION_DELETE, { organizationId: id });
    return due.map((o) => o.id);
  }

  /** True when this call deleted the organization (false: not due, held by another run, or already gone). */
  async deleteOrganization(organizationId: number, now = new Date()): Promise<boolean> {
    const lease = await this.claim(organizationId, now);
    if (!lease) return false;
    try {
      await this.cancelSubscriptions(lease);
      await this.deleteRows(lease);
      // Again: a billing request admitted just before the claim may have subscribed since the first time.
      await this.cancelSubscriptions(lease);
      const deleted = await this.deleteOrganizationRow(lease);
      if (deleted) this.logger.log(`organization ${organizationId} deleted (scheduled deletion date passed)`);
      return deleted;
    } catch (err) {
      if (err instanceof LostClaimError) {
        this.logger.warn(`organization ${organizationId}: deletion taken over by another run`);
        return false;
      }
      await this.release(lease);
      throw err;
    }
  }

  /** Takes the organization if it is due and not held by a live run. */
  private claim(organizationId: number, now: Date): Promise<RowLease | null> {
    return this.leases.take(organizationId, now, {
      sql: 'delete_after IS NOT NULL AND delete_after <= :now',
      params: { now: dbDate(this.dataSource, now) },
    });
  }

  /** Called before each batch: renews the claim when due, and stops the run if another has taken it. */
  private async keep(lease: RowLease): Promise<void> {
    if (!(await this.leases.renew(lease, this.tuning.renewClaimMs))) throw new LostClaimError();
  }

  /** After a failure: the claim stays (the organization stays gone) but is stale at once, so the next tick resumes. */
  private async release(lease: RowLease): Promise<void> {
    try {
      await this.leases.release(lease);
    } catch (err) {
      this.logger.warn(`organization ${lease.id}: claim not released: ${(err as Error).message}`);
    }
  }

  /**
   * Before any row goes (the customer id is on the organization's). A resumed run repeats it: the provider
   * then finds nothing left to cancel. A provider failure fails the run, which the next one retries.
   */
  private async cancelSubscriptions(lease: RowLease): Promise<void> {
    const organizationId = lease.id;
    await this.keep(lease);
    const organization = await this.dataSource.getRepository(Organization).findOne({
      select: { id: true, stripeCustomerId: true },
      where: { id: organizationId },
    });
    if (!organization) return;
    const canceled = await this.billing.cancelForDeletion(organization);
    if (canceled.length) {
      this.logger.log(`organization ${organizationId}: subscription ${canceled.join(', ')} canceled`);
    }
  }

  /** Passes over the organization's rows until one finds nothing (a request or worker may still have been writing). */
  private async deleteRows(lease: RowLease): Promise<void> {
    for (;;) {
      let deleted = await this.deleteImports(lease);
      deleted += await this.deleteContacts(lease);
      for (const meta of this.dataSource.entityMetadatas) {
        if (!meta.findColumnWithPropertyName('organizationId')) continue;
        if (OWN_STEPS.includes(meta.target)) continue;
        deleted += await this.deleteTable(lease, meta);
      }
      if (deleted === 0) return;
    }
  }

  /** CSV imports with their uploaded files and rejected-row parts. First, as a running import adds contacts. */
  private async deleteImports(lease: RowLease): Promise<number> {
    const organizationId = lease.id;
    let deleted = 0;
    for (;;) {
      await this.keep(lease);
      const n = await this.tx.run(async ({ manager, afterCommit }) => {
        const { deleted: n, fileKeys } = await this.contacts.deleteImports(
          manager,
          organizationId,
          this.tuning.rows,
        );
        if (!n) return 0;
        afterCommit(() => this.deleteFiles(organizationId, fileKeys));
        return n;
      });
      if (!n) return deleted;
      deleted += n;
    }
  }

  /** Contacts the way a user deletes them, so every module's deletion hook runs (documents' files). */
  private async deleteContacts(lease: RowLease): Promise<number> {
    const organizationId = lease.id;
    let deleted = 0;
    for (;;) {
      await this.keep(lease);
      const n = await this.tx.run(async (tx) => {
        const ids = await this.contacts.leadIds(tx.manager, organizationId, this.tuning.contacts);
        await this.leadLists.deleteLeads(tx, organizationId, ids);
        return ids.length;
      });
      if (!n) return deleted;
      deleted += n;
    }
  }

  /** One table's rows of the organization, a chunk of primary keys per transaction. */
  private async deleteTable(lease: RowLease, meta: EntityMetadata): Promise<number> {
    const organizationId = lease.id;
    const repo = this.dataSource.getRepository(meta.target);
    const [primary, ...more] = meta.primaryColumns;
    if (!primary || more.length) {
      await this.keep(lease);
      return (await repo.delete({ organizationId })).affected ?? 0;
    }
    const key = primary.propertyName;
    let deleted = 0;
    for (;;) {
      await this.keep(lease);
      const rows = await repo.find({
        select: { [key]: true },
        where: { organizationId },
        order: { [key]: 'ASC' },
        take: this.tuning.rows,
      });
      if (!rows.length) return deleted;
      const ids = rows.map((r) => primary.getEntityValue(r) as unknown);
      deleted += (await repo.delete({ organizationId, [key]: In(ids) })).affected ?? rows.length;
    }
  }

  /** Members, invitations and the organization in one transaction, then its logo and logo uploads. */
  private async deleteOrganizationRow(lease: RowLease): Promise<boolean> {
    const organizationId = lease.id;
    await this.keep(lease);
    return this.tx.run(async ({ manager, afterCommit }) => {
      const organizations = manager.getRepository(Organization);
      const organization = await organizations.findOne({
        select: { id: true, logo: true },
        where: { id: organizationId },
      });
      if (!organization) return false;
      // Through repositories, never raw SQL: these writes empty the principal cache (ADR 0008).
      await manager.getRepository(OrganizationMember).delete({ organizationId });
      await manager.getRepository(Invitation).delete({ organizationId });
      const deleted = await organizations.delete({ id: organizationId });
      const logo = organization.logo ? this.storage.keyOfUrl(organization.logo) : null;
      afterCommit(async () => {
        // Its logo, and any logo upload never confirmed (both named o<id>-…, see LogoService).
        const own = (await this.storage.list(organizationFilePrefix(organizationId))).map((f) => f.key);
        await this.deleteFiles(organizationId, [...new Set([...(logo ? [logo] : []), ...own])]);
      });
      return deleted.affected === 1;
    });
  }

  /** A file already gone, or one that cannot be deleted now, does not stop the job (its rows are gone already). */
  private async deleteFiles(organizationId: number, keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (err) {
        this.logger.warn(
          `organization ${organizationId}: stored file ${key} not deleted: ${(err as Error).message}`,
        );
      }
    }
  }
}
