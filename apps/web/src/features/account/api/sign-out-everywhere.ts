import { signOutEverywhere as signOutEverywhereContract } from '@airquote/shared/contracts/app-user/sign-out-everywhere';
import { callApi } from '../../../lib/api-client.ts';

export function signOutEverywhere(): Promise<boolean> {
  return callApi(signOutEverywhereContract, {});
}
