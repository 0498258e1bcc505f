import { z } from 'zod/mini';
import { MAX_ID } from '../../rules/id-limits.ts';
import { binaryResponse, defineContract } from '../define-contract.ts';

export const getCompanyLogo = defineContract({
  method: 'GET',
  path: '/company/logos/:companyId',
  summary: "The company's custom logo, or its brand's logo when it has none",
  tag: 'Company',
  access: { kind: 'user' },
  // idParamSchema's rule in zod/mini: the logo is drawn on the sign-in screens.
  params: z.object({ companyId: z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID)) }),
  response: binaryResponse,
});
