import { getCompanyLogo } from '@airquote/shared/contracts/company/get-company-logo';
import { searchCompanies as searchCompaniesContract } from '@airquote/shared/contracts/company/search-companies';
import { hasCustomLogo } from '@airquote/shared/rules/company-logo';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { findCompanyWithBrand, isEmployeeOf, searchCompanies } from './company.repository.ts';
import { toCompany } from './company-mapper.ts';

/** Spec section 9 (shared rule), and only when there are bytes to serve. */
function servesCustomLogo(logoFileName: string, logoData: Uint8Array | null): logoData is Uint8Array {
  return hasCustomLogo(logoFileName) && !!logoData && logoData.length > 0;
}

export function companyRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(searchCompaniesContract, async ({ body, session }) => {
      const rows = await searchCompanies(deps.db, {
        includeInactive: body.IncludeInactive,
        userId: session.userId,
        seesAll: session.principal.isInternal,
      });
      return { Companies: rows.map((row) => toCompany(row.company, row.brand)) };
    }),
    defineRoute(getCompanyLogo, async ({ params, session }) => {
      const row = await findCompanyWithBrand(deps.db, params.companyId);
      const visible =
        row &&
        (session.principal.isInternal || (await isEmployeeOf(deps.db, session.userId, params.companyId)));
      if (!row || !visible) throw notFound('Company not found.');
      const { company, brand } = row;
      if (servesCustomLogo(company.logoFileName, company.logoData)) {
        return {
          contentType: company.logoContentType ?? 'application/octet-stream',
          body: Buffer.from(company.logoData),
          fileName: company.logoFileName,
          // Revalidated on every load: an admin's new logo shows at once (the shell keeps it in memory).
          cacheControl: 'private, no-cache',
        };
      }
      return { contentType: 'image/svg+xml', body: brand.logoSvg, fileName: `brand-${brand.brandId}.svg` };
    }),
  ];
}
