import { getAddressLookUpData as getAddressLookUpDataContract } from '@airquote/shared/contracts/location/get-address-lookup-data';
import { callApi } from '../../../lib/api-client.ts';

export function getAddressLookUpData() {
  return callApi(getAddressLookUpDataContract, {});
}
