import { WORK_ACTIONS } from '../leads/lead-work';

/** A statement and its parameters, in the placeholders both drivers take ('?'). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * The organization's contacts that arrived at `since` or later and were not worked since: no lead history entry
 * of a work action (WORK_ACTIONS: an email or a text sent, a call logged, a stage or list change) and no note by
 * a user (lead_note_history with an author; a web form's note has none).
 *
 * The contacts are read from the (organization_id, created_at) index; the two "no such row" conditions are
 * anti-joins (LEFT JOIN … IS NULL), each an index lookup per contact on the (organization_id, lead_id, id) index of
 * lead_history and lead_note_history that stops at the first match. Not NOT EXISTS: MariaDB rewrites a correlated
 * NOT EXISTS into a materialized NOT IN, and with many contacts in the window it then reads the whole history table
 * of every organization once instead. A LEFT JOIN keeps the contacts first, so the lookups stay per contact and the
 * cost follows the contacts of the window, not the size of the organization or of the table
 * (test/dashboard.e2e-spec.ts EXPLAINs both statements on MariaDB).
 */
function unworkedWhere(organizationId: number, since: Date | string): Statement {
  return {
    sql:
      `FROM leads l` +
      ` LEFT JOIN lead_history h ON h.organization_id = l.organization_id AND h.lead_id = l.id` +
      ` AND h.action IN (${WORK_ACTIONS.map(() => '?').join(', ')})` +
      ` LEFT JOIN lead_note_history n ON n.organization_id = l.organization_id AND n.lead_id = l.id` +
      ` AND n.user_id IS NOT NULL` +
      ` WHERE l.organization_id = ? AND l.created_at >= ? AND h.id IS NULL AND n.id IS NULL`,
    params: [...WORK_ACTIONS, organizationId, since],
  };
}

/** A page of unworked contacts, newest first (the index's order read backwards). */
export function unworkedPageSql(
  organizationId: number,
  since: Date | string,
  page: { skip: number; take: number },
): Statement {
  const where = unworkedWhere(organizationId, since);
  return {
    sql:
      `SELECT l.id, l.first_name, l.last_name, l.email, l.fsm_state, l.lead_list_id, l.created_at ${where.sql}` +
      ` ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
    params: [...where.params, page.take, page.skip],
  };
}

export function unworkedCountSql(organizationId: number, since: Date | string): Statement {
  const where = unworkedWhere(organizationId, since);
  return { sql: `SELECT COUNT(*) AS count ${where.sql}`, params: where.params };
}
