import { getProductTypeCategories as contract } from '@airquote/shared/contracts/catalog/get-product-type-categories';
import { callApi } from '../../../lib/api-client.ts';

/** Every product type category: the names of the categories a quote's lines fall in. */
export function getProductTypeCategories(options: { signal?: AbortSignal } = {}) {
  return callApi(contract, { query: {} }, options);
}
