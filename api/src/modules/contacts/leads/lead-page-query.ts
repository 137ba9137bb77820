import type { Dialect } from '../../../engine/database/dialect';
import type { LeadAmounts } from './lead.entity';

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

/**
 * What a page is ordered by, then by id in the same direction: a column (snake_case, as in the table), or an
 * expression over the contacts table written with `{t}` for its alias (an amount, a lower-cased text).
 */
export interface LeadOrder {
  column: string;
  direction: 'ASC' | 'DESC';
}

/** The ORDER BY term of `order` on the contacts table aliased `alias`. */
function orderTerm(order: LeadOrder, alias: string): string {
  return order.column.includes('{t}') ? order.column.replaceAll('{t}', alias) : `${alias}.${order.column}`;
}

/**
 * An amount kept in the contacts' json `amounts`, as a number or NULL, over `{t}` (LeadOrder) unless an alias is
 * given. MariaDB's JSON_EXTRACT answers the text 'null' for a json null, so it reads JSON_VALUE (SQL NULL) into
 * an exact decimal (amounts have up to 3 decimals); SQLite has only json_extract, which already answers NULL.
 */
export function amountTerm(dialect: Dialect, key: keyof LeadAmounts, alias = '{t}'): string {
  return dialect === 'sqlite'
    ? `json_extract(${alias}.amounts, '$.${key}')`
    : `CAST(JSON_VALUE(${alias}.amounts, '$.${key}') AS DECIMAL(15,3))`;
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
    const by = order.column === 'id' ? `l.id ${dir}` : `${orderTerm(order, 'l')} ${dir}, l.id ${dir}`;
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
    sql: `SELECT l.id, COUNT(*) OVER () AS n FROM (${u.sql}) s JOIN leads l ON l.id = s.id ORDER BY ${orderTerm(order, 'l')} ${dir}, l.id ${dir} LIMIT ? OFFSET ?`,
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

/** Names the decorations of a record take in recordsQuery's rows, beside the contact's own columns. */
export interface RecordDecorations {
  /** A search's number of matches (pageIdsQuery's window count), when the ids carry it. */
  n?: number | string | null;
  source_name: string | null;
  list_title: string | null;
  account_first: string | null;
  account_last: string | null;
  sales_first: string | null;
  sales_last: string | null;
  service_first: string | null;
  service_last: string | null;
  /** JSON array of {id, name}: NULL or '[]' when the contact has no groups (MySQL may hand it parsed). */
  groups_json: string | { id: number; name: string }[] | null;
}

/**
 * Contact records in one statement: the contacts `ids` selects (a query of `id`, plus `n` when `withCount`),
 * each with its source's name, its list's title, its representatives' names and its groups, in `order`. A page
 * is thus read in one round trip beside its count, where reading rows and decorations after the ids took two
 * more. The groups are aggregated per contact (a page has ten); their order is left to the caller, as MySQL
 * does not order inside JSON_ARRAYAGG.
 */
export function recordsQuery(dialect: Dialect, ids: Sql, order: LeadOrder, withCount = false): Sql {
  const groupsOf =
    dialect === 'sqlite'
      ? `json_group_array(json_object('id', g.id, 'name', g.name))`
      : `JSON_ARRAYAGG(JSON_OBJECT('id', g.id, 'name', g.name))`;
  const rep = (column: string, as: string) => `LEFT JOIN users ${as} ON ${as}.id = r.${column}`;
  const by =
    order.column === 'id'
      ? `r.id ${order.direction}`
      : `${orderTerm(order, 'r')} ${order.direction}, r.id ${order.direction}`;
  return {
    sql: `SELECT r.*, ${withCount ? 'p.n' : 'NULL'} AS n, s.name AS source_name, ll.title AS list_title,
  ua.first_name AS account_first, ua.last_name AS account_last, us.first_name AS sales_first,
  us.last_name AS sales_last, uv.first_name AS service_first, uv.last_name AS service_last,
  (SELECT ${groupsOf} FROM lead_groups lg
    JOIN marketing_groups g ON g.id = lg.group_id AND g.organization_id = lg.organization_id
    WHERE lg.organization_id = r.organization_id AND lg.lead_id = r.id) AS groups_json
FROM (${ids.sql}) p
JOIN leads r ON r.id = p.id
LEFT JOIN lead_sources s ON s.id = r.lead_source_id AND s.organization_id = r.organization_id
LEFT JOIN lead_lists ll ON ll.id = r.lead_list_id AND ll.organization_id = r.organization_id
${rep('account_rep', 'ua')}
${rep('sales_rep', 'us')}
${rep('service_rep', 'uv')}
ORDER BY ${by}`,
    params: ids.params,
  };
}

/** The id of one contact of the filter (a record read by recordsQuery). */
export function oneIdQuery(f: LeadFilter, id: number): Sql {
  const where = scope(f);
  return { sql: `SELECT l.id FROM leads l WHERE ${where.sql} AND l.id = ?`, params: [...where.params, id] };
}
