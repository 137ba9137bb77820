import { Typography } from 'antd';
import { textConstants } from '@ensemble/contracts';
import { VariableTextArea } from '../email/VariableTextArea';
import { segmentLine } from './write';

/**
 * A text message as written: the textarea with its variables and its counter to 320 characters (spec 3 §9), and
 * how many SMS it goes out as. The count is of the message as written; each contact's values change it.
 */
export function MessageField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  status?: 'error';
  rows?: number;
  placeholder?: string;
}) {
  return (
    <div>
      <VariableTextArea {...props} max={textConstants.messageMax} rows={props.rows ?? 5} />
      <Typography.Text type="secondary" data-testid={`${props.id}-segments`}>
        {segmentLine(props.value)}
      </Typography.Text>
    </div>
  );
}
