import { updateProfile as updateProfileContract } from '@airquote/shared/contracts/app-user/update-profile';
import { callApi } from '../../../lib/api-client.ts';

export type ProfileRequest = { FirstName: string; LastName: string; DefaultCompanyId: number | null };

export function updateProfile(request: ProfileRequest) {
  return callApi(updateProfileContract, { body: request });
}
