import type { DataSource } from 'typeorm';
import { datetimeText } from '../../../../engine/database/db-values';
import { dialectOfSource } from '../../../../engine/database/dialect';
import { AutomationStep, type AutomationStepKind } from '../automation.entities';

/** Rows per INSERT of listed steps: well under the packet and placeholder limits. */
const INSERT_BATCH = 1000;

/** A step as the tick creates it (pending, no attempt yet). */
export interface NewStep {
  organizationId: number;
  kind: AutomationStepKind;
  sourceId: number;
  actionId: number | null;
  leadId: number;
  channel: string;
  dueAt: Date;
  dueKey: string;
}

/** A custom automation's step for every active enrollment that matches: one INSERT … SELECT. */
export interface EnrollmentSteps {
  organizationId: number;
  automationId: number;
  actionId: number;
  channel: string;
  dueAt: Date;
  /** The due key up to the contact's id (customKeyPrefix). */
  keyPrefix: string;
  /** Only contacts that entered on this day (a drip by day's step); none: every active one (a drip by date's). */
  enteredOn?: string;
  /** Only contacts that entered at or after this instant (an action that came after the others entered). */
  enteredFrom?: Date;
}

/**
 * Writes the tick's steps set-based: INSERT … IGNORE (the unique due key drops a step already there), a statement
 * per 1,000 listed steps or one INSERT … SELECT per action and day over the enrollments, never one per row.
 */
export class StepInserts {
  private readonly mariadb: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.mariadb = dialectOfSource(dataSource) === 'mariadb';
  }

  /** The listed steps; those already there (by due key) are left as they are. */
  async insertMany(steps: NewStep[]): Promise<void> {
    for (let i = 0; i < steps.length; i += INSERT_BATCH) {
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(AutomationStep)
        .values(
          steps.slice(i, i + INSERT_BATCH).map((s) => ({ ...s, status: 'pending' as const, attempts: 0 })),
        )
        .orIgnore()
        // Nothing is read back: the tick finds the new steps by id afterwards.
        .updateEntity(false)
        .execute();
    }
  }

  /** The steps of one action for the matching enrollments, in one statement; how many were new. */
  async insertFromEnrollments(s: EnrollmentSteps): Promise<number> {
    const key = this.mariadb ? 'CONCAT(?, e.lead_id)' : '(? || e.lead_id)';
    const params: unknown[] = [
      s.actionId,
      s.channel,
      datetimeText(s.dueAt),
      s.keyPrefix,
      s.organizationId,
      s.automationId,
    ];
    let where = "e.organization_id = ? AND e.automation_id = ? AND e.status = 'active'";
    if (s.enteredOn !== undefined) {
      where += ' AND e.entered_on = ?';
      params.push(s.enteredOn);
    }
    if (s.enteredFrom !== undefined) {
      where += ' AND e.entered_at >= ?';
      params.push(datetimeText(s.enteredFrom));
    }
    const sql =
      `INSERT ${this.mariadb ? 'IGNORE' : 'OR IGNORE'} INTO automation_steps ` +
      '(organization_id, kind, source_id, action_id, lead_id, channel, due_at, due_key, status, attempts) ' +
      `SELECT e.organization_id, 'custom', e.automation_id, ?, e.lead_id, ?, ?, ${key}, 'pending', 0 ` +
      `FROM automation_enrollments e WHERE ${where}`;
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, params, true);
      return (result as { affected?: number }).affected ?? 0;
    } finally {
      await runner.release();
    }
  }
}
