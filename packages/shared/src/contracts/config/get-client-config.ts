import { z } from 'zod';
import { defineContract } from '../define-contract.ts';

export const clientConfigSchema = z.object({
  InactivityTimeoutSeconds: z.number(),
  InactivityCountdownSeconds: z.number(),
});

export const getClientConfig = defineContract({
  method: 'GET',
  path: '/Config/client',
  summary: 'Settings the browser needs (inactivity timeout)',
  tag: 'Config',
  access: { kind: 'anonymous' },
  response: clientConfigSchema,
});
