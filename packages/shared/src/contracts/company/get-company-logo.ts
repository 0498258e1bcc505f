import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { binaryResponse, defineContract } from '../define-contract.ts';

export const getCompanyLogo = defineContract({
  method: 'GET',
  path: '/company/logos/:companyId',
  summary: "The company's custom logo, or its brand's logo when it has none",
  tag: 'Company',
  access: { kind: 'user' },
  params: z.object({ companyId: idParamSchema }),
  response: binaryResponse,
});
