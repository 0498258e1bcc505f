import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { adminCompanySchema } from './admin-company-schemas.ts';

export const upsertCompanyLogo = defineContract({
  method: 'POST',
  path: '/Company/UpsertCompanyLogo',
  summary: 'Upload a company logo (multipart: companyId, file; PNG, JPEG, GIF or WebP up to 512 KB)',
  tag: 'Company',
  access: { kind: 'permission', permission: 'admin.companies' },
  multipart: z.object({ companyId: z.coerce.number().pipe(idSchema) }),
  response: adminCompanySchema,
});
