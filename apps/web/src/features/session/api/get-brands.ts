import { getBrands as getBrandsContract } from '@airquote/shared/contracts/brand/get-brands';
import { callApi } from '../../../lib/api-client.ts';

export function getBrands() {
  return callApi(getBrandsContract, {});
}
