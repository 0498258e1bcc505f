import { getPermissions as getPermissionsContract } from '@airquote/shared/contracts/role/get-permissions';
import { callApi } from '../../../lib/api-client.ts';

export function getPermissions() {
  return callApi(getPermissionsContract, {});
}
