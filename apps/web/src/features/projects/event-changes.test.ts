import { describe, expect, it } from 'vitest';
import { changedFields } from './event-changes.ts';

describe('changedFields', () => {
  it('lists the fields whose value changed, without bookkeeping fields', () => {
    expect(
      changedFields({
        Before: { Name: 'Old', IsActive: true, RowVersion: 1, Description: '' },
        After: { Name: 'New', IsActive: false, RowVersion: 2, Description: '' },
      }),
    ).toEqual([
      { field: 'Name', before: 'Old', after: 'New' },
      { field: 'IsActive', before: 'Yes', after: 'No' },
    ]);
  });

  it('shows a created record as values after nothing', () => {
    expect(changedFields({ Before: null, After: { Name: 'School' } })).toEqual([
      { field: 'Name', before: '—', after: 'School' },
    ]);
  });
});
