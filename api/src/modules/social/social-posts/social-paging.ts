import { HttpStatus } from '@nestjs/common';
import { socialMessages } from '@ensemble/contracts';
import { ApiError } from '../../../engine/http/api-error';
import { LIKE_ESCAPE, likePattern, type PageQuery, pageWindow } from '../../../engine/http/pagination';

/**
 * A page of the URL list or of a URL's posts, as the screens read them: a page past the last is a 404 with
 * 'Invalid page.' (spec 3 §4: the URL list then goes back one page); the first page is always a page, empty or not.
 */
export async function socialPage<T>(
  q: PageQuery,
  read: (window: { skip: number; take: number }) => Promise<[T[], number]>,
): Promise<{ rows: T[]; count: number }> {
  const [rows, count] = await read(pageWindow(q));
  if (q.page > 1 && rows.length === 0)
    throw ApiError.detail(HttpStatus.NOT_FOUND, socialMessages.invalidPage);
  return { rows, count };
}

/** `(LOWER(a) LIKE :q OR LOWER(b) LIKE :q)` for a search over columns, with its parameter; null without a search. */
export function searchOver(columns: string[], search: string): { sql: string; params: { q: string } } | null {
  if (!search) return null;
  return {
    sql: `(${columns.map((c) => `LOWER(${c}) LIKE :q ${LIKE_ESCAPE}`).join(' OR ')})`,
    params: { q: likePattern(search) },
  };
}
