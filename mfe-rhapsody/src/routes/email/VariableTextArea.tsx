import { useRef } from 'react';
import { Button, Dropdown, Flex, Input, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { emailConstants, emailVariableLabels, emailVariables, variableToken } from '@ensemble/contracts';

/** The text with `token` put in place of the selection (or at the caret), and where the caret goes after it. */
export function insertAt(text: string, token: string, start: number, end: number) {
  const s = Math.max(0, Math.min(start, text.length));
  const e = Math.max(s, Math.min(end, text.length));
  return { text: text.slice(0, s) + token + text.slice(e), caret: s + token.length };
}

/**
 * A text with dynamic variables (spec 3 §3, §9): the textarea, its counter to 5,000 characters and an
 * 'Insert variable' menu that writes #!name!# where the caret is.
 */
export function VariableTextArea(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  rows?: number;
  max?: number;
  status?: 'error';
  placeholder?: string;
}) {
  const ref = useRef<TextAreaRef>(null);
  const max = props.max ?? emailConstants.emailTextMax;

  const insert = (name: (typeof emailVariables)[number]) => {
    const el = ref.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? props.value.length;
    const end = el?.selectionEnd ?? start;
    const next = insertAt(props.value, variableToken(name), start, end);
    props.onChange(next.text);
    // Put the caret after the variable once React has written the new text.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <div>
      <Flex justify="flex-end" style={{ marginBottom: 4 }}>
        <Dropdown
          trigger={['click']}
          menu={{
            items: emailVariables.map((v) => ({ key: v, label: emailVariableLabels[v] })),
            onClick: ({ key }) => insert(key as (typeof emailVariables)[number]),
          }}
        >
          <Button size="small">Insert variable</Button>
        </Dropdown>
      </Flex>
      <Input.TextArea
        ref={ref}
        id={props.id}
        value={props.value}
        rows={props.rows ?? 6}
        status={props.status}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
      <Typography.Text
        type={props.value.length > max ? 'danger' : 'secondary'}
        data-testid={`${props.id}-counter`}
        style={{ display: 'block', textAlign: 'right' }}
      >
        {props.value.length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
      </Typography.Text>
    </div>
  );
}
