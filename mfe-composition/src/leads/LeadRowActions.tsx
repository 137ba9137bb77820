import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { LeadRecord } from '@ensemble/contracts';
import { MessageShortcuts } from './MessageShortcuts';

const withTooltip = (title: string | undefined, button: ReactNode) =>
  title ? <Tooltip title={title}>{button}</Tooltip> : button;

/**
 * A contact row's actions (spec 2 §2): open its record (`view`: 'Preview' or 'Open'), text and email shortcuts,
 * edit and delete. `editTooltips` gives Edit and Delete their tooltips too.
 */
export function LeadRowActions(props: {
  organizationId: number;
  lead: LeadRecord;
  name: string;
  view: 'Preview' | 'Open';
  onView: () => void;
  noPhone: string;
  noEmail: string;
  onEdit: () => void;
  onDelete: () => void;
  editTooltips?: boolean;
}) {
  const { name } = props;
  return (
    <Space size={4}>
      <Tooltip title={props.view}>
        <Button
          size="small"
          icon={<EyeOutlined />}
          aria-label={`${props.view} ${name}`}
          onClick={props.onView}
        />
      </Tooltip>
      <MessageShortcuts
        organizationId={props.organizationId}
        lead={props.lead}
        name={name}
        noPhone={props.noPhone}
        noEmail={props.noEmail}
      />
      {withTooltip(
        props.editTooltips ? 'Edit' : undefined,
        <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${name}`} onClick={props.onEdit} />,
      )}
      {withTooltip(
        props.editTooltips ? 'Delete' : undefined,
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Delete ${name}`}
          onClick={props.onDelete}
        />,
      )}
    </Space>
  );
}
