/** A statement and its parameters ('?' placeholders, both drivers). */
export interface Sql {
  sql: string;
  params: unknown[];
}

const CANCELLED = 'cancelled';

/** `AND <column> IN (?, …)` over the search's contacts, or nothing without a search. */
const among = (column: string, ids: number[] | null): Sql =>
  ids
    ? { sql: ` AND ${column} IN (${ids.map(() => '?').join(', ')})`, params: ids }
    : { sql: '', params: [] };

/**
 * Per contact, the id of its latest text each way: one pass over each table's (organization_id, lead_id, id)
 * index, grouped by contact (a sent text's status is read from its row, to leave cancelled ones out: never sent).
 */
export function latestIds(organizationId: number, ids: number[] | null): { sent: Sql; received: Sql } {
  const r = among('x.lead_id', ids);
  const i = among('y.lead_id', ids);
  return {
    sent: {
      sql:
        `SELECT MAX(x.id) AS id FROM text_recipients x WHERE x.organization_id = ? AND x.lead_id IS NOT NULL` +
        ` AND x.status <> ?${r.sql} GROUP BY x.lead_id`,
      params: [organizationId, CANCELLED, ...r.params],
    },
    received: {
      sql:
        `SELECT MAX(y.id) AS id FROM inbound_texts y WHERE y.organization_id = ? AND y.lead_id IS NOT NULL` +
        `${i.sql} GROUP BY y.lead_id`,
      params: [organizationId, ...i.params],
    },
  };
}

/**
 * A page of the inbox: each contact's latest text each way (latestIds), read by primary key, the later of the two
 * ordering the contacts (a sent text at its sending, else at its send's writing). `ids`: a search's contacts.
 */
export function conversationsPageSql(
  organizationId: number,
  ids: number[] | null,
  page: { skip: number; take: number },
): Sql {
  const latest = latestIds(organizationId, ids);
  return {
    sql:
      `SELECT c.lead_id AS lead_id, MAX(c.at) AS last_at FROM (` +
      `SELECT r.lead_id AS lead_id, COALESCE(r.sent_at, s.created_at) AS at FROM (${latest.sent.sql}) m` +
      ` JOIN text_recipients r ON r.id = m.id JOIN text_sends s ON s.id = r.send_id` +
      ` UNION ALL SELECT i.lead_id AS lead_id, i.received_at AS at FROM (${latest.received.sql}) n` +
      ` JOIN inbound_texts i ON i.id = n.id` +
      `) c GROUP BY c.lead_id ORDER BY last_at DESC, c.lead_id DESC LIMIT ? OFFSET ?`,
    params: [...latest.sent.params, ...latest.received.params, page.take, page.skip],
  };
}

/** How many contacts the inbox has (texted with either way), of a search's contacts when given. */
export function conversationsCountSql(organizationId: number, ids: number[] | null): Sql {
  const r = among('x.lead_id', ids);
  const i = among('y.lead_id', ids);
  return {
    sql:
      `SELECT COUNT(*) AS n FROM (SELECT x.lead_id FROM text_recipients x WHERE x.organization_id = ?` +
      ` AND x.lead_id IS NOT NULL AND x.status <> ?${r.sql} GROUP BY x.lead_id UNION` +
      ` SELECT y.lead_id FROM inbound_texts y WHERE y.organization_id = ? AND y.lead_id IS NOT NULL${i.sql}` +
      ` GROUP BY y.lead_id) u`,
    params: [organizationId, CANCELLED, ...r.params, organizationId, ...i.params],
  };
}
