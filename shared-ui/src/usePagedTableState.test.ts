import { act, renderHook } from '@testing-library/react';
import { orderingFor, sortOrderOf, usePagedTableState } from './usePagedTableState';

describe('usePagedTableState', () => {
  it('maps antd sorters to the API ordering and back', () => {
    expect(orderingFor('name', 'ascend')).toBe('name');
    expect(orderingFor('name', 'descend')).toBe('-name');
    expect(orderingFor('name', null)).toBeUndefined();
    expect(sortOrderOf('-name', 'name')).toBe('descend');
    expect(sortOrderOf('name', 'name')).toBe('ascend');
    expect(sortOrderOf(undefined, 'name')).toBeNull();
  });

  it('goes back to page 1 on a new sort or page size, and keeps the page otherwise', () => {
    const { result } = renderHook(() => usePagedTableState({ pageSize: 10, debounceMs: 0 }));
    act(() => result.current.onTableChange({ current: 3, pageSize: 10 }, {}, 'paginate'));
    expect(result.current.page).toBe(3);
    act(() =>
      result.current.onTableChange({ current: 3, pageSize: 10 }, { field: 'name', order: 'descend' }, 'sort'),
    );
    expect(result.current).toMatchObject({ page: 1, ordering: '-name' });
    act(() => result.current.onTableChange({ current: 2, pageSize: 10 }, {}, 'paginate'));
    act(() => result.current.onTableChange({ current: 2, pageSize: 25 }, {}, 'paginate'));
    expect(result.current).toMatchObject({ page: 1, pageSize: 25 });
  });
});
