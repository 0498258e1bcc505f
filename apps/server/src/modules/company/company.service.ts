import { hasCustomLogo } from '@airquote/shared/rules/company-logo';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Session } from '../../plugins/auth.ts';
import { findCompanyWithBrand, isEmployeeOf, searchCompanies } from './company.repository.ts';
import { toCompany } from './company-mapper.ts';

/** The companies the caller may see: all for internal staff, otherwise their own. */
export async function searchVisibleCompanies(deps: AppDeps, session: Session, includeInactive: boolean) {
  const rows = await searchCompanies(deps.db, {
    includeInactive,
    userId: session.userId,
    seesAll: session.principal.isInternal,
  });
  return { Companies: rows.map((row) => toCompany(row.company, row.brand)) };
}

export type CompanyLogo =
  | { custom: true; contentType: string; data: Buffer; fileName: string }
  | { custom: false; svg: string; fileName: string };

/** A company's logo for internal staff and its employees: its own (spec section 9) or its brand's. */
export async function getCompanyLogoFor(
  deps: AppDeps,
  session: Session,
  companyId: number,
): Promise<CompanyLogo> {
  const row = await findCompanyWithBrand(deps.db, companyId);
  const visible =
    row && (session.principal.isInternal || (await isEmployeeOf(deps.db, session.userId, companyId)));
  if (!row || !visible) throw notFound('Company not found.');
  const { company, brand } = row;
  // Only when there are bytes to serve.
  if (hasCustomLogo(company.logoFileName) && company.logoData && company.logoData.length > 0)
    return {
      custom: true,
      contentType: company.logoContentType ?? 'application/octet-stream',
      data: Buffer.from(company.logoData),
      fileName: company.logoFileName,
    };
  return { custom: false, svg: brand.logoSvg, fileName: `brand-${brand.brandId}.svg` };
}
