import type { CurrentUserInfo } from '@airquote/shared/contracts/user-info';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { UsersPage } from './users-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function signedInAs(isAppAdmin: boolean) {
  const info: CurrentUserInfo = {
    ClientId: sessionStore.getClientId(),
    AppUser: {
      UserId: 1,
      FirstName: 'Avery',
      LastName: 'Admin',
      EmailAddress: 'admin@airquote.test',
      IsAppAdmin: isAppAdmin,
      IsSysAdmin: false,
      IsInternalEmployee: true,
      UserRoles: [],
      DefaultCompanyId: null,
      DefaultCompany: null,
    },
    Employees: [],
    // Admin roles hold user.impersonate unless the matrix withdrew it.
    Permissions: isAppAdmin ? ['admin.users', 'user.impersonate'] : ['admin.users'],
    EmployeePermissions: [],
    ImpersonatorUserId: null,
  };
  sessionStore.setUserInfo(info);
}

const summary = (id: number, first: string, changes: object = {}) => ({
  UserId: id,
  FirstName: first,
  LastName: 'Test',
  EmailAddress: `${first.toLowerCase()}@example.test`,
  IsActive: true,
  ApprovalStatus: 'Approved',
  DefaultCompanyName: 'Contoso Reps',
  IsAppAdmin: false,
  IsSysAdmin: false,
  ...changes,
});
const users = [
  summary(1, 'Avery', { IsSysAdmin: true }),
  summary(2, 'Carlos'),
  summary(3, 'Dana', { IsActive: false }),
  summary(4, 'Penny', { ApprovalStatus: 'Pending' }),
];

describe('UsersPage', () => {
  it('offers impersonation only on rows of active, approved non-admins, and only to app admins', async () => {
    signedInAs(true);
    mockApi({ 'GET /AppUser/search': () => users });
    renderWithApp(<UsersPage />);
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('carlos@example.test');
    expect(
      within(table)
        .getAllByRole('button', { name: /^Impersonate/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Impersonate Carlos Test']);
    const row = (name: string) =>
      within(table).getByText(`${name.toLowerCase()}@example.test`).closest('tr') as HTMLElement;
    expect(row('Avery')).toHaveTextContent('administrator');
    expect(row('Dana')).toHaveTextContent('inactive');
    expect(row('Penny')).toHaveTextContent('pending');
  });

  it('shows no impersonation to a user administrator who is not an app or system admin', async () => {
    signedInAs(false);
    mockApi({ 'GET /AppUser/search': () => users });
    renderWithApp(<UsersPage />);
    await screen.findByText('carlos@example.test');
    expect(screen.queryByRole('button', { name: /^Impersonate/ })).toBeNull();
  });

  it('searches with the typed text and the include-inactive switch', async () => {
    signedInAs(true);
    const api = mockApi({ 'GET /AppUser/search': () => users });
    renderWithApp(<UsersPage />);
    await screen.findByText('carlos@example.test');
    await userEvent.type(screen.getByRole('textbox', { name: 'Find a user' }), 'dana');
    await userEvent.click(screen.getByRole('switch', { name: 'Include inactive' }));
    await waitFor(() =>
      expect(
        api
          .callsTo('GET /AppUser/search')
          .some(
            (call) => call.query.get('searchText') === 'dana' && call.query.get('includeInactive') === 'true',
          ),
      ).toBe(true),
    );
  });
});
