import { impersonateUserStart } from '@airquote/shared/contracts/app-user/impersonate-user-start';
import { impersonateUserStop } from '@airquote/shared/contracts/app-user/impersonate-user-stop';
import { callApi } from '../../../lib/api-client.ts';

/** Switches the session: run it inside switchSession (api-client.ts), which holds other calls. */
export function startImpersonatingUser(userId: number) {
  return callApi(impersonateUserStart, { body: { UserId: userId } }, { switchesSession: true });
}

export function stopImpersonatingUser() {
  return callApi(impersonateUserStop, {}, { switchesSession: true });
}
