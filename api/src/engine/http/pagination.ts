import { messages, type Paginated } from '@ensemble/contracts';
import { HttpStatus } from '@nestjs/common';
import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { ApiError } from './api-error';

export interface PageQuery {
  page: number;
  per_page: number;
}

/** skip/take for a 1-based page. */
export function pageWindow(q: PageQuery): { skip: number; take: number } {
  const take = Math.max(1, Math.floor(q.per_page));
  const page = Math.max(1, Math.floor(q.page));
  return { skip: (page - 1) * take, take };
}

export function toPage<T, R>(rows: T[], count: number, present: (row: T) => R): Paginated<R> {
  return { results: rows.map(present), count };
}

/**
 * Escapes LIKE wildcards in user input and lower-cases it (search columns are lower-cased copies). '!' is the
 * escape character because a backslash in a string literal means different things to MariaDB and SQLite;
 * use it as `LOWER(col) LIKE :q ESCAPE '!'` (LIKE_ESCAPE).
 */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

export const LIKE_ESCAPE = "ESCAPE '!'";

/** Parses an `ordering` value against the allowed fields: 'id' / '-id' -> ['id', 'ASC' | 'DESC']. */
export function parseOrdering<F extends string>(
  ordering: string,
  allowed: readonly F[],
  fallback: `${'' | '-'}${F}`,
): { field: F; direction: 'ASC' | 'DESC' } | null {
  const value = ordering || fallback;
  const desc = value.startsWith('-');
  const field = (desc ? value.slice(1) : value) as F;
  if (!allowed.includes(field)) return null;
  return { field, direction: desc ? 'DESC' : 'ASC' };
}

/** parseOrdering, or the 400 an unknown field gets: `{ ordering: [invalidOrdering(allowed)] }`. */
export function orderingOrRefuse<F extends string>(
  ordering: string,
  allowed: readonly F[],
  fallback: `${'' | '-'}${F}`,
): { field: F; direction: 'ASC' | 'DESC' } {
  const order = parseOrdering(ordering, allowed, fallback);
  if (!order) throw ApiError.field('ordering', messages.invalidOrdering(allowed));
  return order;
}

/** How a listing read as raw rows is ordered. */
export interface RawOrdering<F extends string> {
  fields: readonly F[];
  fallback: `${'' | '-'}${NoInfer<F>}`;
  /** The SQL each field sorts by; several: sorted by each in turn. */
  keys: Record<F, string | readonly string[]>;
  /** Then ties by this column: ascending, descending, or in the keys' direction. */
  tie: { column: string; direction: 'ASC' | 'DESC' | 'keys' };
}

/**
 * One page of raw rows (a listing with computed columns such as counts): the ordering checked, the whole
 * selection counted, sorted by its keys (selected as sort_key, sort_key2, … so that any expression sorts the
 * same on both dialects) then the tie, and windowed.
 */
async function rawPage<F extends string, Raw, R>(
  qb: SelectQueryBuilder<ObjectLiteral>,
  query: PageQuery & { ordering: string },
  ordering: RawOrdering<F>,
  present: (row: Raw) => R,
): Promise<Paginated<R>> {
  const order = orderingOrRefuse(query.ordering, ordering.fields, ordering.fallback);
  const count = await qb.clone().getCount();
  const keys = ordering.keys[order.field];
  [keys].flat().forEach((key, i) => {
    const alias = i ? `sort_key${i + 1}` : 'sort_key';
    qb.addSelect(key, alias).addOrderBy(alias, order.direction);
  });
  const { tie } = ordering;
  qb.addOrderBy(tie.column, tie.direction === 'keys' ? order.direction : tie.direction);
  const { skip, take } = pageWindow(query);
  const rows = await qb.offset(skip).limit(take).getRawMany<Raw>();
  return toPage(rows, count, present);
}

/** The one raw row of a listing's query (`qb` narrowed to one item), presented; 404 when there is none. */
async function rawOne<Raw, R>(qb: SelectQueryBuilder<ObjectLiteral>, present: (row: Raw) => R): Promise<R> {
  const row = await qb.getRawOne<Raw>();
  if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
  return present(row);
}

/**
 * A listing's base query: one organization's rows of `repo` (as `alias`), the given columns and the computed
 * ones (SQL by alias, such as a count of what refers to the row), read with getRawMany / rawPage / rawOne.
 */
export function organizationListing<E extends ObjectLiteral>(
  repo: Repository<E>,
  alias: string,
  organizationId: number,
  columns: string[],
  computed: Record<string, string>,
): SelectQueryBuilder<E> {
  const qb = repo.createQueryBuilder(alias).select(columns);
  for (const [name, sql] of Object.entries(computed)) qb.addSelect(sql, name);
  return qb.where(`${alias}.organizationId = :organizationId`, { organizationId });
}

/** A listing read as raw rows: how it is ordered and how a row is presented; its pages and its single items. */
export class RawListing<F extends string, Raw, R> {
  constructor(
    private readonly ordering: RawOrdering<F>,
    private readonly present: (row: Raw) => R,
  ) {}

  /** One page of `qb` (rawPage). */
  page(
    qb: SelectQueryBuilder<ObjectLiteral>,
    query: PageQuery & { ordering: string },
  ): Promise<Paginated<R>> {
    return rawPage(qb, query, this.ordering, this.present);
  }

  /** The one row of `qb`, narrowed to an item; 404 when there is none. */
  one(qb: SelectQueryBuilder<ObjectLiteral>): Promise<R> {
    return rawOne(qb, this.present);
  }
}
