import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EmailEventName, EmailMetricName } from '@ensemble/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { datetimeText } from '../../../engine/database/db-values';
import { dialectOfSource } from '../../../engine/database/dialect';
import { EmailEventLog } from './email-sending.entities';

const HOUR = 3_600_000;

/** The UTC hour an instant falls in (minutes, seconds and milliseconds zero): a count row's `hour`. */
export const hourOf = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR) * HOUR);

/** How many to add to each metric (zeros and negatives are left out). */
export type MetricCounts = Partial<Record<EmailMetricName, number>>;

/** One line of a recipient's event log (View logs). */
export interface EmailEventEntry {
  organizationId: number;
  campaignId: number;
  recipientId: number;
  event: EmailEventName;
  at: Date;
  detail?: string | null;
}

/** A log line's detail (a URL, a server's answer) is cut at this length. */
const DETAIL_MAX = 2000;

/** Count rows this process has seen exist, at most this many remembered (then it starts over). */
const KNOWN_MAX = 20_000;

/**
 * The email reports' figures as they happen (spec 3 §9 metrics): a count per send, metric and UTC hour in
 * email_report_counts, and the event log of each message in email_event_logs. The hot path of a campaign — a batch
 * handed over — is one UPDATE for all its metrics: the count rows it adds to are created (INSERT IGNORE of zero
 * rows, which never changes a count) only the first time this process meets a send's hour, then incremented in
 * place (`count = count + n`, atomic on both dialects). A count row is never deleted but with its send, so once
 * seen it exists; another process that has not seen it creates nothing twice (the unique key) and adds the same
 * way.
 */
@Injectable()
export class EmailReportCountsService {
  private readonly known = new Set<string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get dialect() {
    return dialectOfSource(this.dataSource);
  }

  private q(name: string): string {
    return this.dataSource.driver.escape(name);
  }

  /**
   * Adds to the send's metrics in the hour of `at`; on `manager` when given (the caller's transaction). One
   * statement once the rows are known, two the first time.
   */
  async add(
    organizationId: number,
    campaignId: number,
    counts: MetricCounts,
    at: Date = new Date(),
    manager?: EntityManager,
  ): Promise<void> {
    const entries = (Object.entries(counts) as [EmailMetricName, number][]).filter(
      ([, n]) => Number.isInteger(n) && n > 0,
    );
    if (entries.length === 0) return;
    const hour = datetimeText(hourOf(at)) as string;
    const keys = entries.map(([metric]) => `${campaignId}:${hour}:${metric}`);
    const table = this.q('email_report_counts');
    const [org, campaign, metric, hourCol, count] = [
      'organization_id',
      'campaign_id',
      'metric',
      'hour',
      'count',
    ].map((c) => this.q(c));
    const ignore = this.dialect === 'mariadb' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
    const create = () =>
      this.run(
        `${ignore} INTO ${table} (${org}, ${campaign}, ${metric}, ${hourCol}, ${count}) VALUES ` +
          entries.map(() => '(?, ?, ?, ?, 0)').join(', '),
        entries.flatMap(([name]) => [organizationId, campaignId, name, hour]),
        manager,
      );
    const by =
      entries.length === 1
        ? '?'
        : `CASE ${metric} ${entries.map(() => 'WHEN ? THEN ?').join(' ')} ELSE 0 END`;
    const increment = () =>
      this.run(
        `UPDATE ${table} SET ${count} = ${count} + ${by} ` +
          `WHERE ${org} = ? AND ${campaign} = ? AND ${hourCol} = ? AND ${metric} IN (${entries.map(() => '?').join(', ')})`,
        [
          ...(entries.length === 1 ? [entries[0]![1]] : entries.flat()),
          organizationId,
          campaignId,
          hour,
          ...entries.map(([name]) => name),
        ],
        manager,
      );

    const remembered = keys.every((k) => this.known.has(k));
    if (!remembered) await create();
    // Rows remembered but gone (created in a transaction that rolled back after all — SQLite's one connection
    // joins whatever transaction is open —, or deleted with their send): nothing was added, so made and added now.
    // (The rows of one call are created together, so they are gone together.)
    if ((await increment()) === 0 && remembered) {
      for (const k of keys) this.known.delete(k);
      await create();
      await increment();
    }
    // (Rows created inside the caller's transaction exist only once it commits: not remembered.)
    if (manager) return;
    if (this.known.size + keys.length > KNOWN_MAX) this.known.clear();
    for (const k of keys) this.known.add(k);
  }

  /** Runs a statement on the caller's transaction, or on a connection of its own: how many rows it changed. */
  private async run(sql: string, params: unknown[], manager?: EntityManager): Promise<number> {
    const own = manager?.queryRunner ? null : this.dataSource.createQueryRunner();
    const runner = manager?.queryRunner ?? own!;
    try {
      const result = (await runner.query(sql, params, true)) as { affected?: number };
      return result.affected ?? 0;
    } finally {
      await own?.release();
    }
  }

  /** Writes event log lines (one INSERT for all of them). */
  async log(entries: EmailEventEntry[], manager?: EntityManager): Promise<void> {
    if (entries.length === 0) return;
    const repo = (manager ?? this.dataSource.manager).getRepository(EmailEventLog);
    await repo.insert(
      entries.map((e) => ({
        organizationId: e.organizationId,
        campaignId: e.campaignId,
        recipientId: e.recipientId,
        event: e.event,
        at: e.at,
        detail: e.detail == null ? null : e.detail.slice(0, DETAIL_MAX),
      })),
    );
  }
}
