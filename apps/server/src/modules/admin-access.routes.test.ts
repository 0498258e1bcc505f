import type { Contract } from '@airquote/shared/contracts/define-contract';
import { internalOnlyPermissions } from '@airquote/shared/enums/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { demoAccounts } from '../db/seed/demo-data.ts';
import { allContracts, permissionsOf } from '../test/contract-scan.ts';
import { bearer, createTestApp, signIn } from '../test/test-app.ts';

/**
 * Issue 7: only admins reach the admin area. Every contract in the shared package that needs an
 * admin-area permission is found by scanning the contracts, so a new admin endpoint is walked too;
 * each is then called as every demo account. Access is checked before validation, so an empty body
 * is enough: a refused caller gets 403, an admin gets through (any answer but 401/403) and changes
 * nothing, because the empty body or unknown ids stop the call after the access check.
 */
const adminPermissions = new Set<string>(internalOnlyPermissions);

function needsAdmin(contract: Contract): boolean {
  const permissions = permissionsOf(contract);
  return permissions.length > 0 && permissions.every((name) => adminPermissions.has(name));
}

const adminContracts = allContracts.filter(needsAdmin);

/** A request for a contract: path parameters name nothing that exists. */
function requestFor(contract: Contract, token: string | null) {
  const url = `/api${contract.path.replace(/:[A-Za-z0-9_]+/g, '999999')}`;
  const hasBody = contract.body !== undefined || contract.multipart !== undefined;
  return app.inject({
    method: contract.method,
    url,
    headers: token ? bearer(token) : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

let app: App;
const tokens = new Map<string, string>();
beforeAll(async () => {
  app = await createTestApp();
  for (const account of demoAccounts) tokens.set(account.email, await signIn(app, account.email));
});
afterAll(async () => app.close());

describe('the admin endpoints', () => {
  it('are found by scanning the contracts (companies, employees, users, roles, approvals)', () => {
    const paths = adminContracts.map((contract) => `${contract.method} ${contract.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /Company',
        'POST /Company/UpsertCompanyLogo',
        'PUT /Employee/EmployeeDeactivate',
        'PUT /AppUser/UpsertAppUserUserRole',
        'GET /AppUser/GetUserByUserRoleEnum/:roleName',
        'PUT /CompanyRole/updatecompanyrolepermission',
        'PUT /UserRole/updateuserrolepermission',
        'GET /AppUser/GetPendingApprovals',
      ]),
    );
    expect(adminContracts.length).toBeGreaterThanOrEqual(30);
  });

  const adminEmails = new Set(['admin@airquote.test']);
  it.each(demoAccounts.map((account) => [account.email, adminEmails.has(account.email)] as const))(
    'as %s (an admin: %s), only an admin gets through every admin endpoint',
    async (email, isAdmin) => {
      const token = tokens.get(email) ?? '';
      const outcomes: string[] = [];
      for (const contract of adminContracts) {
        const response = await requestFor(contract, token);
        const refused = response.statusCode === 403 || response.statusCode === 401;
        if (refused === isAdmin || response.statusCode >= 500)
          outcomes.push(`${contract.method} ${contract.path} → ${response.statusCode}`);
      }
      expect(outcomes).toEqual([]);
    },
  );

  it('answer 401 without a token', async () => {
    const statuses = new Set<number>();
    for (const contract of adminContracts) statuses.add((await requestFor(contract, null)).statusCode);
    expect([...statuses]).toEqual([401]);
  });
});
