import { useState } from 'react';
import { Switch, Tooltip, type TableColumnsType } from 'antd';
import { automationMessages as M } from '@ensemble/contracts';
import { useNotify } from '@ensemble/shared-ui';
import { SubjectInput } from './SubjectInput';
import { TemplateSelect } from './TemplateSelect';

/** A holiday or follow-up email as its table shows it (spec 3 §3: template, text template, subject, active). */
export interface TemplatedRow {
  key: string | number;
  name: string;
  email: number | null;
  text: number | null;
  subject: string | null;
  active: boolean;
}

/** One change of a row: the table sends one field at a time. */
export type TemplatedChange =
  { email: number | null } | { text: number | null } | { subject: string } | { active: boolean };

/** Saves a change; resolves with RTK Query's result (an `error` when it failed). */
export type SaveTemplated<R> = (row: R, change: TemplatedChange) => Promise<{ error?: unknown }>;

/** The toasts of each change (spec 3 §8 'Forms and holidays', 'Automations'). */
function outcome(change: TemplatedChange): { ok: string; failed: string } {
  if ('email' in change || 'text' in change) {
    const id = 'email' in change ? change.email : change.text;
    return id == null
      ? { ok: M.templateRemoved, failed: M.somethingWentWrong }
      : { ok: M.templateAssigned, failed: M.unableToAssignTemplate };
  }
  if ('subject' in change) return { ok: M.subjectUpdated, failed: M.unableToAddSubject };
  return { ok: M.updated, failed: M.unableToUpdate };
}

/**
 * The Email template, Text template, Subject and Active columns of the Global automations and Follow up emails
 * tables, under spec 3 §4's rule: the subject and the switch wait for an email template; removing it deactivates
 * the row (the server clears the subject, and the follow-ups reset it).
 */
export function useTemplatedColumns<R extends TemplatedRow>(
  organizationId: number,
  save: SaveTemplated<R>,
): TableColumnsType<R> {
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);

  const change = async (row: R, c: TemplatedChange, field: string): Promise<boolean> => {
    const { ok, failed } = outcome(c);
    setBusy(`${row.key}:${field}`);
    const result = await save(row, c);
    setBusy(null);
    if (result.error) notify.error(failed);
    else notify.success(ok);
    return !result.error;
  };
  const isBusy = (row: R, field: string) => busy === `${row.key}:${field}`;

  return [
    {
      title: 'Email template',
      key: 'email',
      width: 260,
      render: (_, row) => (
        <TemplateSelect
          organizationId={organizationId}
          kind="email"
          aria-label={`Email template of ${row.name}`}
          value={row.email}
          allowClear
          loading={isBusy(row, 'email')}
          onChange={(id) => void change(row, { email: id }, 'email')}
        />
      ),
    },
    {
      title: 'Text template',
      key: 'text',
      width: 220,
      render: (_, row) => (
        <TemplateSelect
          organizationId={organizationId}
          kind="text"
          aria-label={`Text template of ${row.name}`}
          value={row.text}
          allowClear
          loading={isBusy(row, 'text')}
          onChange={(id) => void change(row, { text: id }, 'text')}
        />
      ),
    },
    {
      title: 'Subject',
      key: 'subject',
      width: 280,
      render: (_, row) => (
        <SubjectInput
          // A new server subject (a template removed, a default restored) replaces any draft.
          key={`${row.subject ?? ''}:${row.email ?? ''}`}
          rowName={row.name}
          value={row.subject}
          disabled={row.email == null}
          onSave={(subject) => change(row, { subject }, 'subject')}
        />
      ),
    },
    {
      title: 'Active',
      key: 'active',
      width: 90,
      render: (_, row) => {
        const control = (
          <Switch
            aria-label={`Active: ${row.name}`}
            checked={row.active}
            disabled={row.email == null}
            loading={isBusy(row, 'active')}
            onChange={(active) => void change(row, { active }, 'active')}
          />
        );
        // A disabled switch gets no pointer events: the wrapper carries the reason.
        return row.email == null ? (
          <Tooltip title={M.templateFirst}>
            <span data-testid={`active-locked-${row.key}`}>{control}</span>
          </Tooltip>
        ) : (
          control
        );
      },
    },
  ];
}
