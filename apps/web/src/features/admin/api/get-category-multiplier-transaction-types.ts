import { getCategoryMultiplierTransactionTypes as getTransactionTypesContract } from '@airquote/shared/contracts/pricing/get-category-multiplier-transaction-types';
import { callApi } from '../../../lib/api-client.ts';

export function getCategoryMultiplierTransactionTypes() {
  return callApi(getTransactionTypesContract, {});
}
