import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';

export interface RowAction {
  /** The button's accessible name ('Edit Walk-In'). */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  tooltip?: string;
  disabled?: boolean;
  danger?: boolean;
}

export const viewAction = (label: string, onClick: () => void, tooltip: string, disabled = false) => ({
  label,
  icon: <EyeOutlined />,
  onClick,
  tooltip,
  disabled,
});
export const editAction = (label: string, onClick: () => void, tooltip?: string): RowAction => ({
  label,
  icon: <EditOutlined />,
  onClick,
  tooltip,
});
export const deleteAction = (label: string, onClick: () => void, tooltip?: string): RowAction => ({
  label,
  icon: <DeleteOutlined />,
  onClick,
  tooltip,
  danger: true,
});

/** A settings row's icon buttons: small ones, or borderless ones (`text`) each with its tooltip. */
export function RowActions({ actions, text = false }: { actions: RowAction[]; text?: boolean }) {
  return (
    <Space>
      {actions.map((a) => {
        const button = (
          <Button
            key={a.label}
            size={text ? undefined : 'small'}
            type={text ? 'text' : undefined}
            danger={a.danger}
            icon={a.icon}
            aria-label={a.label}
            disabled={a.disabled}
            onClick={a.onClick}
          />
        );
        return a.tooltip ? (
          <Tooltip key={a.label} title={a.tooltip}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </Space>
  );
}
