import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';

export const getResetPasswordVM = defineContract({
  method: 'GET',
  path: '/AppUser/GetResetPasswordVM/:userId',
  summary: 'Whether the user already has a password and has signed the terms of use',
  tag: 'AppUser',
  access: { kind: 'anonymous' },
  params: z.object({ userId: idParamSchema }),
  response: z.object({ hasPassword: z.boolean(), signedCustomerTermsOfUse: z.boolean() }),
});
