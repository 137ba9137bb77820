/** A LIKE pattern matching what starts with `s` ('!' escapes LIKE's wildcards). */
export const likePrefix = (s: string) => `${s.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Which contacts a page is taken from. */
export interface LeadFilter {
  organizationId: number;
  states: readonly string[];
  listId?: number;
  /** Exact cell phone (E.164). */
  phone?: string;
}

/** A column the page may be ordered by (snake_case, as in the table), then by id in the same direction. */
export interface LeadOrder {
  column: string;
  direction: 'ASC' | 'DESC';
}

interface Sql {
  sql: string;
  params: unknown[];
}

function scope(f: LeadFilter): Sql {
  const states =
    f.states.length === 1 ? 'l.fsm_state = ?' : `l.fsm_state IN (${f.states.map(() => '?').join(', ')})`;
  let sql = `l.organization_id = ? AND ${states}`;
  const params: unknown[] = [f.organizationId, ...f.states];
  if (f.listId !== undefined) {
    sql += ' AND l.lead_list_id = ?';
    params.push(f.listId);
  }
  if (f.phone !== undefined) {
    sql += ' AND l.cell_phone = ?';
    params.push(f.phone);
  }
  return { sql, params };
}

/**
 * Prefix search as index ranges (docs/adr/0006-lead-indexes.md): an address when the text has '@', a phone
 * number when it is digits (stored E.164, typed with or without the US country code), otherwise the start of a
 * first, last or company name or of an address. Each branch is one range of an index that leads with
 * (organization_id, fsm_state), so a UNION of branches reads only matching index entries, where one OR would
 * make MariaDB merge indexes and read every matching row. null: no search.
 */
export function searchBranches(search: string): Sql[] | null {
  const s = search.trim().toLowerCase();
  if (!s) return null;
  const like = (column: string, value: string): Sql => ({
    sql: `l.${column} LIKE ? ESCAPE '!'`,
    params: [likePrefix(value)],
  });
  if (s.includes('@')) return [like('email', s)];
  if (/^[\d\s()+\-.]+$/.test(s)) {
    const digits = s.replace(/\D/g, '');
    // Punctuation only: nothing to look for, so the search matches nothing rather than everything.
    if (!digits) return [{ sql: '1 = 0', params: [] }];
    return [like('cell_phone', `+${digits}`), like('cell_phone', `+1${digits}`)];
  }
  return ['first_name_normalized', 'last_name_normalized', 'company_name_normalized', 'email'].map((c) =>
    like(c, s),
  );
}

/**
 * Every matching id, each once. The branches are not LIMITed: with ORDER BY id LIMIT, MariaDB walks the
 * (organization_id, id) index reading rows instead of the name range, which costs a whole stage for a rare prefix.
 */
function union(f: LeadFilter, branches: Sql[]): Sql {
  const where = scope(f);
  return {
    sql: branches.map((b) => `SELECT l.id FROM leads l WHERE ${where.sql} AND ${b.sql}`).join(' UNION '),
    params: branches.flatMap((b) => [...where.params, ...b.params]),
  };
}

/**
 * The ids of one page, read from indexes only (no row is read until the page is known), so a deep page or a
 * broad search costs index entries, not rows. The rows are then read by primary key. A search's page also
 * carries the number of matches (`n`, a window count over the same union), so the union is read once.
 */
export function pageIdsQuery(
  f: LeadFilter,
  branches: Sql[] | null,
  order: LeadOrder,
  skip: number,
  take: number,
): Sql {
  const dir = order.direction;
  if (!branches) {
    const where = scope(f);
    const by = order.column === 'id' ? `l.id ${dir}` : `l.${order.column} ${dir}, l.id ${dir}`;
    return {
      sql: `SELECT l.id FROM leads l WHERE ${where.sql} ORDER BY ${by} LIMIT ? OFFSET ?`,
      params: [...where.params, take, skip],
    };
  }
  const u = union(f, branches);
  if (order.column === 'id') {
    return {
      sql: `SELECT s.id, COUNT(*) OVER () AS n FROM (${u.sql}) s ORDER BY s.id ${dir} LIMIT ? OFFSET ?`,
      params: [...u.params, take, skip],
    };
  }
  return {
    sql: `SELECT l.id, COUNT(*) OVER () AS n FROM (${u.sql}) s JOIN leads l ON l.id = s.id ORDER BY l.${order.column} ${dir}, l.id ${dir} LIMIT ? OFFSET ?`,
    params: [...u.params, take, skip],
  };
}

/** How many contacts match a search (each counted once, whichever branches it matches): past the last page. */
export function searchCountQuery(f: LeadFilter, branches: Sql[]): Sql {
  const u = union(f, branches);
  return { sql: `SELECT COUNT(*) AS n FROM (${u.sql}) s`, params: u.params };
}

/** How many contacts of the filter, without search (the phone filter is not cached). */
export function plainCountQuery(f: LeadFilter): Sql {
  const where = scope(f);
  return { sql: `SELECT COUNT(*) AS n FROM leads l WHERE ${where.sql}`, params: where.params };
}
