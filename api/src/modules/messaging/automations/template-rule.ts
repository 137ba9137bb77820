/**
 * The holiday and follow-up rule (spec 3 §4 'Holiday and follow-up'): a row's subject and its active toggle wait for
 * an email template; removing the template deactivates the row and clears (holiday) or resets (follow-up) its
 * subject. Pure, so the holiday and follow-up services apply the same rule and a unit test pins it.
 */

/** What the rule reads and writes of a holiday or follow-up row. */
export interface TemplatedRow {
  emailTemplateId: number | null;
  textTemplateId: number | null;
  subject: string | null;
  active: boolean;
}

/** A change as the API receives it: undefined leaves a field as it is; bee_free_template null removes it. */
export interface TemplatedChange {
  bee_free_template?: number | null;
  text_template?: number | null;
  subject?: string | null;
  active?: boolean;
}

export interface TemplateRuleOptions {
  /** The subject a row goes back to when its template is removed (null: cleared). */
  defaultSubject: string | null;
  /** Whether removing the email template clears the text template too (the follow-ups: 'clears templates'). */
  clearTextTemplate: boolean;
}

export type TemplateRuleResult =
  | { ok: true; row: TemplatedRow }
  /** The fields set without a template: the subject (changed) and active (turned on). */
  | { ok: false; refused: ('subject' | 'active')[] };

/**
 * The row after `change`. A screen may send the whole row back, so a subject equal to the stored one, or an active
 * false, is not a change the rule refuses; and a removal wins over a subject or active sent with it.
 */
export function applyTemplateRule(
  row: TemplatedRow,
  change: TemplatedChange,
  options: TemplateRuleOptions,
): TemplateRuleResult {
  if (change.bee_free_template === null)
    return {
      ok: true,
      row: {
        emailTemplateId: null,
        textTemplateId: options.clearTextTemplate
          ? null
          : change.text_template !== undefined
            ? change.text_template
            : row.textTemplateId,
        subject: options.defaultSubject,
        active: false,
      },
    };
  const template = change.bee_free_template ?? row.emailTemplateId;
  const next: TemplatedRow = {
    emailTemplateId: template,
    textTemplateId: change.text_template !== undefined ? change.text_template : row.textTemplateId,
    subject: change.subject !== undefined ? change.subject : row.subject,
    active: change.active ?? row.active,
  };
  if (template !== null) return { ok: true, row: next };
  const refused: ('subject' | 'active')[] = [];
  if (change.subject != null && change.subject !== row.subject) refused.push('subject');
  if (change.active === true) refused.push('active');
  return refused.length ? { ok: false, refused } : { ok: true, row: next };
}
