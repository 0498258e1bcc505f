import { z } from 'zod';
import { binaryResponse, defineContract } from '../define-contract.ts';

export const getBrandLogo = defineContract({
  method: 'GET',
  path: '/brand/logos/:brandId',
  summary: "The brand's logo image",
  tag: 'Brand',
  access: { kind: 'anonymous' },
  params: z.object({ brandId: z.coerce.number().int().positive() }),
  response: binaryResponse,
});
