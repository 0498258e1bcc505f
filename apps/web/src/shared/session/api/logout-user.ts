import { logoutUser as logoutUserContract } from '@airquote/shared/contracts/sign-in-path.generated';
import { callApi } from '../../../lib/api-client.ts';

/** The call that ends the session: it goes even as the page is being left (api-client.ts). */
export function logoutUser(): Promise<boolean> {
  return callApi(logoutUserContract, {}, { switchesSession: true });
}
