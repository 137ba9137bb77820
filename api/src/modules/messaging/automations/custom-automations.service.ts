import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AutomationAction as AutomationActionDto,
  type AutomationActionInput,
  type AutomationInput,
  automationMessages as M,
  type AutomationPatch,
  automationSchema,
  type AutomationsQuery,
  automationTypes,
  type CustomAutomation,
  customAutomationTypes,
  messages,
  type Paginated,
  toFieldErrors,
} from '@ensemble/contracts';
import { In, type Repository } from 'typeorm';
import { ValidationError } from 'yup';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import { Automation } from './automation.entities';
import { AutomationActionsService } from './automation-actions.service';
import { automationsPage } from './automation-listing';
import { presentCustom } from './automation-presenters';
import { AutomationReferences } from './automation-references';

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
const CUSTOM_TYPES: readonly number[] = customAutomationTypes;

/** The columns of an automation's fields (spec 3 §3 Custom automation). */
function columnsOf(input: AutomationInput): Partial<Automation> {
  return {
    name: input.name,
    active: input.active,
    type: input.type,
    buckets: input.buckets,
    leadListIds: input.lead_lists,
    groupIds: input.groups,
    includedServiceIds: input.included_services,
    excludedServiceIds: input.excluded_services,
    isInteractionBased: input.is_interaction_based,
    dateField: input.date_field,
    stopOnReply: input.stop_on_reply,
  };
}

/** An automation's fields in the API's names, to merge a PATCH into and check whole. */
function fieldsOf(a: Automation): AutomationInput {
  return {
    name: a.name,
    active: a.active,
    type: a.type as AutomationInput['type'],
    buckets: a.buckets as AutomationInput['buckets'],
    lead_lists: a.leadListIds,
    groups: a.groupIds,
    included_services: a.includedServiceIds,
    excluded_services: a.excludedServiceIds,
    is_interaction_based: a.isInteractionBased,
    date_field: a.dateField as AutomationInput['date_field'],
    stop_on_reply: a.stopOnReply,
  };
}

/**
 * Build your own (spec 3 §2, §3, §7 custom-automation/): drip by day and drip by date automations, their audience
 * (stages, opportunity lists, tags, included and excluded services) and their actions.
 */
@Injectable()
export class CustomAutomationsService {
  constructor(
    @InjectRepository(Automation) private readonly automations: Repository<Automation>,
    private readonly actions: AutomationActionsService,
    private readonly references: AutomationReferences,
    private readonly tx: TransactionService,
  ) {}

  async list(organizationId: number, q: AutomationsQuery): Promise<Paginated<CustomAutomation>> {
    const { rows, count } = await automationsPage(this.automations, organizationId, CUSTOM_TYPES, q);
    const actions = await this.actions.of(
      organizationId,
      rows.map((r) => r.id),
    );
    return { results: rows.map((r) => presentCustom(r, actions.get(r.id) ?? [])), count };
  }

  async get(organizationId: number, id: number): Promise<CustomAutomation> {
    const row = await this.find(organizationId, id);
    return presentCustom(row, (await this.actions.of(organizationId, [id])).get(id) ?? []);
  }

  async create(organizationId: number, input: AutomationInput): Promise<CustomAutomation> {
    await this.checkAudience(organizationId, input);
    const saved = await this.automations.save(
      this.automations.create({
        ...columnsOf(input),
        organizationId,
        sourceAutomationId: null,
        condition: null,
      }),
    );
    return presentCustom(saved, []);
  }

  /**
   * Any of the fields (the active toggle sends `active` alone), checked whole as on create once merged. The type
   * of an automation with actions stays: its actions are days or dates.
   */
  async update(organizationId: number, id: number, patch: AutomationPatch): Promise<CustomAutomation> {
    const row = await this.find(organizationId, id);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    let merged: AutomationInput;
    try {
      merged = await automationSchema.validate(
        { ...fieldsOf(row), ...defined },
        { abortEarly: false, stripUnknown: true },
      );
    } catch (err) {
      if (ValidationError.isError(err)) throw new ApiError(HttpStatus.BAD_REQUEST, toFieldErrors(err));
      throw err;
    }
    if (merged.type !== row.type && ((await this.actions.of(organizationId, [id])).get(id) ?? []).length)
      throw ApiError.field('type', M.typeLocked);
    await this.checkAudience(organizationId, merged);
    await this.automations.update({ organizationId, id }, columnsOf(merged));
    return this.get(organizationId, id);
  }

  /** Deletes the automation, its actions and the result based automations that follow its results. */
  async remove(organizationId: number, id: number): Promise<void> {
    await this.find(organizationId, id);
    await this.tx.run(async ({ manager }) => {
      const repo = manager.getRepository(Automation);
      await repo.delete({ organizationId, sourceAutomationId: id, type: automationTypes.dripByResult });
      const deleted = await repo.delete({ organizationId, id, type: In([...CUSTOM_TYPES]) });
      if (!deleted.affected) throw notFound();
    });
  }

  /** Replaces the actions of a drip of `type` (the batch route names the kind: another kind is not found). */
  async replaceActions(
    organizationId: number,
    id: number,
    type: number,
    rows: AutomationActionInput[],
  ): Promise<AutomationActionDto[]> {
    const row = await this.find(organizationId, id);
    if (row.type !== type) throw notFound();
    return this.actions.replace(organizationId, row, rows);
  }

  /** A drip by day or by date of the organization, else 404. */
  private async find(organizationId: number, id: number): Promise<Automation> {
    const row = await this.automations.findOneBy({ organizationId, id, type: In([...CUSTOM_TYPES]) });
    if (!row) throw notFound();
    return row;
  }

  private checkAudience(organizationId: number, input: AutomationInput): Promise<void> {
    return this.references.check(organizationId, {
      lead_lists: { kind: 'list', ids: input.lead_lists },
      groups: { kind: 'tag', ids: input.groups },
      included_services: { kind: 'service', ids: input.included_services },
      excluded_services: { kind: 'service', ids: input.excluded_services },
    });
  }
}
