import { describe, expect, it } from 'vitest';
import { lookupSelectData } from './use-project-lookups.ts';

describe('lookupSelectData', () => {
  it('offers active options and keeps a retired current value, marked', () => {
    const options = [
      { Id: 1, Name: 'Education', IsActive: true },
      { Id: 2, Name: 'Retail', IsActive: false },
      { Id: 3, Name: 'Healthcare', IsActive: false },
    ];
    expect(lookupSelectData(options, 2)).toEqual([
      { value: 1, label: 'Education' },
      { value: 2, label: 'Retail (inactive)' },
    ]);
    expect(lookupSelectData(options, null)).toEqual([{ value: 1, label: 'Education' }]);
  });
});
