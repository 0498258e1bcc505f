import { updateProfile as updateProfileContract } from '@airquote/shared/contracts/app-user/update-profile';
import type { updateProfileRequestSchema } from '@airquote/shared/rules/forms';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';

/** The profile change as the contract's rules give it (no hand-copied type to drift). */
export type ProfileRequest = z.output<typeof updateProfileRequestSchema>;

export function updateProfile(request: ProfileRequest) {
  return callApi(updateProfileContract, { body: request });
}
