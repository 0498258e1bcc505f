import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { brandSchema } from '../user-info.ts';

export const getBrands = defineContract({
  method: 'GET',
  path: '/Brand/getBrands',
  summary: 'The brands, loaded by the web app at startup',
  tag: 'Brand',
  access: { kind: 'anonymous' },
  response: z.array(brandSchema),
});
