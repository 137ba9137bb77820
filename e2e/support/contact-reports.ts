/**
 * Contact value report seeds (issue 7): prospects with revenue ranges and clients with dated sales, created
 * through the API, plus the sums the report should show, computed here from what was seeded.
 */
import { leadSalesPaths, leadsPaths, type LeadRecord, type Sale } from '@ensemble/contracts';
import { call } from './api';
import type { Seeded } from './lifecycle';

export interface ReportProspect {
  first: string;
  last: string;
  from: number | null;
  to: number | null;
  status?: string;
  sourceId?: number;
}

export interface ReportClient {
  first: string;
  last: string;
  /** [sale_date YYYY-MM-DD, amount]. */
  sales: [string, number][];
}

const post = <T>({ token }: Seeded, path: string, body: object) =>
  call<T>(path, { method: 'POST', token, body: JSON.stringify(body) });

const emailOf = (first: string, last: string) => `${first}.${last}@example.test`.toLowerCase();

export async function seedReportProspect(seeded: Seeded, p: ReportProspect): Promise<LeadRecord> {
  return post<LeadRecord>(seeded, leadsPaths.prospects(seeded.orgId), {
    first_name: p.first,
    last_name: p.last,
    email: emailOf(p.first, p.last),
    revenue_from: p.from,
    revenue_to: p.to,
    sales_status: p.status ?? null,
    lead_source_id: p.sourceId ?? null,
  });
}

/** A client and its sales, added through the record's sales calls (which keep the client's total_sales). */
export async function seedReportClient(seeded: Seeded, c: ReportClient): Promise<LeadRecord> {
  const lead = await post<LeadRecord>(seeded, leadsPaths.clients(seeded.orgId), {
    first_name: c.first,
    last_name: c.last,
    email: emailOf(c.first, c.last),
  });
  for (const [sale_date, amount] of c.sales) {
    await post<Sale>(seeded, leadSalesPaths.sales(lead.id), {
      sale_date,
      close_date: null,
      amount,
      service: null,
      carrier: null,
    });
  }
  return lead;
}

/** The report's average revenue of a prospect: the mean of the range, or the end that is set. */
export function averageRevenue(p: ReportProspect): number | null {
  if (p.from == null) return p.to;
  if (p.to == null) return p.from;
  return (p.from + p.to) / 2;
}

export const totalRevenue = (ps: ReportProspect[]) =>
  ps.reduce((sum, p) => sum + (averageRevenue(p) ?? 0), 0);

/** A client's sales dated in [from, to] (either end open). */
export const salesIn = (c: ReportClient, from = '', to = '') =>
  c.sales.filter(([d]) => (!from || d >= from) && (!to || d <= to)).reduce((sum, [, a]) => sum + a, 0);

export const totalSales = (cs: ReportClient[], from = '', to = '') =>
  cs.reduce((sum, c) => sum + salesIn(c, from, to), 0);
