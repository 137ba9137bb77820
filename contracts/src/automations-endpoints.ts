/**
 * The automations calls, exactly as spec 3 §7 'Automations' gives them (issue 20): holidays, the five follow-ups,
 * Build your own (custom-automation) and Result based, with their action batches. Members of the organization
 * call them all. Paths are relative to '/api'.
 */
import type { Paginated } from './api-types';
import {
  automationConditionValues,
  automationDateFields,
  automationMessages as M,
  automationPatchSchema,
  automationSchema,
  automationsQuerySchema,
  automationSends,
  automationBuckets,
  dripByDayBatchSchema,
  followUpAutomationSchema,
  followUpStages,
  holidaySchema,
  holidayUpdateSchema,
  oneOffBatchSchema,
  resultBasedAutomationSchema,
  resultBasedBatchSchema,
  type AutomationAction,
  type AutomationHoliday,
  type CustomAutomation,
  type FollowUpAutomation,
  type ResultBasedAutomation,
} from './automations-api';
import { endpoint } from './endpoint';
import { js } from './json-schema';

const ORG = '/organization/:orgId';
const automations = { tag: 'automations', access: 'member' } as const;
const date = { type: 'string', format: 'date' } as const;

const action = js.obj({
  id: js.int,
  send: js.oneOf(...automationSends),
  day: js.intNull,
  date: js.nullable(date),
  subject: js.strNull,
  bee_free_template: js.intNull,
  text_template: js.intNull,
  reminder: js.strNull,
  automation: js.int,
});

/** Response bodies of the automations calls. */
export const automationResponses = {
  holiday: js.obj({
    id: js.int,
    name: js.str,
    date,
    subject: js.strNull,
    bee_free_template: js.intNull,
    text_template: js.intNull,
    active: js.bool,
    recurrence: js.strNull,
    is_seeded: js.bool,
  }),
  followUp: js.obj(
    Object.fromEntries(
      followUpStages.flatMap((s) => [
        [`${s}_active`, js.bool],
        [`${s}_bee_free_template`, js.intNull],
        [`${s}_text_template`, js.intNull],
        [`${s}_subject`, js.strNull],
        [`${s}_days`, js.intNull],
      ]),
    ),
  ),
  action,
  custom: js.obj({
    id: js.int,
    name: js.str,
    active: js.bool,
    buckets: js.arr(js.oneOf(...automationBuckets)),
    lead_lists: js.arr(js.int),
    groups: js.arr(js.int),
    excluded_services: js.arr(js.int),
    included_services: js.arr(js.int),
    type: js.oneOf(0, 1, 2),
    is_interaction_based: js.bool,
    organization: js.int,
    automations_list: js.arr(action),
    date_field: js.nullable(js.oneOf(...automationDateFields)),
    stop_on_reply: js.bool,
    created_at: js.dateTime,
  }),
  resultBased: js.obj({
    id: js.int,
    name: js.str,
    active: js.bool,
    automation: js.int,
    automation_name: js.str,
    condition: js.oneOf(...automationConditionValues),
    type: js.oneOf(2),
    organization: js.int,
    automations_list: js.arr(action),
    stop_on_reply: js.bool,
    created_at: js.dateTime,
  }),
};
const R = automationResponses;

const HOLIDAYS = `${ORG}/automation-holidays/`;
const CUSTOM = `${ORG}/custom-automation/`;
const RESULT = `${ORG}/result-based-automation/`;

const templateRule =
  `A template (bee_free_template) must be assigned before the subject is set or the row activated ` +
  `(subject / active: '${M.templateFirst}'); bee_free_template null deactivates the row and clears its subject`;
const references = `lists, tags, services and templates of another organization or gone: '${M.notFound}' on the field`;
const batchRule =
  'The whole list of the actions, in order: rows with an id update that action, rows without one create an ' +
  `action, and the automation's actions left out are deleted, all in one transaction. A row missing what its send ` +
  `needs (EMAIL: bee_free_template and subject; SMS: text_template; REMINDER: reminder): '${M.fillAllFields}' on ` +
  `the field (actions[i].<field>)`;

export const automationEndpoints = {
  holidays: {
    list: endpoint<Paginated<AutomationHoliday>>()({
      ...automations,
      method: 'GET',
      path: HOLIDAYS,
      summary:
        'The holiday emails (Global automations), by date; the usual US holidays are added on the first read',
      description:
        "Each seeded holiday's date is its next day on or after today in the organization's zone; it goes out " +
        'at 12 PM there and then moves on to the next year.',
      response: js.page(R.holiday),
    }),
    create: endpoint<AutomationHoliday>()({
      ...automations,
      method: 'POST',
      path: HOLIDAYS,
      summary: "Add an organization's own holiday (recurrence 'fixed': every year; null: once)",
      description: `name: '${M.nameRequired}'; date YYYY-MM-DD, not before today ('${M.holidayDatePast}'); ${templateRule}`,
      status: 201,
      body: holidaySchema,
      response: R.holiday,
    }),
    update: endpoint<AutomationHoliday>()({
      ...automations,
      method: 'PUT',
      path: `${HOLIDAYS}:id/`,
      summary: `Change a holiday: any of its fields ('${M.templateAssigned}', '${M.templateRemoved}', '${M.subjectUpdated}')`,
      description: `${templateRule}; templates of another organization: '${M.notFound}'`,
      body: holidayUpdateSchema,
      response: R.holiday,
    }),
    remove: endpoint()({
      ...automations,
      method: 'DELETE',
      path: `${HOLIDAYS}:id/`,
      status: 204,
      summary: 'Delete a holiday (the usual ones are added again only once all of them are deleted)',
      response: null,
    }),
  },
  followUp: {
    get: endpoint<FollowUpAutomation>()({
      ...automations,
      method: 'GET',
      path: `${ORG}/follow-up/`,
      summary:
        'The five follow-up emails, First to Fifth Follow Up ({stage}_active, _bee_free_template, _text_template, _subject), with the days of the follow-up strategy',
      description:
        "Each goes out at 1 PM in the organization's zone on a prospect's follow-up date of the same slot of the strategy.",
      response: R.followUp,
    }),
    update: endpoint<FollowUpAutomation>()({
      ...automations,
      method: 'PUT',
      path: `${ORG}/follow-up/`,
      summary: 'Change any of the follow-up fields',
      description:
        `Slot by slot: ${templateRule}, clears its text template and resets its subject to the slot's default. ` +
        `Templates of another organization: '${M.notFound}'`,
      body: followUpAutomationSchema,
      response: R.followUp,
    }),
  },
  custom: {
    list: endpoint<Paginated<CustomAutomation>>()({
      ...automations,
      method: 'GET',
      path: CUSTOM,
      summary:
        'Build your own: drip by day and drip by date automations, 100 a page (currentPage), searched by name, sorted (sorting, - descends), send_type filters by type',
      query: automationsQuerySchema,
      response: js.page(R.custom),
    }),
    create: endpoint<CustomAutomation>()({
      ...automations,
      method: 'POST',
      path: CUSTOM,
      summary: 'Create an automation: name, audience, type (0 drip by day, 1 drip by date)',
      description: `name: '${M.nameRequired}'; no audience: '${M.audienceRequired}'; ${references}`,
      status: 201,
      body: automationSchema,
      response: R.custom,
    }),
    get: endpoint<CustomAutomation>()({
      ...automations,
      method: 'GET',
      path: `${CUSTOM}:id/`,
      summary: 'One automation with its actions (the edit dialog)',
      response: R.custom,
    }),
    update: endpoint<CustomAutomation>()({
      ...automations,
      method: 'PATCH',
      path: `${CUSTOM}:id/`,
      summary: `Change any of an automation's fields, e.g. the active toggle ('${M.updated}')`,
      description:
        `The same rules as create, on the automation as changed; type: '${M.typeLocked}' once it has actions; ` +
        `the screen says '${M.unableToUpdate}' on failure`,
      body: automationPatchSchema,
      response: R.custom,
    }),
    remove: endpoint()({
      ...automations,
      method: 'DELETE',
      path: `${CUSTOM}:id/`,
      status: 204,
      summary: `Delete an automation with its actions (failure: '${M.unableToDelete}')`,
      description: 'The result based automations that follow it are deleted too.',
      response: null,
    }),
    dripByDayBatch: endpoint<AutomationAction[]>()({
      ...automations,
      method: 'POST',
      path: `${CUSTOM}:id/drip-by-day-action/batch/`,
      status: 200,
      summary: `Save a drip by day's actions, each on a day number from 0 (no maximum) → '${M.actionAdded}'`,
      description: `${batchRule}. Only for a drip by day (type 0).`,
      body: dripByDayBatchSchema,
      response: js.arr(R.action),
    }),
    oneOffBatch: endpoint<AutomationAction[]>()({
      ...automations,
      method: 'POST',
      path: `${CUSTOM}:id/one-off-action/batch/`,
      status: 200,
      summary: `Save a drip by date's actions, each on a date at least tomorrow → '${M.actionAdded}'`,
      description: `${batchRule}; a date not after today in the organization's zone: '${M.dateFromTomorrow}'. Only for a drip by date (type 1).`,
      body: oneOffBatchSchema,
      response: js.arr(R.action),
    }),
  },
  resultBased: {
    list: endpoint<Paginated<ResultBasedAutomation>>()({
      ...automations,
      method: 'GET',
      path: RESULT,
      summary: 'Result based automations, 100 a page (currentPage), searched by name, sorted (sorting)',
      query: automationsQuerySchema,
      response: js.page(R.resultBased),
    }),
    create: endpoint<ResultBasedAutomation>()({
      ...automations,
      method: 'POST',
      path: RESULT,
      summary:
        'Create a result based automation: name, the automation whose results it follows, the condition',
      description:
        `name: '${M.nameRequired}'; automation, a drip by day or by date of the organization: ` +
        `'${M.automationRequired}'; condition (0 opened, 1 clicked, 2 both): '${M.conditionRequired}'`,
      status: 201,
      body: resultBasedAutomationSchema,
      response: R.resultBased,
    }),
    update: endpoint<ResultBasedAutomation>()({
      ...automations,
      method: 'PUT',
      path: `${RESULT}:id/`,
      summary: `Change a result based automation ('${M.updated}')`,
      description: `The same rules as create`,
      body: resultBasedAutomationSchema,
      response: R.resultBased,
    }),
    remove: endpoint()({
      ...automations,
      method: 'DELETE',
      path: `${RESULT}:id/`,
      status: 204,
      summary: `Delete a result based automation with its actions (failure: '${M.unableToDelete}')`,
      response: null,
    }),
    batch: endpoint<AutomationAction[]>()({
      ...automations,
      method: 'POST',
      path: `${RESULT}:id/result-based-action/batch/`,
      status: 200,
      summary: `Save a result based automation's email actions, each on a day number from 0 → '${M.actionAdded}'`,
      description: `${batchRule}; EMAIL only ('${M.emailOnly}').`,
      body: resultBasedBatchSchema,
      response: js.arr(R.action),
    }),
  },
};
