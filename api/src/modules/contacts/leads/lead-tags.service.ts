import { HttpStatus, Injectable } from '@nestjs/common';
import { type AddGroupsToLeadsInput, leadsExtraMessages, messages } from '@ensemble/contracts';
import { type EntityManager, In } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { TransactionService } from '../../../engine/database/transaction.service';
import { MarketingGroup } from '../settings/settings.entities';
import { writeHistory } from './lead-history';
import { Lead, LeadGroup } from './lead.entity';

const CHUNK = 500;

/** Tags on contacts (spec 2 §7 Tags): add_groups_to_leads/ and {id}/remove_leads/. */
@Injectable()
export class LeadTagsService {
  constructor(private readonly tx: TransactionService) {}

  /** Every id must be a contact of the organization (in the stage and list when given), else 404. */
  private async leadsInScope(
    manager: EntityManager,
    organizationId: number,
    ids: number[],
    scope: { fsm_state?: string | null; lead_list_id?: number | null } = {},
  ): Promise<number[]> {
    const unique = [...new Set(ids)];
    let found = 0;
    for (let i = 0; i < unique.length; i += CHUNK) {
      const qb = manager
        .getRepository(Lead)
        .createQueryBuilder('l')
        .where('l.organizationId = :organizationId', { organizationId })
        .andWhere('l.id IN (:...ids)', { ids: unique.slice(i, i + CHUNK) });
      if (scope.fsm_state) qb.andWhere('l.fsmState = :state', { state: scope.fsm_state });
      if (scope.lead_list_id != null) qb.andWhere('l.leadListId = :listId', { listId: scope.lead_list_id });
      found += await qb.getCount();
    }
    if (found !== unique.length) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return unique;
  }

  private async groupsOf(manager: EntityManager, organizationId: number, ids: number[]) {
    const unique = [...new Set(ids)];
    const groups = await manager.getRepository(MarketingGroup).findBy({ organizationId, id: In(unique) });
    if (groups.length !== unique.length) throw ApiError.field('group_ids', messages.invalidChoice);
    return groups;
  }

  async addOrRemove(
    organizationId: number,
    userId: number,
    input: AddGroupsToLeadsInput,
  ): Promise<{ detail: string; count: number }> {
    const groupIds = [...new Set(input.group_ids)];
    if (!groupIds.length) throw ApiError.field('group_ids', leadsExtraMessages.noTagsSelected);
    return this.tx.run(async ({ manager }) => {
      const groups = await this.groupsOf(manager, organizationId, groupIds);
      const leadIds = await this.leadsInScope(manager, organizationId, input.lead_ids, input);
      const count = input.is_add
        ? await this.add(manager, organizationId, leadIds, groupIds)
        : await this.remove(manager, organizationId, leadIds, groupIds);
      await writeHistory(
        manager,
        { organizationId, userId, action: input.is_add ? 'add_tags' : 'remove_tags', leadIds },
        [{ field: 'groups', old: null, new: groups.map((g) => g.name).join(', ') }],
      );
      return {
        detail: input.is_add ? leadsExtraMessages.tagsAdded : leadsExtraMessages.tagsRemoved,
        count,
      };
    });
  }

  async removeLeads(
    organizationId: number,
    userId: number,
    groupId: number,
    leadIds: number[],
  ): Promise<{ detail: string; count: number }> {
    return this.tx.run(async ({ manager }) => {
      const group = await manager.getRepository(MarketingGroup).findOneBy({ organizationId, id: groupId });
      if (!group) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      const ids = await this.leadsInScope(manager, organizationId, leadIds);
      const count = await this.remove(manager, organizationId, ids, [groupId]);
      await writeHistory(manager, { organizationId, userId, action: 'remove_tags', leadIds: ids }, [
        { field: 'groups', old: group.name, new: null },
      ]);
      return { detail: leadsExtraMessages.tagsRemoved, count };
    });
  }

  /**
   * Puts `groups` on one contact in the caller's transaction, as the system (no user): the web form's tags
   * (spec 3 §2 'Forms setup'). History names only the tags the contact did not have. Returns how many it got.
   */
  async tagContact(
    manager: EntityManager,
    lead: Pick<Lead, 'id' | 'organizationId'>,
    groups: Pick<MarketingGroup, 'id' | 'name'>[],
  ): Promise<number> {
    if (!groups.length) return 0;
    const { organizationId } = lead;
    const had = new Set(
      (
        await manager.getRepository(LeadGroup).find({
          select: { groupId: true },
          where: { organizationId, leadId: lead.id, groupId: In(groups.map((g) => g.id)) },
        })
      ).map((r) => r.groupId),
    );
    const added = groups.filter((g) => !had.has(g.id));
    if (!added.length) return 0;
    await this.add(
      manager,
      organizationId,
      [lead.id],
      added.map((g) => g.id),
    );
    await writeHistory(manager, { organizationId, userId: null, action: 'add_tags', leadIds: [lead.id] }, [
      { field: 'groups', old: null, new: added.map((g) => g.name).join(', ') },
    ]);
    return added.length;
  }

  /** Inserts only the missing (lead, tag) pairs, so adding twice changes nothing. */
  private async add(
    manager: EntityManager,
    organizationId: number,
    leadIds: number[],
    groupIds: number[],
  ): Promise<number> {
    const repo = manager.getRepository(LeadGroup);
    let added = 0;
    for (let i = 0; i < leadIds.length; i += CHUNK) {
      const chunk = leadIds.slice(i, i + CHUNK);
      const existing = await repo.find({
        select: { leadId: true, groupId: true },
        where: { organizationId, leadId: In(chunk), groupId: In(groupIds) },
      });
      const has = new Set(existing.map((e) => `${e.leadId}:${e.groupId}`));
      const rows = chunk.flatMap((leadId) =>
        groupIds
          .filter((g) => !has.has(`${leadId}:${g}`))
          .map((groupId) => ({ organizationId, leadId, groupId })),
      );
      for (let j = 0; j < rows.length; j += CHUNK) await repo.insert(rows.slice(j, j + CHUNK));
      added += rows.length;
    }
    return added;
  }

  private async remove(
    manager: EntityManager,
    organizationId: number,
    leadIds: number[],
    groupIds: number[],
  ): Promise<number> {
    let removed = 0;
    for (let i = 0; i < leadIds.length; i += CHUNK) {
      const res = await manager
        .getRepository(LeadGroup)
        .delete({ organizationId, leadId: In(leadIds.slice(i, i + CHUNK)), groupId: In(groupIds) });
      removed += res.affected ?? 0;
    }
    return removed;
  }
}
