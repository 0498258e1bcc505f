import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { binaryResponse, defineContract } from '../define-contract.ts';

export const getBrandLogo = defineContract({
  method: 'GET',
  path: '/brand/logos/:brandId',
  summary: "The brand's logo image",
  tag: 'Brand',
  access: { kind: 'anonymous' },
  params: z.object({ brandId: idParamSchema }),
  response: binaryResponse,
});
