import type { AdminCompany } from '@airquote/shared/contracts/company/admin-company-schemas';
import type { AdminEmployee } from '@airquote/shared/contracts/employee/employee-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { EmployeesPage } from './employees-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const northwind: AdminCompany = {
  CompanyId: 2,
  Name: 'Northwind Reps',
  LogoFileName: '',
  DefaultBrandId: 1,
  DefaultBrand: { BrandId: 1, Name: 'Zephyr Air', CssClass: 'brand-zephyr' },
  IsInternal: false,
  IsActive: true,
  Kind: 'RepFirm',
  EmployeeCount: 2,
  RowVersion: 1,
  DateModified: '2026-11-21T10:00:00Z',
};

function employee(id: number, first: string, isActive: boolean): AdminEmployee {
  return {
    EmployeeId: id,
    UserId: 10 + id,
    CompanyId: 2,
    CompanyName: 'Northwind Reps',
    FirstName: first,
    LastName: 'Test',
    EmailAddress: `${first.toLowerCase()}@northwind.test`,
    IsActive: isActive,
    UserIsActive: true,
    IsDefaultCompany: true,
    RowVersion: 1,
    CompanyRoles: [],
  };
}

/** Answers the search as the server would: by text in the name and by status. */
function searchAnswer(request: MockRequest) {
  const body = request.body as { SearchText: string; IncludeInactive: boolean };
  return [employee(1, 'Riley', true), employee(2, 'Ivy', false)].filter(
    (entry) =>
      (body.IncludeInactive || entry.IsActive) &&
      entry.FirstName.toLowerCase().includes(body.SearchText.toLowerCase()),
  );
}

describe('EmployeesPage', () => {
  it("searches the chosen company's employees by text and status, and says when none match", async () => {
    const api = mockApi({
      'GET /Company': () => [northwind],
      'GET /CompanyRole': () => [],
      'POST /Employee/search': searchAnswer,
    });
    renderWithApp(<EmployeesPage />);
    const table = await screen.findByRole('table', { name: 'Employees of Northwind Reps' });
    await within(table).findByText('Riley Test');
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).queryByText('Ivy Test')).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Include inactive' }));
    await within(table).findByText('Ivy Test');
    expect(within(table).getByText('Inactive')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search employees' }), 'zed');
    await within(table).findByText('No employee matches “zed”.');
    await waitFor(() =>
      expect(api.callsTo('POST /Employee/search').at(-1)?.body).toEqual({
        CompanyId: 2,
        SearchText: 'zed',
        IncludeInactive: true,
      }),
    );
  });
});
