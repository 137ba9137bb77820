import { HttpStatus, Injectable } from '@nestjs/common';
import {
  type BulkTransitionResult,
  type FsmState,
  leadDisplayName,
  messages,
  type TransitionResult,
} from '@ensemble/contracts';
import { In } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { TransactionService } from '../../../engine/database/transaction.service';
import { LeadSource } from '../settings/settings.entities';
import { seedStrategyFollowUps } from '../lead-follow-ups/follow-up-strategy';
import { ContactReadsService, type Scope } from './contact-reads.service';
import { type HistoryChange, writeHistory } from './lead-history';
import { Lead, LeadList } from './lead.entity';
import { LeadListsService } from './lead-lists.service';
import { leadCountsChanged } from './lead-counts.service';

/** The lifecycle between the five stages (spec 2 §4): promote, demote, set as former, reactivate, move. */
@Injectable()
export class ContactTransitionsService {
  constructor(
    private readonly tx: TransactionService,
    private readonly reads: ContactReadsService,
    private readonly lists: LeadListsService,
  ) {}

  /**
   * Moves contacts of `scope` to `to`. An opportunity lands in `listId`, a new list titled `listTitle`, or the
   * organization's 'Demoted' list; leaving a list records its title as came_from_list.
   */
  async transition(
    organizationId: number,
    userId: number,
    scope: Scope,
    ids: number[],
    to: FsmState,
    opts: {
      action: string;
      leadSourceId?: number;
      listId?: number | null;
      listTitle?: string | null;
      mustExist?: boolean;
    },
  ): Promise<{ ids: number[]; listId: number | null; lead: Lead | null }> {
    return this.tx.run(async ({ manager }) => {
      const found = await this.reads.idsInScope(manager, organizationId, scope, ids);
      if (opts.mustExist && found.length !== new Set(ids).size) {
        throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      }
      if (opts.leadSourceId !== undefined) {
        const ok = await manager.getRepository(LeadSource).countBy({ organizationId, id: opts.leadSourceId });
        if (!ok) throw ApiError.field('lead_source', messages.invalidChoice);
      }
      let listId: number | null = null;
      if (to === 'Opportunity') {
        if (opts.listTitle) {
          const repo = manager.getRepository(LeadList);
          listId = (
            await repo.save(repo.create({ organizationId, title: opts.listTitle, kind: 'opportunity' }))
          ).id;
        } else if (opts.listId != null) {
          listId = (await this.lists.find(manager, organizationId, opts.listId)).id;
        } else {
          listId = (await this.lists.systemList(manager, organizationId, 'demoted')).id;
        }
      }
      const repo = manager.getRepository(Lead);
      if (found.length) await leadCountsChanged(manager, organizationId);
      for (let i = 0; i < found.length; i += 500) {
        const chunk = found.slice(i, i + 500);
        const before = await repo.findBy({ organizationId, id: In(chunk) });
        const titles = new Map<number, string>();
        if (scope.state === 'Opportunity') {
          const listRows = await manager.getRepository(LeadList).findBy({
            organizationId,
            id: In([...new Set(before.map((b) => b.leadListId).filter((x): x is number => x != null))]),
          });
          for (const l of listRows) titles.set(l.id, l.title);
        }
        for (const lead of before) {
          const changes: HistoryChange[] = [{ field: 'fsm_state', old: lead.fsmState, new: to }];
          const patch: Partial<Lead> = { fsmState: to, leadListId: listId };
          if (lead.leadListId !== listId)
            changes.push({ field: 'lead_list_id', old: String(lead.leadListId), new: String(listId) });
          if (scope.state === 'Opportunity' && lead.leadListId != null) {
            patch.cameFromList = titles.get(lead.leadListId) ?? lead.cameFromList;
          }
          if (opts.leadSourceId !== undefined && lead.leadSourceId !== opts.leadSourceId) {
            patch.leadSourceId = opts.leadSourceId;
            changes.push({
              field: 'lead_source_id',
              old: String(lead.leadSourceId),
              new: String(opts.leadSourceId),
            });
          }
          await repo.update({ organizationId, id: lead.id }, patch);
          await writeHistory(
            manager,
            { organizationId, userId, action: opts.action, leadIds: [lead.id] },
            changes,
          );
        }
      }
      // Contacts entering the Prospect stage get the follow-up strategy's dates (rule in seedStrategyFollowUps).
      if (to === 'Prospect' && scope.state !== 'Prospect') {
        await seedStrategyFollowUps(manager, organizationId, userId, found);
      }
      const lead = found.length === 1 ? await repo.findOneBy({ organizationId, id: found[0] }) : null;
      return { ids: found, listId, lead };
    });
  }

  /** One contact through one transition, answered as TransitionResult. */
  async transitionOne(
    organizationId: number,
    userId: number,
    scope: Scope,
    id: number,
    to: FsmState,
    opts: { action: string; leadSourceId?: number; listId?: number | null; listTitle?: string | null },
    detail: string | ((name: string) => string),
  ): Promise<TransitionResult> {
    const out = await this.transition(organizationId, userId, scope, [id], to, { ...opts, mustExist: true });
    const lead = out.lead as Lead;
    const name = leadDisplayName({
      first_name: lead.firstName,
      last_name: lead.lastName,
      company_name: lead.companyName,
    });
    return {
      detail: typeof detail === 'string' ? detail : detail(name),
      id: lead.id,
      fsm_state: to,
      opportunity_list_id: out.listId,
    };
  }

  async transitionMany(
    organizationId: number,
    userId: number,
    scope: Scope,
    ids: number[],
    to: FsmState,
    opts: { action: string; listId?: number | null },
    detail: string,
  ): Promise<BulkTransitionResult> {
    const out = await this.transition(organizationId, userId, scope, ids, to, opts);
    return { detail, count: out.ids.length, opportunity_list_id: out.listId };
  }
}
