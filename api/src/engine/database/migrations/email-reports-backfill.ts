import type { QueryRunner } from 'typeorm';

/**
 * The email reports' figures for the sends made before they were kept (migration EmailReportsAndWebForms): each
 * send's type, its unique opens and clicks, and its hourly metric counts, read back from its recipient rows. Drops
 * and deferrals left no trace on the rows, so older sends show none; 'delivered' counts a sent row as delivered
 * when no delivery event came (the suite's own providers never send one).
 */
export async function backfillEmailReports(q: QueryRunner, dialect: 'mariadb' | 'sqlite'): Promise<void> {
  const name = (n: string) => (dialect === 'mariadb' ? `\`${n}\`` : `"${n}"`);
  const hour = (expr: string) =>
    dialect === 'mariadb'
      ? `DATE_FORMAT(${expr}, '%Y-%m-%d %H:00:00')`
      : // As TypeORM writes a SQLite datetime (with milliseconds): the text the live counts compare with.
        `strftime('%Y-%m-%d %H:00:00.000', ${expr})`;
  const [campaigns, recipients, counts] = ['email_campaigns', 'email_recipients', 'email_report_counts'].map(
    name,
  ) as [string, string, string];

  await q.query(`UPDATE ${campaigns} SET ${name('type')} = 'single' WHERE ${name('bulk')} = 0`);
  for (const [column, source] of [
    ['unique_opens', 'opened_at'],
    ['unique_clicks', 'clicked_at'],
  ] as const) {
    await q.query(
      `UPDATE ${campaigns} SET ${name(column)} = (SELECT COUNT(*) FROM ${recipients} r WHERE r.campaign_id = ${campaigns}.id AND r.${source} IS NOT NULL)`,
    );
  }

  const metrics: [metric: string, at: string, where: string][] = [
    ['processed', 'COALESCE(r.sent_at, c.created_at)', "r.status IN ('sent', 'failed')"],
    ['delivered', 'COALESCE(r.delivered_at, r.sent_at)', "r.status = 'sent'"],
    ['opens', 'r.opened_at', 'r.opened_at IS NOT NULL'],
    ['clicks', 'r.clicked_at', 'r.clicked_at IS NOT NULL'],
    ['bounces', 'COALESCE(r.bounced_at, c.created_at)', "(r.bounced_at IS NOT NULL OR r.status = 'failed')"],
    ['spam_reports', 'r.spam_reported_at', 'r.spam_reported_at IS NOT NULL'],
    ['unsubscribes', 'r.unsubscribed_at', 'r.unsubscribed_at IS NOT NULL'],
  ];
  for (const [metric, at, where] of metrics) {
    await q.query(
      `INSERT INTO ${counts} (organization_id, campaign_id, metric, ${name('hour')}, ${name('count')}) ` +
        `SELECT r.organization_id, r.campaign_id, '${metric}', ${hour(at)}, COUNT(*) FROM ${recipients} r ` +
        `JOIN ${campaigns} c ON c.id = r.campaign_id WHERE ${where} GROUP BY r.organization_id, r.campaign_id, ${hour(at)}`,
    );
  }
  // A report's recipient is delivered when delivered_at is set (what the delivery now writes for the suite's own
  // providers): the rows counted delivered above say so too.
  await q.query(
    `UPDATE ${recipients} SET delivered_at = sent_at WHERE ${name('status')} = 'sent' AND delivered_at IS NULL AND sent_at IS NOT NULL`,
  );
}
