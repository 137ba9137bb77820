/**
 * What makes an automation step one of a kind (automation_steps.due_key, unique per organization): a tick run twice,
 * late or on two replicas inserts each step once, because the same step always gets the same key.
 */

/** A custom automation's action for one contact: once ever (a drip's step, a one-off date's). */
export const customKeyPrefix = (automationId: number, actionId: number) =>
  `custom:${automationId}:${actionId}:`;

export const customKey = (automationId: number, actionId: number, leadId: number) =>
  `${customKeyPrefix(automationId, actionId)}${leadId}`;

/** A drip counted from a date of the contact: once per occurrence of that date (a birthday, every year). */
export const anchoredKey = (automationId: number, actionId: number, leadId: number, anchor: string) =>
  `${customKey(automationId, actionId, leadId)}:${anchor}`;

/** A holiday email to one contact: once per day the holiday falls on. */
export const holidayKey = (holidayId: number, date: string, leadId: number) =>
  `holiday:${holidayId}:${date}:${leadId}`;

/** A follow-up email: once per follow-up date of the contact (the date's row names the contact). */
export const followUpKey = (slot: number, followUpId: number) => `fu:${slot}:${followUpId}`;

/** The follow-up date (lead_follow_ups.id) a follow-up step was made for. */
export function followUpIdOf(dueKey: string): number | null {
  const m = /^fu:\d+:(\d+)$/.exec(dueKey);
  return m ? Number(m[1]) : null;
}

/** The channel of a step (automation_steps.channel) of an action's send (EMAIL, SMS, REMINDER). */
export const channelOf = (send: string): string =>
  send === 'SMS' ? 'sms' : send === 'REMINDER' ? 'reminder' : 'email';
