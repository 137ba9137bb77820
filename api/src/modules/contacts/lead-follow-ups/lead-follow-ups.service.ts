import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type FollowUpDate, type FollowUpDateInput, type FollowUpOrdering } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { TransactionService } from '../../../engine/database/transaction.service';
import { removedFields, LeadRecordWrites } from '../lead-records/record-writes';
import { Lead } from '../leads/lead.entity';
import { organizationToday } from './follow-up-strategy';
import { LeadFollowUp } from './lead-follow-up.entity';

/** A prospect's follow-up date seeded from a slot of the follow-up strategy, as the follow-up emails read it. */
export interface StrategyFollowUp {
  id: number;
  leadId: number;
  slot: number;
  date: string;
}

/** Rows per page of the automation engine's reads. */
const STRATEGY_PAGE = 5000;
const PROSPECT = 'Prospect';

const snapshotOf = (f: LeadFollowUp) => ({ date: f.date, text: f.text, completed: f.completed });

const applyFollowUp = (row: LeadFollowUp, input: FollowUpDateInput) => {
  row.date = input.date;
  row.text = input.text;
  row.completed = !!input.completed;
};

const followUps = new LeadRecordWrites<LeadFollowUp>({
  entity: LeadFollowUp,
  snapshot: snapshotOf,
  history: 'follow_up',
  // Marking completed is its own entry: the history reads "completed", not a field edit.
  updated: (before, row) => (!before.completed && row.completed ? 'follow_up_completed' : undefined),
  removal: removedFields,
});

/** A prospect's follow-up dates (spec 2 §3, §4, §7); every change writes the lead's history. */
@Injectable()
export class LeadFollowUpsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
  ) {}

  private present(f: LeadFollowUp, today: string): FollowUpDate {
    return {
      id: f.id,
      lead: f.leadId,
      date: f.date,
      text: f.text,
      completed: !!f.completed,
      missed: !f.completed && f.date < today,
    };
  }

  async list(lead: Lead, { ordering }: { ordering: FollowUpOrdering }): Promise<FollowUpDate[]> {
    const dir = ordering === '-date' ? 'DESC' : 'ASC';
    const rows = await this.dataSource.getRepository(LeadFollowUp).find({
      where: { organizationId: lead.organizationId, leadId: lead.id },
      order: { date: dir, id: dir },
    });
    const today = await organizationToday(this.dataSource.manager, lead.organizationId);
    return rows.map((r) => this.present(r, today));
  }

  async create(lead: Lead, userId: number, input: FollowUpDateInput): Promise<FollowUpDate> {
    const saved = await this.tx.run(({ manager }) =>
      followUps.add(manager, lead, userId, (row) => applyFollowUp(row, input)),
    );
    return this.present(saved, await organizationToday(this.dataSource.manager, lead.organizationId));
  }

  async update(lead: Lead, userId: number, id: number, input: FollowUpDateInput): Promise<FollowUpDate> {
    const { row } = await this.tx.run(({ manager }) =>
      followUps.change(manager, lead, userId, id, (followUp) => applyFollowUp(followUp, input)),
    );
    return this.present(row, await organizationToday(this.dataSource.manager, lead.organizationId));
  }

  async remove(lead: Lead, userId: number, id: number): Promise<void> {
    await this.tx.run(({ manager }) => followUps.remove(manager, lead, userId, id));
  }

  /**
   * The open (not completed) follow-up dates on one of `dates` seeded from strategy slot `slot`, of contacts that
   * are still prospects: the follow-up emails due on those days (issue 20), STRATEGY_PAGE at a time in id order.
   */
  async *streamOpenStrategyFollowUps(
    organizationId: number,
    slot: number,
    dates: string[],
  ): AsyncGenerator<StrategyFollowUp[]> {
    if (dates.length === 0) return;
    let after = 0;
    for (;;) {
      const rows = await this.dataSource
        .getRepository(LeadFollowUp)
        .createQueryBuilder('f')
        .innerJoin(Lead, 'l', 'l.id = f.leadId AND l.organizationId = f.organizationId')
        .select(['f.id AS id', 'f.leadId AS lead_id', 'f.date AS date'])
        .where('f.organizationId = :organizationId', { organizationId })
        .andWhere('f.date IN (:...dates)', { dates })
        .andWhere('f.strategySlot = :slot', { slot })
        .andWhere('f.completed = :open', { open: false })
        .andWhere('l.fsmState = :prospect', { prospect: PROSPECT })
        .andWhere('f.id > :after', { after })
        .orderBy('f.id', 'ASC')
        .limit(STRATEGY_PAGE)
        .getRawMany<{ id: number | string; lead_id: number | string; date: string }>();
      if (rows.length === 0) return;
      yield rows.map((r) => ({ id: Number(r.id), leadId: Number(r.lead_id), slot, date: r.date }));
      after = Number(rows[rows.length - 1]!.id);
      if (rows.length < STRATEGY_PAGE) return;
    }
  }

  /** Which of these follow-up dates are still open and of a contact still a prospect (a follow-up email's check). */
  async stillOpenForProspects(organizationId: number, ids: number[]): Promise<Set<number>> {
    const out = new Set<number>();
    for (let i = 0; i < ids.length; i += STRATEGY_PAGE) {
      const rows = await this.dataSource
        .getRepository(LeadFollowUp)
        .createQueryBuilder('f')
        .innerJoin(Lead, 'l', 'l.id = f.leadId AND l.organizationId = f.organizationId')
        .select('f.id', 'id')
        .where('f.organizationId = :organizationId', { organizationId })
        .andWhere('f.id IN (:...ids)', { ids: ids.slice(i, i + STRATEGY_PAGE) })
        .andWhere('f.completed = :open', { open: false })
        .andWhere('l.fsmState = :prospect', { prospect: PROSPECT })
        .getRawMany<{ id: number | string }>();
      for (const r of rows) out.add(Number(r.id));
    }
    return out;
  }
}
