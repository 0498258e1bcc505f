import { describe, expect, it } from 'vitest';
import {
  nextSort,
  pageFromParams,
  pageOf,
  type SortRequest,
  setSortParams,
  sortFromParams,
  sortRows,
} from './list-rules.ts';

const byDate: SortRequest<'Name' | 'DateModified'> = {
  SortField: 'DateModified',
  SortDirection: 'Descending',
};

describe('list rules', () => {
  it('a header click flips the direction of the same column and starts another one ascending', () => {
    expect(nextSort(byDate, 'DateModified')).toEqual({
      SortField: 'DateModified',
      SortDirection: 'Ascending',
    });
    expect(nextSort(byDate, 'Name')).toEqual({ SortField: 'Name', SortDirection: 'Ascending' });
    expect(nextSort({ SortField: 'Name', SortDirection: 'Ascending' }, 'Name').SortDirection).toBe(
      'Descending',
    );
  });

  it('keeps the sort in the address, leaves the default out and ignores fields not allowed', () => {
    const fields = ['Name', 'DateModified'] as const;
    const params = new URLSearchParams('view=schedules');
    setSortParams(params, { SortField: 'Name', SortDirection: 'Ascending' }, byDate);
    expect(params.toString()).toBe('view=schedules&sort=Name&dir=asc');
    expect(sortFromParams(params, fields, byDate)).toEqual({ SortField: 'Name', SortDirection: 'Ascending' });
    setSortParams(params, byDate, byDate);
    expect(params.toString()).toBe('view=schedules');
    expect(sortFromParams(new URLSearchParams('sort=Password&dir=asc'), fields, byDate)).toBe(byDate);
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFromParams(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageFromParams(new URLSearchParams('page=2.5'))).toBe(1);
  });

  it('sorts text ignoring case with numbers by value, empty values last in both directions', () => {
    const rows = [
      { name: 'Level 10', count: 2, active: true },
      { name: 'level 2', count: 10, active: false },
      { name: '', count: 0, active: true },
      { name: 'Annex', count: 5, active: true },
    ];
    expect(sortRows(rows, 'name', 'Ascending').map((row) => row.name)).toEqual([
      'Annex',
      'level 2',
      'Level 10',
      '',
    ]);
    expect(sortRows(rows, 'name', 'Descending').map((row) => row.name)).toEqual([
      'Level 10',
      'level 2',
      'Annex',
      '',
    ]);
    expect(sortRows(rows, 'count', 'Descending').map((row) => row.count)).toEqual([10, 5, 2, 0]);
    // Equal values keep the order the server gave (newest first).
    expect(sortRows(rows, 'active', 'Ascending').map((row) => row.name)).toEqual([
      'level 2',
      'Level 10',
      '',
      'Annex',
    ]);
    expect(rows[0]?.name).toBe('Level 10');
  });

  it('pages rows held in the browser; a page past the end shows the last one', () => {
    const rows = Array.from({ length: 52 }, (_, index) => index + 1);
    expect(pageOf(rows, 1, 25)).toHaveLength(25);
    expect(pageOf(rows, 3, 25)).toEqual([51, 52]);
    expect(pageOf(rows, 9, 25)).toEqual([51, 52]);
    expect(pageOf([], 1, 25)).toEqual([]);
  });
});
