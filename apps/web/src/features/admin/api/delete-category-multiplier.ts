import { deleteCategoryMultiplier as deleteCategoryMultiplierContract } from '@airquote/shared/contracts/pricing/delete-category-multiplier';
import { callApi } from '../../../lib/api-client.ts';

export function deleteCategoryMultiplier(multiplierId: number, rowVersion: number) {
  return callApi(deleteCategoryMultiplierContract, {
    body: { ProductTypeCategoryMultiplierId: multiplierId, RowVersion: rowVersion },
  });
}
