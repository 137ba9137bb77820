import type { ClientReportOrderField } from '@ensemble/contracts';
import type { Dialect } from '../../../engine/database/dialect';
import type { LeadAmounts } from '../leads/lead.entity';
import { amountTerm, searchBranches } from '../leads/lead-page-query';

export interface Sql {
  sql: string;
  params: unknown[];
}

/** Which contacts a report covers, and for clients the sale dates that count (YYYY-MM-DD, both ends included). */
export interface ReportFilter {
  organizationId: number;
  state: 'Prospect' | 'Client';
  search: string;
  saleFrom?: string;
  saleTo?: string;
}

export interface ReportOrder {
  field: ClientReportOrderField;
  direction: 'ASC' | 'DESC';
}

/** A money amount kept in the leads' json `amounts`, as a number or NULL (the contact lists' amountTerm). */
export function amount(dialect: Dialect, key: keyof LeadAmounts): string {
  return amountTerm(dialect, key, 'l');
}

/** The mean of revenue_from and revenue_to; the one that is set when the other is not; NULL when neither is. */
export function averageRevenue(dialect: Dialect): string {
  const from = amount(dialect, 'revenue_from');
  const to = amount(dialect, 'revenue_to');
  return `(CASE WHEN ${from} IS NULL THEN ${to} WHEN ${to} IS NULL THEN ${from} ELSE (${from} + ${to}) / 2 END)`;
}

const hasRange = (f: ReportFilter) => Boolean(f.saleFrom || f.saleTo);

/**
 * A client's total sales: the stored total (kept equal to the sum of its sales by the sales module) without a
 * date range; with one, the sum of the sales dated in it, read through the (organization_id, lead_id, sale_date)
 * index. Amounts are cents there, so the sum is exact on both dialects.
 */
export function totalSales(dialect: Dialect, f: ReportFilter): Sql {
  if (!hasRange(f)) return { sql: `COALESCE(${amount(dialect, 'total_sales')}, 0)`, params: [] };
  let sql =
    'SELECT SUM(s.amount_cents) FROM lead_sales s WHERE s.organization_id = l.organization_id AND s.lead_id = l.id';
  const params: unknown[] = [];
  if (f.saleFrom) {
    sql += ' AND s.sale_date >= ?';
    params.push(f.saleFrom);
  }
  if (f.saleTo) {
    sql += ' AND s.sale_date <= ?';
    params.push(f.saleTo);
  }
  return { sql: `(COALESCE((${sql}), 0) / 100.0)`, params };
}

/**
 * The report's contacts: the organization's stage, and when searching those whose names, address or phone start
 * with the text (the contact lists' index-range branches, one UNION, so a contact matching twice counts once).
 */
export function where(f: ReportFilter): Sql {
  const scope = 'l.organization_id = ? AND l.fsm_state = ?';
  const scopeParams = [f.organizationId, f.state];
  const branches = searchBranches(f.search);
  if (!branches) return { sql: scope, params: scopeParams };
  const union = branches.map((b) => `SELECT l.id FROM leads l WHERE ${scope} AND ${b.sql}`).join(' UNION ');
  return {
    sql: `${scope} AND l.id IN (${union})`,
    params: [...scopeParams, ...branches.flatMap((b) => [...scopeParams, ...b.params])],
  };
}

/** ORDER BY terms per field; names sort on their lower-cased copies so the order does not depend on the collation. */
const ORDER_TERM: Record<ClientReportOrderField, string> = {
  id: 'l.id',
  first_name: 'l.first_name_normalized',
  last_name: 'l.last_name_normalized',
  company_name: 'l.company_name_normalized',
  email: 'l.email',
  cell_phone: 'l.cell_phone',
  sales_status: 'LOWER(l.sales_status)',
  lead_source: 'LOWER(src.name)',
  average_revenue: 'average_revenue',
  total_sales: 'total_sales',
};

/** The rows of a report in order (then by id, so pages never overlap), `take` of them from `skip`. */
export function rowsQuery(
  dialect: Dialect,
  f: ReportFilter,
  order: ReportOrder,
  skip: number,
  take: number,
): Sql {
  const w = where(f);
  const ts = f.state === 'Client' ? totalSales(dialect, f) : null;
  const columns = [
    'l.id AS id',
    'l.first_name AS first_name',
    'l.last_name AS last_name',
    'l.company_name AS company_name',
    'l.cell_phone AS cell_phone',
    'l.email AS email',
    'l.sales_status AS sales_status',
    'src.id AS lead_source_id',
    'src.name AS lead_source_name',
    `${averageRevenue(dialect)} AS average_revenue`,
    ...(ts ? [`${ts.sql} AS total_sales`] : []),
  ];
  const dir = order.direction;
  const by = order.field === 'id' ? `l.id ${dir}` : `${ORDER_TERM[order.field]} ${dir}, l.id ${dir}`;
  return {
    sql:
      `SELECT ${columns.join(', ')} FROM leads l ` +
      'LEFT JOIN lead_sources src ON src.organization_id = l.organization_id AND src.id = l.lead_source_id ' +
      `WHERE ${w.sql} ORDER BY ${by} LIMIT ? OFFSET ?`,
    params: [...(ts?.params ?? []), ...w.params, take, skip],
  };
}

/** How many contacts match, and the sum over all of them (total revenue for prospects, total sales for clients). */
export function totalsQuery(dialect: Dialect, f: ReportFilter): Sql {
  const w = where(f);
  const summed = f.state === 'Client' ? totalSales(dialect, f) : { sql: averageRevenue(dialect), params: [] };
  return {
    sql: `SELECT COUNT(*) AS n, SUM(${summed.sql}) AS total FROM leads l WHERE ${w.sql}`,
    params: [...summed.params, ...w.params],
  };
}
