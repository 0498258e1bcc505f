import { upsertCompanyLogo as upsertCompanyLogoContract } from '@airquote/shared/contracts/company/upsert-company-logo';
import { callApi } from '../../../lib/api-client.ts';

/** Multipart: the company id and the file (spec section 3, logo upload: companyId, file). */
export function upsertCompanyLogo(companyId: number, file: File) {
  const form = new FormData();
  form.append('companyId', String(companyId));
  form.append('file', file, file.name);
  return callApi(upsertCompanyLogoContract, { body: form });
}
