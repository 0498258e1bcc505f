import { getClientConfig as getClientConfigContract } from '@airquote/shared/contracts/config/get-client-config';
import { callApi } from '../../../lib/api-client.ts';

export function getClientConfig() {
  return callApi(getClientConfigContract, {});
}
