import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ClientReportExportQuery,
  clientReportCsvHeader,
  type ClientReportOrderField,
  type ClientReportResponse,
  type ClientReportRow,
  neutralizeCsvCell,
  type ProspectReportExportQuery,
  prospectReportCsvHeader,
  type ProspectReportQuery,
  type ProspectReportResponse,
  type ProspectReportRow,
  type ClientReportQuery,
} from '@ensemble/contracts';
import type { Writable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { pageWindow } from '../../../engine/http/pagination';
import { type Dialect, dialectOfSource } from '../../../engine/database/dialect';
import { csvLine, drained } from '../lead-imports/csv-format';
import { type ReportFilter, type ReportOrder, rowsQuery, totalsQuery } from './lead-reports.sql';

/** A row as the database answers it (numbers may come back as strings from MariaDB's decimals). */
interface RawRow {
  id: number | string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  cell_phone: string | null;
  email: string | null;
  sales_status: string | null;
  lead_source_id: number | string | null;
  lead_source_name: string | null;
  average_revenue: number | string | null;
  total_sales?: number | string | null;
}

/** Export page size: each page is written before the next is read, so a report of any size streams. */
const EXPORT_PAGE = 1000;

/** Money to the cent (sums of halves of cents, and SQLite's floats, round here once). */
const cents = (v: number | string | null | undefined): number => Math.round(Number(v ?? 0) * 100) / 100;

/** The order of a report: `order_by` (already validated against the allowed fields), newest first by default. */
export function reportOrder(orderBy: string): ReportOrder {
  if (!orderBy) return { field: 'id', direction: 'DESC' };
  const desc = orderBy.startsWith('-');
  return {
    field: (desc ? orderBy.slice(1) : orderBy) as ClientReportOrderField,
    direction: desc ? 'DESC' : 'ASC',
  };
}

/**
 * The contact value reports (spec 2 §3 'Reports', §7): a page of rows and the total over every matching contact,
 * both computed by the database, and their CSV export.
 */
@Injectable()
export class LeadReportsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get dialect(): Dialect {
    return dialectOfSource(this.dataSource);
  }

  async prospects(organizationId: number, q: ProspectReportQuery): Promise<ProspectReportResponse> {
    const f: ReportFilter = { organizationId, state: 'Prospect', search: q.search };
    const { leads, count, total } = await this.page(f, q);
    return { results: { leads, total_revenue: total }, count };
  }

  async clients(organizationId: number, q: ClientReportQuery): Promise<ClientReportResponse> {
    const f = clientFilter(organizationId, q);
    const { leads, count, total } = await this.page(f, q);
    return { results: { leads: leads as ClientReportRow[], total_sales: total }, count };
  }

  /** Every prospect of the report, then a line with the total revenue. */
  writeProspects(organizationId: number, q: ProspectReportExportQuery, out: Writable): Promise<void> {
    return this.write({ organizationId, state: 'Prospect', search: q.search }, q.order_by, out);
  }

  /** Every client of the report, then a line with the total sales. */
  writeClients(organizationId: number, q: ClientReportExportQuery, out: Writable): Promise<void> {
    return this.write(clientFilter(organizationId, q), q.order_by, out);
  }

  private async page(
    f: ReportFilter,
    q: { page: number; per_page: number; order_by: string },
  ): Promise<{ leads: ProspectReportRow[]; count: number; total: number }> {
    const { skip, take } = pageWindow(q);
    const [rows, totals] = await Promise.all([
      this.rows(f, reportOrder(q.order_by), skip, take),
      this.totals(f),
    ]);
    return { leads: rows, ...totals };
  }

  private async rows(
    f: ReportFilter,
    order: ReportOrder,
    skip: number,
    take: number,
  ): Promise<ProspectReportRow[]> {
    const { sql, params } = rowsQuery(this.dialect, f, order, skip, take);
    const raw: RawRow[] = await this.dataSource.query(sql, params);
    return raw.map((r) => present(r, f.state === 'Client'));
  }

  private async totals(f: ReportFilter): Promise<{ count: number; total: number }> {
    const { sql, params } = totalsQuery(this.dialect, f);
    const [raw] = (await this.dataSource.query(sql, params)) as {
      n: number | string;
      total: number | string | null;
    }[];
    return { count: Number(raw?.n ?? 0), total: cents(raw?.total) };
  }

  private async write(f: ReportFilter, orderBy: string, out: Writable): Promise<void> {
    const clients = f.state === 'Client';
    const header = clients ? clientReportCsvHeader : prospectReportCsvHeader;
    await send(out, csvLine([...header]));
    const order = reportOrder(orderBy);
    for (let skip = 0; ; skip += EXPORT_PAGE) {
      const rows = await this.rows(f, order, skip, EXPORT_PAGE);
      if (rows.length) await send(out, rows.map((r) => csvLine(csvCells(r, clients))).join(''));
      if (rows.length < EXPORT_PAGE) break;
    }
    // The totals are read after the rows: a contact added meanwhile may be in them, never the other way round.
    const { total } = await this.totals(f);
    const totalLine: string[] = header.map((_, i) => (i === 0 ? 'Total' : ''));
    totalLine[header.length - 1] = total.toFixed(2);
    await send(out, csvLine(totalLine));
  }
}

function clientFilter(
  organizationId: number,
  q: { search: string; sale_from: string; sale_to: string },
): ReportFilter {
  return {
    organizationId,
    state: 'Client',
    search: q.search,
    saleFrom: q.sale_from || undefined,
    saleTo: q.sale_to || undefined,
  };
}

function present(r: RawRow, client: boolean): ProspectReportRow | ClientReportRow {
  const row: ProspectReportRow = {
    id: Number(r.id),
    first_name: r.first_name,
    last_name: r.last_name,
    company_name: r.company_name,
    cell_phone: r.cell_phone,
    email: r.email,
    sales_status: r.sales_status,
    lead_source:
      r.lead_source_id == null
        ? null
        : { id: Number(r.lead_source_id), name: String(r.lead_source_name ?? '') },
    average_revenue: r.average_revenue == null ? null : cents(r.average_revenue),
  };
  return client ? { ...row, total_sales: cents(r.total_sales) } : row;
}

function csvCells(r: ProspectReportRow | ClientReportRow, client: boolean): string[] {
  const cells: unknown[] = [
    r.first_name,
    r.last_name,
    r.company_name,
    r.cell_phone,
    r.email,
    r.sales_status,
    r.lead_source?.name,
    r.average_revenue == null ? null : r.average_revenue.toFixed(2),
  ];
  if (client) cells.push(((r as ClientReportRow).total_sales ?? 0).toFixed(2));
  return cells.map(neutralizeCsvCell);
}

async function send(out: Writable, text: string): Promise<void> {
  if (out.destroyed) throw new Error('the client went away');
  if (!out.write(text)) await drained(out);
}
