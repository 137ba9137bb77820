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
import { removedFields, LeadRecordWrites } from '../lead-records/record-writes';
import type { Lead } from '../leads/lead.entity';
import { LeadEvent } from './lead-event.entity';

const snapshotOf = (e: LeadEvent) => ({
  title: e.title,
  description: e.description,
  start: toDate(e.start).toISOString(),
  end: toDate(e.end).toISOString(),
});

/** The event's fields from the form: the end follows from the start (eventEnd). */
const applyEvent = (row: LeadEvent, input: LeadEventInput) => {
  row.title = input.title;
  row.description = input.description ?? null;
  row.start = new Date(input.start);
  row.end = eventEnd(row.start);
};

const events = new LeadRecordWrites<LeadEvent>({
  entity: LeadEvent,
  snapshot: snapshotOf,
  history: 'event',
  removal: removedFields,
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
    const saved = await this.tx.run(({ manager }) =>
      events.add(manager, lead, userId, (row) => applyEvent(row, input)),
    );
    return this.present(saved);
  }

  async update(lead: Lead, userId: number, id: number, input: LeadEventInput): Promise<LeadEventDto> {
    const { row } = await this.tx.run(({ manager }) =>
      events.change(manager, lead, userId, id, (event) => applyEvent(event, input)),
    );
    return this.present(row);
  }

  async remove(lead: Lead, userId: number, id: number): Promise<void> {
    await this.tx.run(({ manager }) => events.remove(manager, lead, userId, id));
  }
}
