import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { forUpdate } from '../../../engine/database/dialect';
import { LeadImport, rejectedPartKey } from '../lead-imports/lead-import.entity';
import { Lead } from './lead.entity';

/**
 * The contacts side of deleting an organization (platform's OrganizationDeletionService), batch by batch on the
 * caller's transaction.
 */
@Injectable()
export class OrganizationContactsCleanup {
  /**
   * Deletes up to `take` CSV imports (locked first, so an import committing a batch meanwhile waits, then finds its
   * row gone and stops); returns how many, and the stored files (upload and rejected-row parts) to delete after
   * the commit.
   */
  async deleteImports(
    manager: EntityManager,
    organizationId: number,
    take: number,
  ): Promise<{ deleted: number; fileKeys: string[] }> {
    const qb = manager
      .getRepository(LeadImport)
      .createQueryBuilder('i')
      .select(['i.id', 'i.fileKey', 'i.rejectedParts'])
      .where('i.organizationId = :organizationId', { organizationId })
      .orderBy('i.id')
      .take(take);
    const rows = await forUpdate(qb).getMany();
    if (!rows.length) return { deleted: 0, fileKeys: [] };
    await manager.getRepository(LeadImport).delete({ organizationId, id: In(rows.map((r) => r.id)) });
    const fileKeys = rows.flatMap((r) => [
      r.fileKey,
      ...(r.rejectedParts ?? []).map((p) => rejectedPartKey(r, p)),
    ]);
    return { deleted: rows.length, fileKeys };
  }

  /** The ids of the organization's first `take` contacts (to delete through LeadListsService.deleteLeads). */
  async leadIds(manager: EntityManager, organizationId: number, take: number): Promise<number[]> {
    return (
      await manager.getRepository(Lead).find({
        select: { id: true },
        where: { organizationId },
        order: { id: 'ASC' },
        take,
      })
    ).map((l) => l.id);
  }
}
