import { useState } from 'react';
import { Button, Input, Space, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { automationConstants, automationMessages } from '@ensemble/contracts';

export interface SubjectInputProps {
  /** The subject the server holds. */
  value: string | null;
  /** Spec 3 §4: no template yet, no subject. */
  disabled: boolean;
  /** Names the row, e.g. 'Christmas Day': the input is 'Subject of Christmas Day'. */
  rowName: string;
  /** Saves; resolves false when the save failed (the draft stays for another try). */
  onSave: (subject: string) => Promise<boolean>;
}

/**
 * A row's subject, edited in place: Enter or the check button saves it; the button waits for a change. Disabled,
 * with the reason as its tooltip, until the row has a template.
 */
export function SubjectInput({ value, disabled, rowName, onSave }: SubjectInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = draft ?? value ?? '';
  const changed = draft !== null && draft.trim() !== (value ?? '') && draft.trim() !== '';

  const save = async () => {
    if (!changed || saving) return;
    setSaving(true);
    const ok = await onSave(shown.trim());
    setSaving(false);
    if (ok) setDraft(null);
  };

  const control = (
    <Space.Compact style={{ width: '100%', minWidth: 200 }}>
      <Input
        aria-label={`Subject of ${rowName}`}
        value={disabled ? (value ?? '') : shown}
        disabled={disabled}
        maxLength={automationConstants.subjectMaxLength}
        placeholder={disabled ? 'Assign a template first' : 'Subject'}
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDraft(null);
        }}
      />
      <Button
        aria-label={`Save the subject of ${rowName}`}
        icon={<CheckOutlined />}
        disabled={disabled || !changed}
        loading={saving}
        onClick={() => void save()}
      />
    </Space.Compact>
  );
  return disabled ? <Tooltip title={automationMessages.templateFirst}>{control}</Tooltip> : control;
}
