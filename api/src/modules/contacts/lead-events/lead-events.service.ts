import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  eventEnd,
  eventStages,
  type FsmState,
  type LeadEvent as LeadEventDto,
  type LeadEventInput,
  type LeadEventsQuery,
  leadEventMessages,
} from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { dbDate, toDate } from '../../../engine/database/db-values';
import { TransactionService } from '../../../engine/database/transaction.service';
import { diff, writeLeadHistory } from '../leads/lead-history';
import { findLeadRecord } from '../leads/lead-record-row';
import type { Lead } from '../leads/lead.entity';
import { LeadEvent } from './lead-event.entity';

const snapshotOf = (e: LeadEvent) => ({
  title: e.title,
  description: e.description,
  start: toDate(e.start).toISOString(),
  end: toDate(e.end).toISOString(),
});

/** Calendar events of other contacts, clients and former clients; every change writes the lead's history. */
@Injectable()
export class LeadEventsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
  ) {}

  private present(e: LeadEvent): LeadEventDto {
    return {
      id: e.id,
      lead: e.leadId,
      title: e.title,
      description: e.description,
      start: toDate(e.start).toISOString(),
      end: toDate(e.end).toISOString(),
    };
  }

  /** Events that overlap [from, to): the calendar asks for the range it shows. */
  async list(lead: Lead, q: LeadEventsQuery): Promise<LeadEventDto[]> {
    const qb = this.dataSource
      .getRepository(LeadEvent)
      .createQueryBuilder('e')
      .where('e.organizationId = :organizationId AND e.leadId = :leadId', {
        organizationId: lead.organizationId,
        leadId: lead.id,
      });
    if (q.from) qb.andWhere('e.end > :from', { from: dbDate(this.dataSource, new Date(q.from)) });
    if (q.to) qb.andWhere('e.start < :to', { to: dbDate(this.dataSource, new Date(q.to)) });
    const rows = await qb.orderBy('e.start', 'ASC').addOrderBy('e.id', 'ASC').getMany();
    return rows.map((r) => this.present(r));
  }

  private assertStage(lead: Lead): void {
    if (!eventStages.includes(lead.fsmState as FsmState)) {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, leadEventMessages.unableToAdd);
    }
  }

  async create(lead: Lead, userId: number, input: LeadEventInput): Promise<LeadEventDto> {
    this.assertStage(lead);
    const saved = await this.tx.run(async ({ manager }) => {
      const repo = manager.getRepository(LeadEvent);
      const start = new Date(input.start);
      const row = await repo.save(
        repo.create({
          organizationId: lead.organizationId,
          leadId: lead.id,
          title: input.title,
          description: input.description ?? null,
          start,
          end: eventEnd(start),
        }),
      );
      await writeLeadHistory(manager, lead, userId, 'event_added', diff({}, snapshotOf(row)));
      return row;
    });
    return this.present(saved);
  }

  async update(lead: Lead, userId: number, id: number, input: LeadEventInput): Promise<LeadEventDto> {
    const saved = await this.tx.run(async ({ manager }) => {
      const row = await findLeadRecord(manager, LeadEvent, lead, id);
      const before = snapshotOf(row);
      row.title = input.title;
      row.description = input.description ?? null;
      row.start = new Date(input.start);
      row.end = eventEnd(row.start);
      const changes = diff(before, snapshotOf(row));
      if (!changes.length) return row;
      await manager.getRepository(LeadEvent).save(row);
      await writeLeadHistory(manager, lead, userId, 'event_updated', changes);
      return row;
    });
    return this.present(saved);
  }

  async remove(lead: Lead, userId: number, id: number): Promise<void> {
    await this.tx.run(async ({ manager }) => {
      const row = await findLeadRecord(manager, LeadEvent, lead, id);
      await manager.getRepository(LeadEvent).delete({ organizationId: lead.organizationId, id: row.id });
      await writeLeadHistory(
        manager,
        lead,
        userId,
        'event_deleted',
        diff(snapshotOf(row), { title: null, description: null, start: null, end: null }),
      );
    });
  }
}
