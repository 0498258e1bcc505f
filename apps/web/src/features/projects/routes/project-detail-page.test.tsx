import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { northwind, project, signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { calendarDateOf } from '../project-rules.ts';
import { ProjectDetailPage } from './project-detail-page.tsx';

const lookups = {
  'POST /Company/search': () => ({ Companies: [northwind] }),
  'GET /Brand/getBrands': () => [
    { BrandId: 1, Name: 'Zephyr', CssClass: 'brand-zephyr' },
    { BrandId: 2, Name: 'Polaris', CssClass: 'brand-polaris' },
  ],
  'GET /Project/ProjectMarket': () => [{ Id: 1, Name: 'Education', IsActive: true }],
  'GET /Project/ProjectStatus': () => [{ Id: 1, Name: 'Bidding', IsActive: true }],
  'GET /Project/ProjectPhase': () => [{ Id: 1, Name: 'Design', IsActive: true }],
  'GET /Project/WinProbabilityOptions': () => [{ Id: 1, Name: '50%', IsActive: true }],
};
const route = { path: '/topmenu/project/project-detail/:projectId' };

beforeEach(() => signInAsNorthwindRep());
afterEach(() => vi.unstubAllGlobals());

describe('ProjectDetailPage', { timeout: 20_000 }, () => {
  it('a project the user may not see reads as not found', async () => {
    mockApi({ ...lookups, 'GET /Project/77': () => errorAnswer(404, 'Project not found') });
    renderWithApp(<ProjectDetailPage />, { ...route, at: '/topmenu/project/project-detail/77' });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByText(/does not exist, or you do not have access to it/)).toBeInTheDocument();
  });

  it('id 0 is a new project: empty text, close date today, the user’s company and its brand', async () => {
    const api = mockApi({
      ...lookups,
      'POST /Project': () => project({ ProjectId: 42, Name: 'Harbor Clinic' }),
    });
    const { router } = renderWithApp(<ProjectDetailPage />, {
      ...route,
      at: '/topmenu/project/project-detail/0',
    });
    expect(await screen.findByRole('heading', { name: 'New Project' })).toBeInTheDocument();
    // The form's code is loaded with the page's first use of it.
    expect(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 })).toHaveValue('');
    expect(screen.getByLabelText(/Expected Close Date/)).toHaveValue(calendarDateOf(new Date()));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Northwind Reps'),
    );
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Zephyr');

    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    // The required-data check (spec section 5) lists the missing Name; the field shows it too.
    const popup = await screen.findByRole('dialog', { name: 'Error - Invalid Data' });
    expect(within(popup).getByText('Name is required')).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(api.callsTo('POST /Project')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Harbor Clinic');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/topmenu/project/project-detail/42'));
    expect(api.callsTo('POST /Project')[0]?.body).toMatchObject({
      Name: 'Harbor Clinic',
      CompanyId: 3,
      BrandId: 1,
      ExpectedCloseDate: calendarDateOf(new Date()),
    });
  });

  it('saving sends the row version; a 409 shows the server message with Reload', async () => {
    let reads = 0;
    const api = mockApi({
      ...lookups,
      'GET /Project/42': () => {
        reads += 1;
        return project({
          ProjectId: 42,
          Name: reads === 1 ? 'Harbor Clinic' : 'Harbor Clinic (theirs)',
          RowVersion: reads,
        });
      },
      'PUT /Project/update': () => errorAnswer(409, STALE_ROW_VERSION_MESSAGE),
    });
    renderWithApp(<ProjectDetailPage />, { ...route, at: '/topmenu/project/project-detail/42?tab=details' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Harbor Clinic (mine)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STALE_ROW_VERSION_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Changed by someone else')).toBeInTheDocument();
    expect(api.callsTo('PUT /Project/update')[0]?.body).toMatchObject({
      ProjectId: 42,
      RowVersion: 1,
      Name: 'Harbor Clinic (mine)',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Harbor Clinic (theirs)'),
    );
    await waitFor(() => expect(screen.queryByText('Changed by someone else')).toBeNull());
  });
});
