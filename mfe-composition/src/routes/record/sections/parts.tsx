import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ItemModal, PagedTable, type PagedTableProps } from '@ensemble/shared-ui';

/** What a section's add/edit modal is given: the lead, and its open state (item null to add). */
export interface SectionFormModalProps<T> {
  leadId: number;
  modal: ItemModal<T>;
}

/**
 * The buttons of a section's row: its own first (Open, Download, Complete), then Edit when it can be edited, then
 * Delete; `name` ends their accessible names ('Edit note 3', 'Delete note 3').
 */
export function RowActions(props: {
  name: string;
  onEdit?: () => void;
  onDelete: () => void;
  wrap?: boolean;
  children?: ReactNode;
}) {
  return (
    <Flex gap={4} wrap={props.wrap}>
      {props.children}
      {props.onEdit ? (
        <Button size="small" onClick={props.onEdit} aria-label={`Edit ${props.name}`}>
          Edit
        </Button>
      ) : null}
      <Button size="small" danger onClick={props.onDelete} aria-label={`Delete ${props.name}`}>
        Delete
      </Button>
    </Flex>
  );
}

/**
 * The row over a section's list: `start` on the left (a count, a total), then `end` and the primary button
 * (Add note, Upload document) on the right.
 */
export function SectionToolbar(props: {
  start?: ReactNode;
  end?: ReactNode;
  add?: { label: string; onClick: () => void; disabled?: boolean };
}) {
  return (
    <Flex justify={props.start ? 'space-between' : 'flex-end'} align="center" wrap gap={8}>
      {props.start}
      {props.end || props.add ? (
        <Flex align="center" gap={8} wrap>
          {props.end}
          {props.add ? (
            <Button type="primary" onClick={props.add.onClick} disabled={props.add.disabled}>
              {props.add.label}
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}

/**
 * A section's table: a small PagedTable keyed by id whose rows are the query's list unless given, and whose error
 * panel reads '<items> could not be loaded'.
 */
export function SectionTable<T extends object>({ items, ...props }: PagedTableProps<T> & { items?: string }) {
  const listed = props.query?.data;
  return (
    <PagedTable<T>
      size="small"
      rowKey="id"
      rows={Array.isArray(listed) ? (listed as T[]) : undefined}
      errorTitle={items ? `${items} could not be loaded` : undefined}
      {...props}
    />
  );
}

/** The Actions column of a section's table (RowActions, usually). */
export function actionsColumn<T>(render: (row: T) => ReactNode, width?: number): ColumnType<T> {
  return { title: 'Actions', key: 'actions', width, render: (_: unknown, row: T) => render(row) };
}
