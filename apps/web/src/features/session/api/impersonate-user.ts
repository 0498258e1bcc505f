import { impersonateUserStart } from '@airquote/shared/contracts/app-user/impersonate-user-start';
import { impersonateUserStop } from '@airquote/shared/contracts/app-user/impersonate-user-stop';
import { callApi } from '../../../lib/api-client.ts';

export function startImpersonatingUser(userId: number) {
  return callApi(impersonateUserStart, { body: { UserId: userId } });
}

export function stopImpersonatingUser() {
  return callApi(impersonateUserStop, {});
}
