import { likePattern, pageWindow, parseOrdering, toPage } from './pagination';

describe('pagination helpers', () => {
  it('turns a 1-based page into skip/take', () => {
    expect(pageWindow({ page: 1, per_page: 10 })).toEqual({ skip: 0, take: 10 });
    expect(pageWindow({ page: 3, per_page: 5 })).toEqual({ skip: 10, take: 5 });
    expect(pageWindow({ page: 0, per_page: 0 })).toEqual({ skip: 0, take: 1 });
  });

  it('presents rows with the total count', () => {
    expect(toPage([1, 2], 7, (n) => n * 10)).toEqual({ results: [10, 20], count: 7 });
  });

  it('escapes LIKE wildcards and lower-cases the search', () => {
    expect(likePattern('Ab%_c!')).toBe('%ab!%!_c!!%');
  });

  it('parses ordering against an allow-list', () => {
    expect(parseOrdering('', ['id'], '-id')).toEqual({ field: 'id', direction: 'DESC' });
    expect(parseOrdering('id', ['id'], '-id')).toEqual({ field: 'id', direction: 'ASC' });
    expect(parseOrdering('-name', ['id'], '-id')).toBeNull();
  });
});
