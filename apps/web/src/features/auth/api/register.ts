import { register as registerContract } from '@airquote/shared/contracts/app-user/register';
import type { RegistrationRequest } from '@airquote/shared/rules/forms';
import { callApi } from '../../../lib/api-client.ts';

export function register(request: RegistrationRequest) {
  return callApi(registerContract, { body: request });
}
