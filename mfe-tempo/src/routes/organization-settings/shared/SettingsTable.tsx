import type { TableColumnType } from 'antd';
import { PagedTable, type PagedTableProps } from '@ensemble/shared-ui';
import { RowActions, type RowAction } from './RowActions';
import { LIST_PAGE_SIZES } from './useListState';

export interface SettingsTableProps<T> extends PagedTableProps<T> {
  /**
   * What the list holds ('sources'): its texts follow spec 2 §2 — 'Unable to get sources', 'No sources to
   * display' and, when `searchable`, the search box 'Search sources' — unless given; its test id is
   * 'sources-table'.
   */
  items: string;
  searchable?: boolean;
}

/**
 * A settings list (spec 2 §2): rows keyed by id, page sizes 5/10/25/50, the error title alone and the empty text
 * without an image, as the settings tabs show them.
 */
export function SettingsTable<T extends { id: number }>({
  items,
  searchable,
  ...props
}: SettingsTableProps<T>) {
  return (
    <PagedTable<T>
      data-testid={`${items}-table`}
      rowKey="id"
      errorDetail={false}
      plainEmpty
      pageSizes={LIST_PAGE_SIZES}
      scroll={{ x: true }}
      errorTitle={`Unable to get ${items}`}
      emptyText={`No ${items} to display`}
      search={searchable ? { placeholder: `Search ${items}` } : undefined}
      {...props}
    />
  );
}

/** The 'Actions' column: the row's icon buttons (borderless with `text`). */
export function actionsColumn<T>(
  actions: (row: T) => RowAction[] | null,
  options: { text?: boolean; width?: number } = {},
): TableColumnType<T> {
  return {
    title: 'Actions',
    key: 'actions',
    width: options.width,
    render: (_: unknown, row: T) => {
      const list = actions(row);
      return list ? <RowActions text={options.text} actions={list} /> : null;
    },
  };
}
