import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flashToastKey } from '../../../lib/local-storage-keys.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { northwind } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { contoso, employeeOf, nora, signInAsNora } from '../account-test-data.ts';
import { SIGN_OUT_EVERYWHERE_TEXTS } from '../components/sign-out-everywhere-card.tsx';
import { AccountPage } from './account-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderWithApp(<AccountPage />, { path: '/topmenu/account', at: '/topmenu/account' });

describe('AccountPage', () => {
  it('shows the companies with their roles, the user roles and the permissions from the cached user info', () => {
    signInAsNora();
    mockApi({});
    renderPage();
    const companies = screen.getByRole('table', { name: 'Your companies' });
    const northwindRow = within(companies).getByRole('row', { name: /Northwind Reps/ });
    expect(northwindRow).toHaveTextContent('Default');
    expect(northwindRow).toHaveTextContent('Rep Admin, Sales Rep');
    const contosoRow = within(companies).getByRole('row', { name: /Contoso Reps/ });
    expect(contosoRow).not.toHaveTextContent('Default');
    expect(screen.getByTestId('account-user-roles')).toHaveTextContent('VP Pricing Director');
    const permissions = screen.getByRole('list', { name: 'Your permissions' });
    expect(
      within(permissions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['See projects, schedules and line items', 'See list prices, multipliers and net prices']);
  });

  it('tells an Engineer that quotes and prices stay hidden', () => {
    signInAsNora({ employees: [employeeOf(northwind, [['Engineer', 'Engineer']])], permissions: [] });
    mockApi({});
    renderPage();
    expect(screen.getByText(/As an Engineer you see no quotes and no prices/)).toBeInTheDocument();
    expect(screen.getByText('Nothing yet: an administrator gives you a role.')).toBeInTheDocument();
  });

  it('saves the profile and the cached user info follows (header, brand)', async () => {
    signInAsNora();
    const api = mockApi({
      'PUT /AppUser/updateprofile': (request) => {
        const body = request.body as { FirstName: string; LastName: string; DefaultCompanyId: number };
        return { ...nora, ...body, DefaultCompany: contoso };
      },
    });
    renderPage();
    const firstName = screen.getByRole('textbox', { name: /First Name/ });
    await userEvent.clear(firstName);
    await userEvent.tab();
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    await userEvent.type(firstName, 'Norah');
    await userEvent.click(screen.getByRole('combobox', { name: 'Default company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contoso Reps' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.callsTo('PUT /AppUser/updateprofile')).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ FirstName: 'Norah', LastName: 'Walsh', DefaultCompanyId: 4 });
    await waitFor(() => expect(sessionStore.getUserInfo()?.AppUser.FirstName).toBe('Norah'));
    expect(sessionStore.getUserInfo()?.AppUser.DefaultCompany?.DefaultBrandId).toBe(2);
    expect(sessionStore.getUserInfo()?.UserPermissions).toEqual(['project.view', 'pricing.view']);
  });

  it('signs out of all sessions after a confirmation that says every device is signed out', async () => {
    signInAsNora();
    const api = mockApi({ 'PUT /AppUser/signouteverywhere': () => true });
    renderPage();
    expect(screen.getByText(SIGN_OUT_EVERYWHERE_TEXTS.explanation)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(SIGN_OUT_EVERYWHERE_TEXTS.confirm);
    expect(api.calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(api.callsTo('PUT /AppUser/signouteverywhere')).toHaveLength(1));
    await waitFor(() => expect(sessionStore.getToken()).toBeNull());
    expect(sessionStore.getUserInfo()).toBeNull();
    expect(sessionStorage.getItem(flashToastKey)).toContain(SIGN_OUT_EVERYWHERE_TEXTS.done);
    // The session is already over on the server: no logout call follows.
    expect(api.callsTo('GET /AppUser/logoutuser')).toHaveLength(0);
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    signInAsNora();
    const token = sessionStore.getToken();
    mockApi({ 'PUT /AppUser/signouteverywhere': () => errorAnswer(500, 'boom') });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all sessions' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Something bad happened; please try again later.')).toBeInTheDocument();
    expect(sessionStore.getToken()).toBe(token);
    expect(screen.getByRole('button', { name: 'Sign out of all sessions' })).toBeEnabled();
  });

  it('offers no password change to an administrator impersonating the user', () => {
    signInAsNora({ impersonatorUserId: 1 });
    mockApi({});
    renderPage();
    expect(screen.getByText(/You are impersonating this user/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Old Password/)).not.toBeInTheDocument();
    expect(screen.getByText(/signs you, the administrator, out everywhere/)).toBeInTheDocument();
  });

  it('asks a visitor without a session to sign in', () => {
    mockApi({});
    renderPage();
    expect(screen.getByText(/You are not signed in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/user-login');
  });
});
