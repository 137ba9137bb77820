import type { Paginated } from '@ensemble/contracts';

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
