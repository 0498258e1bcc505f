import { describe, expect, it, vi } from 'vitest';
import {
  productTypeNotInScheduleMessage,
  productTypeWithinScheduleError,
} from './product-type-within-schedule.ts';

describe('product type within schedule (spec section 5)', () => {
  it('passes without a schedule or a product type, and asks nobody', async () => {
    const exists = vi.fn(async () => false);
    expect(await productTypeWithinScheduleError(null, 1, exists)).toBeNull();
    expect(await productTypeWithinScheduleError(5, null, exists)).toBeNull();
    expect(exists).not.toHaveBeenCalled();
  });

  it('errs when the server says the schedule has no active line item of the type', async () => {
    expect(await productTypeWithinScheduleError(5, 1, async () => true)).toBeNull();
    expect(await productTypeWithinScheduleError(5, 2, async () => false)).toBe(
      'productTypeDoesntExistsWithinSchedule',
    );
    expect(productTypeNotInScheduleMessage).toBe(
      "Active line item(s) for selected Product type don't exist within selected schedule",
    );
  });
});
