import type { PendingApprovalUser } from '@airquote/shared/contracts/app-user/pending-approvals';
import { CompanyRole, userRoleIds } from '@airquote/shared/enums/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { signInAsInternalUser } from '../../../test/user-info.ts';
import { InternalEmployeeListPage } from './internal-employee-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const applicant = (changes: Partial<PendingApprovalUser>): PendingApprovalUser => ({
  UserId: 41,
  FirstName: 'Bea',
  LastName: 'Buyer',
  EmailAddress: 'bea@fabrikam.example',
  CompanyName: 'fabrikam mechanical',
  IsInternalEmployee: false,
  ApprovalStatus: 'Pending',
  DateCreated: '2026-11-26T10:00:00.000Z',
  SuggestedCompany: { CompanyId: 7, Name: 'Fabrikam Mechanical' },
  ...changes,
});

function mockApproval(user: PendingApprovalUser) {
  return mockApi({
    'GET /AppUser/GetPendingApprovals': () => [user],
    'GET /AppUser/GetApprovalChoices': () => ({
      Companies: [
        { CompanyId: 7, Name: 'Fabrikam Mechanical', Kind: 'Customer' },
        { CompanyId: 8, Name: 'Northwind Reps', Kind: 'RepFirm' },
      ],
      Brands: [
        { BrandId: 1, Name: 'Zephyr Air' },
        { BrandId: 2, Name: 'Polaris Coil' },
      ],
    }),
    'PUT /AppUser/DecideApproval': () => ({ ...user, ApprovalStatus: 'Approved', SuggestedCompany: null }),
  });
}

async function openApproval() {
  const row = await screen.findByRole('row', { name: /Bea Buyer/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
  return screen.findByRole('dialog', { name: 'Approve registration' });
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('InternalEmployeeListPage approval (issue #15 item 5)', () => {
  it('joins the suggested company only once the admin confirms it, with the chosen company role', async () => {
    signInAsInternalUser(['admin.users']);
    const api = mockApproval(applicant({}));
    renderWithApp(<InternalEmployeeListPage />);
    const dialog = await openApproval();
    await choose(dialog, 'Company role', 'External Sales Rep');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Confirmation of the company/)).toBeInTheDocument();
    expect(api.callsTo('PUT /AppUser/DecideApproval')).toHaveLength(0);

    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /Bea Buyer works for Fabrikam Mechanical/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('PUT /AppUser/DecideApproval')).toHaveLength(1));
    expect(api.callsTo('PUT /AppUser/DecideApproval')[0]?.body).toEqual({
      UserId: 41,
      Approved: true,
      CompanyId: 7,
      CompanyRoleId: CompanyRole.ExternalSalesRep,
    });
  });

  it('creates a new company from the typed name, and flags a name another company has', async () => {
    signInAsInternalUser(['admin.users']);
    const api = mockApproval(applicant({ CompanyName: 'Stone Mechanical', SuggestedCompany: null }));
    renderWithApp(<InternalEmployeeListPage />);
    const dialog = await openApproval();
    expect(within(dialog).getByRole('radio', { name: 'A new company' })).toBeChecked();
    const name = within(dialog).getByRole('textbox', { name: /Company Name/ });
    expect(name).toHaveValue('Stone Mechanical');
    await userEvent.clear(name);
    await userEvent.type(name, 'northwind reps');
    expect(within(dialog).getByText(/A company named Northwind Reps exists/)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Stone Mechanical');
    await choose(dialog, 'Company role', 'Sales Rep');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('PUT /AppUser/DecideApproval')).toHaveLength(1));
    expect(api.callsTo('PUT /AppUser/DecideApproval')[0]?.body).toEqual({
      UserId: 41,
      Approved: true,
      NewCompany: { Name: 'Stone Mechanical', Kind: 'Customer', DefaultBrandId: 2 },
      CompanyRoleId: CompanyRole.SalesRep,
    });
  });

  it('gives an internal applicant a user role in the internal company', async () => {
    signInAsInternalUser(['admin.users']);
    const api = mockApproval(
      applicant({
        EmailAddress: 'bea@airquote.test',
        IsInternalEmployee: true,
        SuggestedCompany: { CompanyId: 1, Name: 'AirQuote Manufacturing' },
      }),
    );
    renderWithApp(<InternalEmployeeListPage />);
    const dialog = await openApproval();
    expect(within(dialog).getByTestId('approval-company')).toHaveTextContent('AirQuote Manufacturing');
    await choose(dialog, 'User role', 'Order Processing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('PUT /AppUser/DecideApproval')).toHaveLength(1));
    expect(api.callsTo('PUT /AppUser/DecideApproval')[0]?.body).toEqual({
      UserId: 41,
      Approved: true,
      UserRoleId: userRoleIds.OrderProcessing,
    });
  });
});
