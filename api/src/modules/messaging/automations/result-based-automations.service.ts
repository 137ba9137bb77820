import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AutomationAction as AutomationActionDto,
  type AutomationActionInput,
  automationMessages as M,
  type AutomationsQuery,
  automationTypes,
  customAutomationTypes,
  messages,
  type Paginated,
  type ResultBasedAutomation,
  type ResultBasedAutomationInput,
} from '@ensemble/contracts';
import { In, type Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { Automation } from './automation.entities';
import { AutomationActionsService } from './automation-actions.service';
import { automationsPage } from './automation-listing';
import { presentResultBased } from './automation-presenters';

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
const RESULT_TYPES: readonly number[] = [automationTypes.dripByResult];

/** The columns of a result based automation's fields (spec 3 §3 Result-based automation). */
function columnsOf(input: ResultBasedAutomationInput): Partial<Automation> {
  return {
    name: input.name,
    active: input.active,
    sourceAutomationId: input.automation,
    condition: input.condition,
    stopOnReply: input.stop_on_reply,
  };
}

/**
 * Result based (spec 3 §2, §3, §7 result-based-automation/): drips by result, type 2 in the automations table,
 * following the recipients of a drip by day or by date who opened, clicked or both; email actions only.
 */
@Injectable()
export class ResultBasedAutomationsService {
  constructor(
    @InjectRepository(Automation) private readonly automations: Repository<Automation>,
    private readonly actions: AutomationActionsService,
  ) {}

  async list(organizationId: number, q: AutomationsQuery): Promise<Paginated<ResultBasedAutomation>> {
    const { rows, count } = await automationsPage(this.automations, organizationId, RESULT_TYPES, q);
    return { results: await this.present(organizationId, rows), count };
  }

  async create(organizationId: number, input: ResultBasedAutomationInput): Promise<ResultBasedAutomation> {
    await this.checkSource(organizationId, input.automation);
    const saved = await this.automations.save(
      this.automations.create({
        ...columnsOf(input),
        organizationId,
        type: automationTypes.dripByResult,
        buckets: [],
        leadListIds: [],
        groupIds: [],
        includedServiceIds: [],
        excludedServiceIds: [],
        isInteractionBased: true,
        dateField: null,
      }),
    );
    return (await this.present(organizationId, [saved]))[0]!;
  }

  async update(
    organizationId: number,
    id: number,
    input: ResultBasedAutomationInput,
  ): Promise<ResultBasedAutomation> {
    await this.find(organizationId, id);
    await this.checkSource(organizationId, input.automation);
    await this.automations.update({ organizationId, id }, columnsOf(input));
    return (await this.present(organizationId, [await this.find(organizationId, id)]))[0]!;
  }

  async remove(organizationId: number, id: number): Promise<void> {
    const deleted = await this.automations.delete({ organizationId, id, type: automationTypes.dripByResult });
    if (!deleted.affected) throw notFound();
  }

  async replaceActions(
    organizationId: number,
    id: number,
    rows: AutomationActionInput[],
  ): Promise<AutomationActionDto[]> {
    return this.actions.replace(organizationId, await this.find(organizationId, id), rows);
  }

  private async find(organizationId: number, id: number): Promise<Automation> {
    const row = await this.automations.findOneBy({ organizationId, id, type: automationTypes.dripByResult });
    if (!row) throw notFound();
    return row;
  }

  /** The followed automation: a drip by day or by date of the organization (so never a result based one, itself). */
  private async checkSource(organizationId: number, sourceId: number): Promise<void> {
    const exists = await this.automations.existsBy({
      organizationId,
      id: sourceId,
      type: In([...customAutomationTypes]),
    });
    if (!exists) throw ApiError.field('automation', M.automationRequired);
  }

  /** With their actions and the names of the automations they follow. */
  private async present(organizationId: number, rows: Automation[]): Promise<ResultBasedAutomation[]> {
    const sourceIds = [...new Set(rows.map((r) => r.sourceAutomationId).filter((id) => id !== null))];
    const [actions, sources] = await Promise.all([
      this.actions.of(
        organizationId,
        rows.map((r) => r.id),
      ),
      sourceIds.length
        ? this.automations.find({
            select: { id: true, name: true },
            where: { organizationId, id: In(sourceIds) },
          })
        : Promise.resolve([]),
    ]);
    const names = new Map(sources.map((s) => [s.id, s.name]));
    return rows.map((r) =>
      presentResultBased(r, actions.get(r.id) ?? [], names.get(r.sourceAutomationId ?? 0) ?? ''),
    );
  }
}
