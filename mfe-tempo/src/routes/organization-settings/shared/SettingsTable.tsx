import type { TableColumnType } from 'antd';
import { PagedTable, type PagedTableProps } from '@ensemble/shared-ui';
import { RowActions, type RowAction } from './RowActions';
import { LIST_PAGE_SIZES } from './useListState';

/**
 * A settings list (spec 2 §2): rows keyed by id, page sizes 5/10/25/50, the error title alone and the empty text
 * without an image, as the settings tabs show them.
 */
export function SettingsTable<T extends { id: number }>(props: PagedTableProps<T>) {
  return (
    <PagedTable<T>
      rowKey="id"
      errorDetail={false}
      plainEmpty
      pageSizes={LIST_PAGE_SIZES}
      scroll={{ x: true }}
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
