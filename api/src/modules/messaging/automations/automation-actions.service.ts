import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AutomationAction as AutomationActionDto,
  type AutomationActionInput,
  actionDateErrors,
  automationMessages as M,
  automationTypes,
  type ErrorBody,
  messages,
} from '@ensemble/contracts';
import { In, type Repository } from 'typeorm';
import { forUpdate } from '../../../engine/database/dialect';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import { Automation, AutomationAction } from './automation.entities';
import { presentAction } from './automation-presenters';
import { AutomationReferences, type ReferenceField } from './automation-references';
import { OrganizationDay } from './organization-day';

/** The columns of a posted row: only what its send uses, on a day (drip by day, by result) or a date (by date). */
function columnsOf(type: number, row: AutomationActionInput, position: number): Partial<AutomationAction> {
  const r = row as AutomationActionInput & { day?: number; date?: string };
  return {
    send: row.send,
    day: type === automationTypes.dripByDate ? null : (r.day ?? 0),
    date: type === automationTypes.dripByDate ? (r.date ?? null) : null,
    subject: row.send === 'EMAIL' ? (row.subject ?? null) : null,
    emailTemplateId: row.send === 'EMAIL' ? (row.bee_free_template ?? null) : null,
    textTemplateId: row.send === 'SMS' ? (row.text_template ?? null) : null,
    reminder: row.send === 'REMINDER' ? (row.reminder ?? null) : null,
    position,
  };
}

/**
 * An automation's actions (spec 3 §3 Action): read in order, and replaced as a whole by a batch (spec 3 §7:
 * drip-by-day-action/batch/, one-off-action/batch/, result-based-action/batch/).
 */
@Injectable()
export class AutomationActionsService {
  constructor(
    @InjectRepository(AutomationAction) private readonly actions: Repository<AutomationAction>,
    private readonly tx: TransactionService,
    private readonly references: AutomationReferences,
    private readonly day: OrganizationDay,
  ) {}

  /** The actions of these automations, by automation, in order. */
  async of(organizationId: number, automationIds: number[]): Promise<Map<number, AutomationAction[]>> {
    const out = new Map<number, AutomationAction[]>(automationIds.map((id) => [id, []]));
    if (!automationIds.length) return out;
    const rows = await this.actions.find({
      where: { organizationId, automationId: In(automationIds) },
      order: { position: 'ASC', id: 'ASC' },
    });
    for (const row of rows) out.get(row.automationId)?.push(row);
    return out;
  }

  /**
   * Replaces the automation's actions with `rows`, in one transaction: a row with an id updates that action (an id
   * that is not one of this automation's is refused), a row without one creates an action, and the actions left
   * out are deleted. A drip by date's dates come after the organization's today.
   */
  async replace(
    organizationId: number,
    automation: Automation,
    rows: AutomationActionInput[],
  ): Promise<AutomationActionDto[]> {
    if (automation.type === automationTypes.dripByDate) {
      const errors = actionDateErrors(
        rows as { date?: string | null }[],
        await this.day.today(organizationId),
      );
      if (errors) throw new ApiError(HttpStatus.BAD_REQUEST, errors);
    }
    const fields: Record<string, ReferenceField> = {};
    rows.forEach((row, i) => {
      if (row.send === 'EMAIL')
        fields[`actions[${i}].bee_free_template`] = { kind: 'email_template', ids: [row.bee_free_template] };
      if (row.send === 'SMS')
        fields[`actions[${i}].text_template`] = { kind: 'text_template', ids: [row.text_template] };
    });
    await this.references.check(organizationId, fields);

    await this.tx.run(async ({ manager }) => {
      // The automation's row, locked: two batches of one automation run one after the other.
      const locked = await forUpdate(
        manager
          .getRepository(Automation)
          .createQueryBuilder('a')
          .select('a.id')
          .where('a.organizationId = :organizationId AND a.id = :id', { organizationId, id: automation.id }),
      ).getOne();
      if (!locked) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
      const repo = manager.getRepository(AutomationAction);
      const existing = new Set(
        (
          await repo.find({ select: { id: true }, where: { organizationId, automationId: automation.id } })
        ).map((a) => a.id),
      );
      const kept = new Set<number>();
      const errors: ErrorBody = {};
      rows.forEach((row, i) => {
        if (row.id == null) return;
        if (!existing.has(row.id) || kept.has(row.id)) errors[`actions[${i}].id`] = [M.notFound];
        kept.add(row.id);
      });
      if (Object.keys(errors).length) throw new ApiError(HttpStatus.BAD_REQUEST, errors);
      const gone = [...existing].filter((id) => !kept.has(id));
      if (gone.length) await repo.delete({ organizationId, automationId: automation.id, id: In(gone) });
      for (const [i, row] of rows.entries()) {
        const columns = columnsOf(automation.type, row, i);
        if (row.id != null) await repo.update({ organizationId, id: row.id }, columns);
        else await repo.insert({ ...columns, organizationId, automationId: automation.id });
      }
    });
    return ((await this.of(organizationId, [automation.id])).get(automation.id) ?? []).map(presentAction);
  }
}
