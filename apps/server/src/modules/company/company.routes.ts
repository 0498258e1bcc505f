import { getCompanyLogo } from '@airquote/shared/contracts/company/get-company-logo';
import { searchCompanies as searchCompaniesContract } from '@airquote/shared/contracts/company/search-companies';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { getCompanyLogoFor, searchVisibleCompanies } from './company.service.ts';

export function companyRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(searchCompaniesContract, async ({ body, session }) =>
      searchVisibleCompanies(deps, session, body.IncludeInactive),
    ),
    defineRoute(getCompanyLogo, async ({ params, session }) => {
      const logo = await getCompanyLogoFor(deps, session, params.companyId);
      if (logo.custom)
        return {
          contentType: logo.contentType,
          body: logo.data,
          fileName: logo.fileName,
          // Revalidated on every load: an admin's new logo shows at once (the shell keeps it in memory).
          cacheControl: 'private, no-cache',
        };
      return { contentType: 'image/svg+xml', body: logo.svg, fileName: logo.fileName };
    }),
  ];
}
