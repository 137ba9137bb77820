import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  automationMessages as M,
  type ErrorBody,
  type FollowUpAutomation,
  type FollowUpAutomationUpdate,
  followUpDefaultSubjects,
  followUpSlotOf,
  followUpStageOf,
  followUpStages,
} from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import { OrganizationSettingsService } from '../../contacts';
import { AutomationFollowUp } from './automation.entities';
import { presentFollowUp } from './automation-presenters';
import { AutomationReferences, type ReferenceField } from './automation-references';
import { applyTemplateRule, type TemplatedChange } from './template-rule';

/** A follow-up slot's change, read from the flat {stage}_* fields. */
function changeOf(input: FollowUpAutomationUpdate, stage: string): TemplatedChange {
  const v = input as Record<string, unknown>;
  return {
    active: v[`${stage}_active`] as boolean | undefined,
    bee_free_template: v[`${stage}_bee_free_template`] as number | null | undefined,
    text_template: v[`${stage}_text_template`] as number | null | undefined,
    subject: v[`${stage}_subject`] as string | null | undefined,
  };
}

/**
 * The five follow-up emails, First to Fifth Follow Up (spec 3 §3, §4, §7 'follow-up'): a row per slot, made on the
 * first read with the slot's default subject. The days come from the organization's follow-up strategy.
 */
@Injectable()
export class FollowUpAutomationsService {
  constructor(
    @InjectRepository(AutomationFollowUp) private readonly followUps: Repository<AutomationFollowUp>,
    private readonly tx: TransactionService,
    private readonly settings: OrganizationSettingsService,
    private readonly references: AutomationReferences,
  ) {}

  async get(organizationId: number): Promise<FollowUpAutomation> {
    const [rows, strategy] = await Promise.all([
      this.rows(organizationId),
      this.settings.followUpStrategy(organizationId),
    ]);
    return presentFollowUp(rows, strategy);
  }

  /**
   * Any of the twenty fields, slot by slot under the template rule: a subject or activation without an email
   * template is refused; removing the email template deactivates the slot, clears its templates and resets its
   * subject to the slot's default.
   */
  async update(organizationId: number, input: FollowUpAutomationUpdate): Promise<FollowUpAutomation> {
    const fields: Record<string, ReferenceField> = {};
    for (const stage of followUpStages) {
      const change = changeOf(input, stage);
      fields[`${stage}_bee_free_template`] = { kind: 'email_template', ids: [change.bee_free_template] };
      fields[`${stage}_text_template`] = { kind: 'text_template', ids: [change.text_template] };
    }
    await this.references.check(organizationId, fields);
    const rows = await this.rows(organizationId);
    const errors: ErrorBody = {};
    const next = rows.map((row) => {
      const stage = followUpStageOf(row.slot);
      const ruled = applyTemplateRule(row, changeOf(input, stage), {
        defaultSubject: followUpDefaultSubjects[stage],
        clearTextTemplate: true,
      });
      if (!ruled.ok) for (const field of ruled.refused) errors[`${stage}_${field}`] = [M.templateFirst];
      return ruled.ok ? { id: row.id, ...ruled.row } : null;
    });
    if (Object.keys(errors).length) throw new ApiError(HttpStatus.BAD_REQUEST, errors);
    await this.tx.run(async ({ manager }) => {
      for (const { id, ...values } of next.filter((n) => n !== null))
        await manager.getRepository(AutomationFollowUp).update({ organizationId, id }, values);
    });
    return this.get(organizationId);
  }

  /** The five rows, made on the first read (a unique slot per organization: two first reads make them once). */
  private async rows(organizationId: number): Promise<AutomationFollowUp[]> {
    let rows = await this.followUps.find({ where: { organizationId }, order: { slot: 'ASC' } });
    if (rows.length < followUpStages.length) {
      await this.followUps
        .createQueryBuilder()
        .insert()
        .into(AutomationFollowUp)
        .values(
          followUpStages.map((stage) => ({
            organizationId,
            slot: followUpSlotOf(stage),
            active: false,
            subject: followUpDefaultSubjects[stage],
            emailTemplateId: null,
            textTemplateId: null,
          })),
        )
        .orIgnore()
        .execute();
      rows = await this.followUps.find({ where: { organizationId }, order: { slot: 'ASC' } });
    }
    return rows;
  }
}
