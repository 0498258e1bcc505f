import { updateProfileRequestSchema } from '../../rules/forms.ts';
import { defineContract } from '../define-contract.ts';
import { appUserSchema } from '../user-info.ts';

export const updateProfile = defineContract({
  method: 'PUT',
  path: '/AppUser/updateprofile',
  summary: "Update the signed-in user's name and default company",
  tag: 'AppUser',
  access: { kind: 'user' },
  body: updateProfileRequestSchema,
  response: appUserSchema,
});
