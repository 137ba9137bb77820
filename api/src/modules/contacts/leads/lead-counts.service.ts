import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { LeadCount, LeadCountGeneration, LeadList } from './lead.entity';

/**
 * Call in the transaction of any change that moves contacts between stages or lists, or deletes them: it makes
 * every cached count of the organization stale (see LeadCount). Inserts need not call it (they raise the highest
 * id), but may.
 */
export async function leadCountsChanged(manager: EntityManager, organizationId: number): Promise<void> {
  await manager.getRepository(LeadCountGeneration).increment({ organizationId }, 'generation', 1);
}

const HIGHEST_ID =
  'COALESCE((SELECT l.id FROM leads l WHERE l.organization_id = ? ORDER BY l.id DESC LIMIT 1), 0)';

/** The count of a stage (or an opportunity list), cached per organization (docs/adr/0006-lead-indexes.md). */
@Injectable()
export class LeadCountsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async count(organizationId: number, state: string, listId?: number): Promise<number> {
    const list = listId ?? 0;
    const hit: { n: number | string }[] = await this.dataSource.query(
      `SELECT c.count AS n FROM lead_counts c
       WHERE c.organization_id = ? AND c.fsm_state = ? AND c.lead_list_id = ?
         AND c.generation = (SELECT g.generation FROM lead_count_generations g WHERE g.organization_id = ?)
         AND c.max_id = ${HIGHEST_ID}`,
      [organizationId, state, list, organizationId, organizationId],
    );
    if (hit.length) return Number(hit[0].n);
    // Another organization's list (or none) has no contacts here, and caching its count would tie this
    // organization's rows to that list (a list page asks for the count before it knows the list is its own).
    if (
      listId !== undefined &&
      !(await this.dataSource.getRepository(LeadList).exists({ where: { id: listId, organizationId } }))
    )
      return 0;

    // The key is read before counting: a change committed while counting leaves this count under a stale key.
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(LeadCountGeneration)
      .values({ organizationId, generation: 0 })
      .orIgnore()
      .execute();
    const [key]: { generation: number | string; max_id: number | string }[] = await this.dataSource.query(
      `SELECT g.generation AS generation, ${HIGHEST_ID} AS max_id
       FROM lead_count_generations g WHERE g.organization_id = ?`,
      [organizationId, organizationId],
    );
    const [counted]: { n: number | string }[] = await this.dataSource.query(
      `SELECT COUNT(*) AS n FROM leads l WHERE l.organization_id = ? AND l.fsm_state = ?${
        listId === undefined ? '' : ' AND l.lead_list_id = ?'
      }`,
      listId === undefined ? [organizationId, state] : [organizationId, state, listId],
    );
    const count = Number(counted.n);
    await this.dataSource.getRepository(LeadCount).upsert(
      {
        organizationId,
        fsmState: state,
        leadListId: list,
        count,
        generation: Number(key.generation),
        maxId: Number(key.max_id),
      },
      ['organizationId', 'fsmState', 'leadListId'],
    );
    return count;
  }
}
