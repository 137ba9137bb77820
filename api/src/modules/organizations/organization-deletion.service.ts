import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { dbDate } from '../../database/db-values';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import { SchedulerService } from '../../jobs/scheduler.service';
import { Invitation } from './invitation.entity';
import { OrganizationMember } from './organization-member.entity';
import { Organization } from './organization.entity';

export const ORGANIZATION_DELETE = 'organization-delete';

/**
 * Scheduled deletions (spec 1 §4: two weeks of grace). Each minute the scheduler finds organizations past their
 * date and queues one job each; the job claims the organization and deletes all its rows in one transaction,
 * so a job delivered twice, or a crash half-way, deletes nothing twice and leaves nothing half-deleted.
 */
@Injectable()
export class OrganizationDeletionService implements OnModuleInit {
  private readonly logger = new Logger(OrganizationDeletionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    this.queue.define(ORGANIZATION_DELETE, async (data) => {
      await this.deleteOrganization(Number(data.organizationId));
    });
    this.scheduler.register('organization-deletions', async () => {
      await this.enqueueDue();
    });
  }

  async enqueueDue(now = new Date()): Promise<number[]> {
    const due = await this.dataSource.getRepository(Organization).find({
      select: { id: true },
      where: { deleteAfter: LessThanOrEqual(now) },
      take: 100,
    });
    for (const { id } of due) await this.queue.add(ORGANIZATION_DELETE, { organizationId: id });
    return due.map((o) => o.id);
  }

  /** True when this call deleted the organization. */
  async deleteOrganization(organizationId: number, now = new Date()): Promise<boolean> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const claim = await manager
        .getRepository(Organization)
        .createQueryBuilder()
        .update()
        .set({ deletionClaimedAt: now })
        .where('id = :organizationId', { organizationId })
        .andWhere('delete_after IS NOT NULL AND delete_after <= :now', { now: dbDate(this.dataSource, now) })
        .execute();
      if (claim.affected !== 1) return false;
      const last = [OrganizationMember, Invitation, Organization] as const;
      for (const meta of this.dataSource.entityMetadatas) {
        if (last.includes(meta.target as (typeof last)[number])) continue;
        if (!meta.findColumnWithPropertyName('organizationId')) continue;
        await manager.getRepository(meta.target).delete({ organizationId });
      }
      await manager.getRepository(OrganizationMember).delete({ organizationId });
      await manager.getRepository(Invitation).delete({ organizationId });
      await manager.getRepository(Organization).delete({ id: organizationId });
      return true;
    });
    if (deleted) this.logger.log(`organization ${organizationId} deleted (scheduled deletion date passed)`);
    return deleted;
  }
}
