import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type FollowUpDate, type FollowUpDateInput, type FollowUpOrdering } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { TransactionService } from '../../../engine/database/transaction.service';
import { diff, writeLeadHistory } from '../leads/lead-history';
import { findLeadRecord } from '../leads/lead-record-row';
import type { Lead } from '../leads/lead.entity';
import { organizationToday } from './follow-up-strategy';
import { LeadFollowUp } from './lead-follow-up.entity';

const snapshotOf = (f: LeadFollowUp) => ({ date: f.date, text: f.text, completed: f.completed });

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
    const saved = await this.tx.run(async ({ manager }) => {
      const repo = manager.getRepository(LeadFollowUp);
      const row = await repo.save(
        repo.create({
          organizationId: lead.organizationId,
          leadId: lead.id,
          date: input.date,
          text: input.text,
          completed: !!input.completed,
        }),
      );
      await writeLeadHistory(manager, lead, userId, 'follow_up_added', diff({}, snapshotOf(row)));
      return row;
    });
    return this.present(saved, await organizationToday(this.dataSource.manager, lead.organizationId));
  }

  async update(lead: Lead, userId: number, id: number, input: FollowUpDateInput): Promise<FollowUpDate> {
    const saved = await this.tx.run(async ({ manager }) => {
      const row = await findLeadRecord(manager, LeadFollowUp, lead, id);
      const before = snapshotOf(row);
      row.date = input.date;
      row.text = input.text;
      row.completed = !!input.completed;
      const changes = diff(before, snapshotOf(row));
      if (!changes.length) return row;
      await manager.getRepository(LeadFollowUp).save(row);
      // Marking completed is its own entry: the history reads "completed", not a field edit.
      const action = !before.completed && row.completed ? 'follow_up_completed' : 'follow_up_updated';
      await writeLeadHistory(manager, lead, userId, action, changes);
      return row;
    });
    return this.present(saved, await organizationToday(this.dataSource.manager, lead.organizationId));
  }

  async remove(lead: Lead, userId: number, id: number): Promise<void> {
    await this.tx.run(async ({ manager }) => {
      const row = await findLeadRecord(manager, LeadFollowUp, lead, id);
      await manager.getRepository(LeadFollowUp).delete({ organizationId: lead.organizationId, id: row.id });
      await writeLeadHistory(
        manager,
        lead,
        userId,
        'follow_up_deleted',
        diff(snapshotOf(row), { date: null, text: null, completed: null }),
      );
    });
  }
}
