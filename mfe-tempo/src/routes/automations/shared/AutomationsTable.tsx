import { useState, type ReactNode } from 'react';
import { Button, Switch, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  automationMessages as M,
  type Paginated,
  settingsMessages,
  sortableColumn,
  type SortKey,
} from '@ensemble/contracts';
import {
  EmptyState,
  PagedTable,
  type PagedTableState,
  type QueryStatus,
  useConfirmDelete,
  useNotify,
} from '@ensemble/shared-ui';
import { deleteAction, editAction, RowActions } from '../../organization-settings/shared/RowActions';
import { DATE_FORMAT } from './format';

/** What both automation lists show of a row. */
export interface ListedAutomation {
  id: number;
  name: string;
  active: boolean;
  created_at: string;
}

export interface AutomationsTableProps<T extends ListedAutomation> {
  /** 'build-your-own' or 'result-based': the table's test id and its search box's name. */
  testId: string;
  query: QueryStatus & { isFetching: boolean; data?: Paginated<T> };
  state: PagedTableState;
  /** The columns between Name and Created (the type, the audience…). */
  columns: TableColumnsType<T>;
  createLabel: string;
  /** The empty state's line: what an automation of this tab does. */
  emptyText: string;
  onCreate: () => void;
  onEdit: (row: T) => void;
  /** Turns the automation on or off; resolves with RTK Query's result. */
  toggle: (row: T, active: boolean) => Promise<{ error?: unknown }>;
  /** Deletes it; rejects with the API's error (an `.unwrap()`). */
  remove: (row: T) => Promise<unknown>;
  /** What the delete confirmation adds to 'Are you sure you want to delete?'. */
  deleteText?: ReactNode;
}

/** The sorts the API takes (contracts' sortableColumns.automations). */
const sortable = (key: SortKey<'automations'>, ordering: string | undefined) =>
  sortableColumn('automations', key, ordering);

/**
 * A list of automations (Build your own, Result based; spec 3 §2, §7): 100 a page, searched by name (300 ms),
 * sorted by name or creation; the active toggle ('Automation updated', or the error 'Unable to update
 * automation'), edit, and delete after a confirmation — a failure shows 'Unable to delete automation' as an error
 * (the spec's noted defect showed it as a success).
 */
export function AutomationsTable<T extends ListedAutomation>(props: AutomationsTableProps<T>) {
  const { state } = props;
  const notify = useNotify();
  const [toggling, setToggling] = useState<number | null>(null);
  const confirmDelete = useConfirmDelete<T>({
    title: (a) => `Delete ${a.name}`,
    text: () => (
      <>
        {settingsMessages.deleteConfirmText} {props.deleteText}
      </>
    ),
    remove: props.remove,
    deleted: settingsMessages.deletedSuccessfully,
    failed: () => M.unableToDelete,
  });

  const toggle = async (row: T, active: boolean) => {
    setToggling(row.id);
    const result = await props.toggle(row, active);
    setToggling(null);
    if (result.error) notify.error(M.unableToUpdate);
    else notify.success(M.updated);
  };

  const columns: TableColumnsType<T> = [
    { title: 'Name', dataIndex: 'name', ...sortable('name', state.ordering) },
    ...props.columns,
    {
      title: 'Created',
      dataIndex: 'created_at',
      width: 120,
      ...sortable('created_at', state.ordering),
      render: (d: string) => dayjs(d).format(DATE_FORMAT),
    },
    {
      title: 'Active',
      dataIndex: 'active',
      width: 90,
      render: (_: boolean, row) => (
        <Switch
          aria-label={`Active: ${row.name}`}
          checked={row.active}
          loading={toggling === row.id}
          onChange={(on) => void toggle(row, on)}
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <RowActions
          actions={[
            editAction(`Edit ${row.name}`, () => props.onEdit(row)),
            deleteAction(`Delete ${row.name}`, () => confirmDelete.ask(row)),
          ]}
        />
      ),
    },
  ];

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>
      {props.createLabel}
    </Button>
  );
  return (
    <>
      <PagedTable<T>
        data-testid={`${props.testId}-table`}
        rowKey="id"
        columns={columns}
        query={props.query}
        state={state}
        errorTitle="Unable to get the automations"
        search={{ placeholder: 'Search automations' }}
        toolbar={create}
        scroll={{ x: 'max-content' }}
        emptyText={
          state.search ? (
            <EmptyState description="No automations match your search." />
          ) : (
            <EmptyState description={props.emptyText} action={create} />
          )
        }
      />
      {confirmDelete.modal}
    </>
  );
}
