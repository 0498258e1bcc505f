import { productTypeExistsWithinSchedule as productTypeExistsWithinScheduleContract } from '@airquote/shared/contracts/product-type/product-type-exists-within-schedule';
import { callApi } from '../../../lib/api-client.ts';

export function productTypeExistsWithinSchedule(scheduleId: number, productTypeId: number) {
  return callApi(productTypeExistsWithinScheduleContract, { query: { scheduleId, productTypeId } });
}
