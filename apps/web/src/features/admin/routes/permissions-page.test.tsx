import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { PermissionsPage } from './permissions-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const permissions = [
  { Name: 'admin.users', Description: 'Manage users and approve registrations' },
  { Name: 'admin.roles', Description: 'Edit the role-permission matrix' },
  { Name: 'quote.view', Description: 'See quotes' },
];
const userRoles = [
  { UserRoleId: 1, Value: 'SysAdmin', Permissions: ['admin.roles', 'admin.users', 'quote.view'] },
  { UserRoleId: 7, Value: 'OrderProcessing', Permissions: ['quote.view'] },
];
const companyRoles = [
  { CompanyRoleId: 3, Value: 'SalesRep', RoleName: 'Sales Rep', Permissions: ['quote.view'] },
];

function mockMatrix(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /Permission': () => permissions,
    'GET /UserRole': () => userRoles,
    'GET /CompanyRole': () => companyRoles,
    ...extra,
  });
}

describe('PermissionsPage', () => {
  it('shows permissions with descriptions against roles, and saves a tick at once with a toast', async () => {
    const api = mockMatrix({
      'PUT /UserRole/updateuserrolepermission': () => ({ ...userRoles[1], Permissions: [] }),
    });
    renderWithApp(<PermissionsPage />);
    const matrix = await screen.findByRole('table', { name: 'User role permissions' });
    expect(within(matrix).getByText('Edit the role-permission matrix')).toBeInTheDocument();
    const cell = within(matrix).getByRole('checkbox', { name: 'OrderProcessing: quote.view' });
    expect(cell).toBeChecked();
    await userEvent.click(cell);
    await waitFor(() => expect(api.callsTo('PUT /UserRole/updateuserrolepermission')).toHaveLength(1));
    expect(api.callsTo('PUT /UserRole/updateuserrolepermission')[0]?.body).toEqual({
      UserRoleId: 7,
      Permission: 'quote.view',
      Granted: false,
    });
    expect(await screen.findByText('OrderProcessing may no longer use quote.view.')).toBeInTheDocument();
    expect(within(matrix).getByRole('checkbox', { name: 'OrderProcessing: quote.view' })).not.toBeChecked();
  });

  it('locks the cells the server refuses: admin permissions of company roles, SysAdmin’s admin.roles', async () => {
    mockMatrix();
    renderWithApp(<PermissionsPage />);
    const companyMatrix = await screen.findByRole('table', { name: 'Company role permissions' });
    expect(within(companyMatrix).getByRole('checkbox', { name: 'Sales Rep: admin.users' })).toBeDisabled();
    expect(within(companyMatrix).getByRole('checkbox', { name: 'Sales Rep: quote.view' })).toBeEnabled();
    const userMatrix = screen.getByRole('table', { name: 'User role permissions' });
    expect(within(userMatrix).getByRole('checkbox', { name: 'SysAdmin: admin.roles' })).toBeDisabled();
  });

  it('shows the refusal and reloads the matrix when a change is refused', async () => {
    const api = mockMatrix({
      'PUT /CompanyRole/updatecompanyrolepermission': () => errorAnswer(400, 'Permission not found.'),
    });
    renderWithApp(<PermissionsPage />);
    const matrix = await screen.findByRole('table', { name: 'Company role permissions' });
    await userEvent.click(within(matrix).getByRole('checkbox', { name: 'Sales Rep: quote.view' }));
    expect(await screen.findByText('Permission not found.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /CompanyRole')).toHaveLength(2));
  });
});
