import { getCompanies } from '@airquote/shared/contracts/company/get-companies';
import { updateCompany } from '@airquote/shared/contracts/company/update-company';
import { updateCompanyStatus as updateCompanyStatusContract } from '@airquote/shared/contracts/company/update-company-status';
import { upsertCompany } from '@airquote/shared/contracts/company/upsert-company';
import { upsertCompanyLogo } from '@airquote/shared/contracts/company/upsert-company-logo';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  listCompanies,
  saveCompany,
  updateCompanyStatus,
  uploadCompanyLogo,
} from './company-admin.service.ts';

/** The admin area's company calls (spec section 7; issue 7 part 1). */
export function companyAdminRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getCompanies, async ({ query }) => listCompanies(deps, query.includeInactive)),
    defineRoute(upsertCompany, async ({ body, session, request }) =>
      saveCompany(deps, actorOf(session, request.id), body),
    ),
    defineRoute(updateCompany, async ({ body, session, request }) =>
      saveCompany(deps, actorOf(session, request.id), body),
    ),
    defineRoute(updateCompanyStatusContract, async ({ body, session, request }) =>
      updateCompanyStatus(deps, actorOf(session, request.id), body),
    ),
    defineRoute(upsertCompanyLogo, async ({ body, session, request }) =>
      uploadCompanyLogo(deps, actorOf(session, request.id), body.companyId, body.file),
    ),
  ];
}
