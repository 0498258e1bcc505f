import { PRODUCT_TYPE_NOT_IN_SCHEDULE_ERROR } from '@airquote/shared/contracts/product-type/product-type-schemas';
import { fieldMessage } from '@airquote/shared/rules/messages';

/**
 * Spec section 5 validator: with both a schedule and a product type, the schedule must hold an
 * active line item of that type (asked of the server); without both it passes.
 */
export async function productTypeWithinScheduleError(
  scheduleId: number | null,
  productTypeId: number | null,
  existsWithinSchedule: (scheduleId: number, productTypeId: number) => Promise<boolean>,
): Promise<typeof PRODUCT_TYPE_NOT_IN_SCHEDULE_ERROR | null> {
  if (!scheduleId || !productTypeId) return null;
  return (await existsWithinSchedule(scheduleId, productTypeId)) ? null : PRODUCT_TYPE_NOT_IN_SCHEDULE_ERROR;
}

export const productTypeNotInScheduleMessage = fieldMessage(
  PRODUCT_TYPE_NOT_IN_SCHEDULE_ERROR,
  'Product Type',
);
