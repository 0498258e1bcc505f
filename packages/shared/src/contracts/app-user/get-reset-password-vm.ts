import { z } from 'zod';
import { defineContract } from '../define-contract.ts';

export const getResetPasswordVM = defineContract({
  method: 'GET',
  path: '/AppUser/GetResetPasswordVM/:userId',
  summary: 'Whether the user already has a password and has signed the terms of use',
  tag: 'AppUser',
  access: { kind: 'anonymous' },
  params: z.object({ userId: z.coerce.number().int().positive() }),
  response: z.object({ hasPassword: z.boolean(), signedCustomerTermsOfUse: z.boolean() }),
});
