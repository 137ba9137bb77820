import {
  type AutomationAction as AutomationActionDto,
  type AutomationBucket,
  type AutomationCondition,
  type AutomationDateField,
  type AutomationHoliday as AutomationHolidayDto,
  type AutomationSend,
  type AutomationType,
  type CustomAutomation,
  type FollowUpAutomation,
  type FollowUpStrategy,
  followUpSlots,
  followUpStageOf,
  followUpStages,
  type ResultBasedAutomation,
} from '@ensemble/contracts';
import type {
  Automation,
  AutomationAction,
  AutomationFollowUp,
  AutomationHoliday,
} from './automation.entities';

/** Spec 3 §3 Holiday automation, and ours: recurrence, is_seeded. */
export function presentHoliday(h: AutomationHoliday): AutomationHolidayDto {
  return {
    id: h.id,
    name: h.name,
    date: h.date,
    subject: h.subject,
    bee_free_template: h.emailTemplateId,
    text_template: h.textTemplateId,
    active: h.active,
    recurrence: h.recurrence,
    is_seeded: h.seedKey !== null,
  };
}

/** Spec 3 §3 Follow-up: the flat {stage}_* shape of the five rows, with the strategy's days beside them. */
export function presentFollowUp(rows: AutomationFollowUp[], strategy: FollowUpStrategy): FollowUpAutomation {
  const out: Record<string, unknown> = {};
  followUpStages.forEach((stage, i) => {
    const row = rows.find((r) => followUpStageOf(r.slot) === stage);
    out[`${stage}_active`] = row?.active ?? false;
    out[`${stage}_bee_free_template`] = row?.emailTemplateId ?? null;
    out[`${stage}_text_template`] = row?.textTemplateId ?? null;
    out[`${stage}_subject`] = row?.subject ?? null;
    out[`${stage}_days`] = strategy[followUpSlots[i]!];
  });
  return out as FollowUpAutomation;
}

/** Spec 3 §3 Action. */
export function presentAction(a: AutomationAction): AutomationActionDto {
  return {
    id: a.id,
    send: a.send as AutomationSend,
    day: a.day,
    date: a.date,
    subject: a.subject,
    bee_free_template: a.emailTemplateId,
    text_template: a.textTemplateId,
    reminder: a.reminder,
    automation: a.automationId,
  };
}

/** Spec 3 §3 Custom automation (automations_list: its actions in order), and ours: date_field, stop_on_reply. */
export function presentCustom(a: Automation, actions: AutomationAction[]): CustomAutomation {
  return {
    id: a.id,
    name: a.name,
    active: a.active,
    buckets: a.buckets as AutomationBucket[],
    lead_lists: a.leadListIds,
    groups: a.groupIds,
    excluded_services: a.excludedServiceIds,
    included_services: a.includedServiceIds,
    type: a.type as AutomationType,
    is_interaction_based: a.isInteractionBased,
    organization: a.organizationId,
    automations_list: actions.map(presentAction),
    date_field: a.dateField as AutomationDateField | null,
    stop_on_reply: a.stopOnReply,
    created_at: a.createdAt.toISOString(),
  };
}

/** Spec 3 §3 Result-based automation, with the followed automation's name for the table. */
export function presentResultBased(
  a: Automation,
  actions: AutomationAction[],
  sourceName: string,
): ResultBasedAutomation {
  return {
    id: a.id,
    name: a.name,
    active: a.active,
    automation: a.sourceAutomationId ?? 0,
    automation_name: sourceName,
    condition: (a.condition ?? 0) as AutomationCondition,
    type: 2,
    organization: a.organizationId,
    automations_list: actions.map(presentAction),
    stop_on_reply: a.stopOnReply,
    created_at: a.createdAt.toISOString(),
  };
}
