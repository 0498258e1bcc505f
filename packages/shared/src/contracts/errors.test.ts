import { describe, expect, it } from 'vitest';
import { genericResponseSchema } from './errors.ts';
import { deleteDistributor } from './pricing/delete-distributor.ts';

describe('the generic response (spec section 3)', () => {
  it('defaults Success to false and WarningMessages to an empty list', () => {
    expect(genericResponseSchema.parse({})).toEqual({ Success: false, WarningMessages: [] });
    expect(genericResponseSchema.parse({ Success: true })).toEqual({ Success: true, WarningMessages: [] });
    expect(genericResponseSchema.parse({ WarningMessages: ['Check the price.'] })).toEqual({
      Success: false,
      WarningMessages: ['Check the price.'],
    });
  });

  it('is the answer of the contracts that use it, and refuses a wrong type', () => {
    expect(deleteDistributor.response.parse({})).toEqual({ Success: false, WarningMessages: [] });
    expect(genericResponseSchema.safeParse({ Success: 'yes' }).success).toBe(false);
    expect(genericResponseSchema.safeParse({ WarningMessages: 'none' }).success).toBe(false);
  });
});
