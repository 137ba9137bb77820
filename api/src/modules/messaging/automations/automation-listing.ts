import { type AutomationsQuery } from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { LIKE_ESCAPE, likePattern, pageWindow, parseOrdering } from '../../../engine/http/pagination';
import type { Automation } from './automation.entities';

/** The columns the Build your own and Result based tables sort by (contracts' automationSortings). */
const SORTS = {
  name: 'a.name',
  created_at: 'a.createdAt',
  active: 'a.active',
  type: 'a.type',
  id: 'a.id',
} as const;
type SortField = keyof typeof SORTS;

/**
 * One page of an organization's automations of `types` (spec 3 §7: currentPage, page size 100, search on the
 * name, sorting with '-' descending, ties by id in the same direction); send_type narrows to one type.
 */
export async function automationsPage(
  repo: Repository<Automation>,
  organizationId: number,
  types: readonly number[],
  q: AutomationsQuery,
): Promise<{ rows: Automation[]; count: number }> {
  // The schema allows only automationSortings: the fallback is never used.
  const order = parseOrdering<SortField>(q.sorting, Object.keys(SORTS) as SortField[], '-created_at') ?? {
    field: 'created_at' as SortField,
    direction: 'DESC' as const,
  };
  const qb = repo
    .createQueryBuilder('a')
    .where('a.organizationId = :organizationId', { organizationId })
    .andWhere('a.type IN (:...types)', {
      types: q.send_type != null && types.includes(q.send_type) ? [q.send_type] : [...types],
    });
  if (q.search) qb.andWhere(`LOWER(a.name) LIKE :q ${LIKE_ESCAPE}`, { q: likePattern(q.search) });
  const { skip, take } = pageWindow({ page: q.currentPage, per_page: q.pageSize });
  const [rows, count] = await qb
    .orderBy(SORTS[order.field], order.direction)
    .addOrderBy('a.id', order.direction)
    .skip(skip)
    .take(take)
    .getManyAndCount();
  return { rows, count };
}
