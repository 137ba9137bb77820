import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type FollowUpDate, type FollowUpDateInput, type FollowUpOrdering } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { TransactionService } from '../../../engine/database/transaction.service';
import { removedFields, LeadRecordWrites } from '../lead-records/record-writes';
import type { Lead } from '../leads/lead.entity';
import { organizationToday } from './follow-up-strategy';
import { LeadFollowUp } from './lead-follow-up.entity';

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
}
