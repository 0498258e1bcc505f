import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { companySchema } from '../user-info.ts';

export const searchCompanies = defineContract({
  method: 'POST',
  path: '/Company/search',
  summary: 'Companies the user may see (all of them for internal staff)',
  tag: 'Company',
  access: { kind: 'user' },
  body: z.object({ IncludeInactive: z.boolean().default(false) }),
  response: z.object({ Companies: z.array(companySchema) }),
});
