import {
  type AutomationAction,
  type AutomationActionInput,
  type AutomationSend,
  type AutomationType,
  automationTypes,
} from '@ensemble/contracts';

/** One row of the actions dialog as the form holds it: every field of every send, '' or null when empty. */
export interface ActionValues {
  /** The existing action it edits, or null for a new one. */
  id: number | null;
  send: AutomationSend;
  /** Drip by day and by result: the day number (0 the day the contact enters). */
  day: number | null;
  /** Drip by date: YYYY-MM-DD. */
  date: string;
  bee_free_template: number | null;
  subject: string;
  text_template: number | null;
  reminder: string;
}

export interface ActionsValues {
  actions: ActionValues[];
}

export const emptyAction = (): ActionValues => ({
  id: null,
  send: 'EMAIL',
  day: null,
  date: '',
  bee_free_template: null,
  subject: '',
  text_template: null,
  reminder: '',
});

/** The dialog's rows for an automation's saved actions (one empty row when it has none yet). */
export function actionsValues(saved: readonly AutomationAction[]): ActionsValues {
  if (!saved.length) return { actions: [emptyAction()] };
  return {
    actions: saved.map((a) => ({
      id: a.id,
      send: a.send,
      day: a.day,
      date: a.date ?? '',
      bee_free_template: a.bee_free_template,
      subject: a.subject ?? '',
      text_template: a.text_template,
      reminder: a.reminder ?? '',
    })),
  };
}

/**
 * A row as the batch call takes it (spec 3 §3 Action): its send, its day (by day, by result) or date (by date), and
 * only what that send needs — EMAIL a template and a subject, SMS a text template, REMINDER its text; the id of an
 * action it changes.
 */
export function actionInput(type: AutomationType, row: ActionValues): AutomationActionInput {
  const when = type === automationTypes.dripByDate ? { date: row.date } : { day: row.day };
  const send = type === automationTypes.dripByResult ? 'EMAIL' : row.send;
  const what =
    send === 'EMAIL'
      ? { bee_free_template: row.bee_free_template, subject: row.subject }
      : send === 'SMS'
        ? { text_template: row.text_template }
        : { reminder: row.reminder };
  return { ...(row.id != null ? { id: row.id } : {}), send, ...when, ...what } as AutomationActionInput;
}

export const actionsInput = (type: AutomationType, values: ActionsValues) => ({
  actions: values.actions.map((row) => actionInput(type, row)),
});
