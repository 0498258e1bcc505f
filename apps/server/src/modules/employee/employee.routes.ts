import { deleteEmployeeCompanyRole } from '@airquote/shared/contracts/employee/delete-employee-company-role';
import { employeeDeactivate as employeeDeactivateContract } from '@airquote/shared/contracts/employee/employee-deactivate';
import { getEmployeeById as getEmployeeByIdContract } from '@airquote/shared/contracts/employee/get-employee-by-id';
import { getEmployeesByUserId as getEmployeesByUserIdContract } from '@airquote/shared/contracts/employee/get-employees-by-user-id';
import { searchEmployees } from '@airquote/shared/contracts/employee/search-employees';
import { upsertEmployee as upsertEmployeeContract } from '@airquote/shared/contracts/employee/upsert-employee';
import { upsertEmployeeCompanyRole } from '@airquote/shared/contracts/employee/upsert-employee-company-role';
import { upsertUserCompany as upsertUserCompanyContract } from '@airquote/shared/contracts/employee/upsert-user-company';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import * as service from './employee.service.ts';

/** The admin area's employee calls (spec section 7; issue 7 part 2). */
export function employeeRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(searchEmployees, async ({ body }) =>
      service.searchAdminEmployees(deps, {
        companyId: body.CompanyId,
        searchText: body.SearchText,
        includeInactive: body.IncludeInactive,
      }),
    ),
    defineRoute(getEmployeesByUserIdContract, async ({ params }) =>
      service.getEmployeesByUserId(deps, params.userId),
    ),
    defineRoute(getEmployeeByIdContract, async ({ params }) =>
      service.getEmployeeById(deps, params.employeeId),
    ),
    defineRoute(upsertEmployeeContract, async ({ body, session, request }) =>
      service.upsertEmployee(deps, actorOf(session, request.id), body),
    ),
    defineRoute(upsertUserCompanyContract, async ({ body, session, request }) =>
      service.upsertUserCompany(deps, actorOf(session, request.id), body),
    ),
    defineRoute(upsertEmployeeCompanyRole, async ({ body, session, request }) =>
      service.changeEmployeeCompanyRole(deps, actorOf(session, request.id), body, true),
    ),
    defineRoute(deleteEmployeeCompanyRole, async ({ body, session, request }) =>
      service.changeEmployeeCompanyRole(deps, actorOf(session, request.id), body, false),
    ),
    defineRoute(employeeDeactivateContract, async ({ body, session, request }) =>
      service.employeeDeactivate(deps, actorOf(session, request.id), body),
    ),
  ];
}
