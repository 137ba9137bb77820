import { sortableColumn, sortableColumns } from './table-orderings';

describe('sortableColumn', () => {
  it("is sortable only when the contract lists its key for the table (the API's orderings)", () => {
    expect(sortableColumn('opportunities', 'win_amount', '-win_amount')).toEqual({
      key: 'win_amount',
      sorter: true,
      sortOrder: 'descend',
    });
    expect(sortableColumn('opportunities', 'email', 'email').sortOrder).toBe('ascend');
    expect(sortableColumn('opportunities', 'email', '-win_amount').sortOrder).toBeNull();
    // A key of the stage tables' union that this table does not list (what the API would refuse) is not sortable.
    const key = 'total_sales' as 'email';
    expect(sortableColumns.prospects).not.toContain('total_sales');
    expect(sortableColumn('prospects', key, 'total_sales')).toEqual({ key, sorter: false, sortOrder: null });
  });
});
