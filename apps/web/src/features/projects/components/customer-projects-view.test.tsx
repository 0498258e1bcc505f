import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { listItem, northwind, signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ProjectListPage } from '../routes/project-list-page.tsx';

beforeEach(() => signInAsNorthwindRep());
afterEach(() => vi.unstubAllGlobals());

const fabrikam = { ...northwind, CompanyId: 4, Name: 'Fabrikam Mechanical' };
const route = { path: '/topmenu/project' };
const projectNames = () =>
  screen.getAllByTestId('project-row').map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('Customer projects', () => {
  it('a rep who may see one company gets its projects at once; inactive ones on request; headers sort here', async () => {
    const api = mockApi({
      'POST /Company/search': () => ({ Companies: [northwind] }),
      'GET /project/odata/GetCustomerProjects/3': () => [
        listItem({ ProjectId: 1, Name: 'Lincoln Elementary', DateModified: '2026-11-01T10:00:00Z' }),
        listItem({
          ProjectId: 2,
          Name: 'Harbor Clinic',
          IsActive: false,
          DateModified: '2026-10-20T10:00:00Z',
        }),
        listItem({ ProjectId: 3, Name: 'annex school', DateModified: '2026-09-01T10:00:00Z' }),
      ],
    });
    const { router } = renderWithApp(<ProjectListPage />, { ...route, at: '/topmenu/project?view=customer' });
    expect(await screen.findByRole('link', { name: 'Lincoln Elementary' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Customer projects' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Northwind Reps');
    // Active only by default (spec section 3), newest change first.
    expect(projectNames()).toEqual(['Lincoln Elementary', 'annex school']);
    expect(screen.getByTestId('count-total')).toHaveTextContent('Total: 3');
    expect(screen.getByTestId('count-active')).toHaveTextContent('Active: 2');
    expect(screen.getByTestId('count-inactive')).toHaveTextContent('Inactive: 1');
    expect(screen.queryByTestId('count-mine')).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Include inactive' }));
    expect(projectNames()).toEqual(['Lincoln Elementary', 'Harbor Clinic', 'annex school']);
    await userEvent.click(screen.getByRole('button', { name: /Project/ }));
    expect(projectNames()).toEqual(['annex school', 'Harbor Clinic', 'Lincoln Elementary']);
    expect(screen.getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?view=customer&inactive=1&sort=Name&dir=asc');
    // The answer came whole: filtering and sorting asked nothing more of the server.
    expect(api.callsTo('GET /project/odata/GetCustomerProjects/3')).toHaveLength(1);
  });

  it('internal staff choose among the companies they may see; the server’s 404 is shown, not hidden', async () => {
    const api = mockApi({
      'POST /Company/search': () => ({ Companies: [fabrikam, northwind] }),
      'GET /project/odata/GetCustomerProjects/4': () => [
        listItem({
          ProjectId: 9,
          Name: 'Fabrikam Plant 2',
          CompanyId: 4,
          CompanyName: 'Fabrikam Mechanical',
        }),
      ],
      'GET /project/odata/GetCustomerProjects/8': () => errorAnswer(404, 'Company not found.'),
    });
    const { router } = renderWithApp(<ProjectListPage />, { ...route, at: '/topmenu/project?view=customer' });
    expect(await screen.findByText('Choose a customer to see its projects.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.includes('GetCustomerProjects'))).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fabrikam Mechanical' }));
    expect(await screen.findByRole('link', { name: 'Fabrikam Plant 2' })).toHaveAttribute(
      'href',
      '/topmenu/project/project-detail/9',
    );
    expect(router.state.location.search).toBe('?view=customer&company=4');

    await router.navigate('/topmenu/project?view=customer&company=8');
    expect(await screen.findByText('Company not found.')).toBeInTheDocument();
    expect(screen.getByText('The projects could not be loaded.')).toBeInTheDocument();
  });
});
