import { searchProductTypes as searchProductTypesContract } from '@airquote/shared/contracts/product-type/search-product-types';
import { callApi } from '../../../lib/api-client.ts';

export function searchProductTypes() {
  return callApi(searchProductTypesContract, { body: { IncludeInactive: false } });
}
