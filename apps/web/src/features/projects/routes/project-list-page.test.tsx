import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { listItem, schedule, searchAnswer, signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ProjectListPage } from './project-list-page.tsx';

beforeEach(() => signInAsNorthwindRep());
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: MockRequest | undefined) => call?.body as Record<string, unknown>;

describe('ProjectListPage', () => {
  it('shows the counts, each project with its schedules newest first, and sorts by a header', async () => {
    const api = mockApi({
      'POST /Project/search': () =>
        searchAnswer(
          [
            listItem({
              ProjectSchedules: [
                {
                  ProjectScheduleId: 1,
                  Name: 'Old wing',
                  IsActive: true,
                  LineItemCount: 2,
                  DateModified: '2026-01-01',
                },
                {
                  ProjectScheduleId: 2,
                  Name: 'New wing',
                  IsActive: true,
                  LineItemCount: 5,
                  DateModified: '2026-06-01',
                },
              ],
            }),
          ],
          { active: 40, inactive: 3, mine: 7 },
        ),
    });
    renderWithApp(<ProjectListPage />, { path: '/topmenu/project', at: '/topmenu/project' });
    expect(await screen.findByRole('link', { name: 'Lincoln Elementary' })).toBeInTheDocument();
    expect(screen.getByTestId('count-total')).toHaveTextContent('Total: 43');
    expect(screen.getByTestId('count-active')).toHaveTextContent('Active: 40');
    expect(screen.getByTestId('count-inactive')).toHaveTextContent('Inactive: 3');
    expect(screen.getByTestId('count-mine')).toHaveTextContent('Mine: 7');
    expect(screen.getByTestId('project-schedules')).toHaveTextContent('New wing (5) · Old wing (2)');
    // Default: DateModified newest first.
    expect(bodyOf(api.calls[0])).toMatchObject({
      SortRequest: { SortField: 'DateModified', SortDirection: 'Descending' },
      IncludeInactive: false,
      IncludeCurrentUserProjectsOnly: false,
    });
    expect(screen.getByRole('columnheader', { name: /Modified/ })).toHaveAttribute('aria-sort', 'descending');

    // A header is a button: keyboard users sort with Enter.
    screen.getByRole('button', { name: /Project/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(bodyOf(api.calls[1])).toMatchObject({
      SortRequest: { SortField: 'Name', SortDirection: 'Ascending' },
    });
    expect(screen.getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('a new search cancels the one in flight and keeps the previous rows until it ends', async () => {
    const pending: { resolve: (value: unknown) => void; request: MockRequest }[] = [];
    const api = mockApi({
      'POST /Project/search': (request) =>
        (request.body as { SearchText: string }).SearchText === ''
          ? searchAnswer([listItem()])
          : new Promise((resolve) => pending.push({ resolve, request })),
    });
    renderWithApp(<ProjectListPage />, { path: '/topmenu/project', at: '/topmenu/project' });
    expect(await screen.findByRole('link', { name: 'Lincoln Elementary' })).toBeInTheDocument();

    const search = screen.getByRole('textbox', { name: 'Search projects' });
    await userEvent.type(search, 'lin');
    await waitFor(() => expect(pending).toHaveLength(1), { timeout: 2000 });
    expect(screen.getByLabelText('Searching')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lincoln Elementary' })).toBeInTheDocument();

    await userEvent.type(search, 'coln');
    await waitFor(() => expect(pending).toHaveLength(2), { timeout: 2000 });
    expect(pending[0]?.request.init.signal?.aborted).toBe(true);
    expect(pending[1]?.request.init.signal?.aborted).toBe(false);

    await act(async () =>
      pending[1]?.resolve(searchAnswer([listItem({ ProjectId: 2, Name: 'Lincoln High' })])),
    );
    expect(await screen.findByRole('link', { name: 'Lincoln High' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Searching')).toBeNull();
    expect(bodyOf(api.calls.at(-1))).toMatchObject({ SearchText: 'lincoln', PageNumber: 1 });
  });

  it('the switches filter and keep the request in the address', async () => {
    const api = mockApi({
      'POST /Project/search': () => searchAnswer([listItem()], { active: 60, inactive: 5 }),
    });
    const { router } = renderWithApp(<ProjectListPage />, {
      path: '/topmenu/project',
      at: '/topmenu/project',
    });
    await screen.findByRole('link', { name: 'Lincoln Elementary' });
    await userEvent.click(screen.getByRole('switch', { name: 'Include inactive' }));
    await waitFor(() => expect(bodyOf(api.calls.at(-1))).toMatchObject({ IncludeInactive: true }));
    await userEvent.click(screen.getByRole('switch', { name: 'Only my projects' }));
    await waitFor(() =>
      expect(bodyOf(api.calls.at(-1))).toMatchObject({ IncludeCurrentUserProjectsOnly: true }),
    );
    expect(router.state.location.search).toBe('?inactive=1&mine=1');
    // 65 matching projects with inactive ones included: three pages of 25.
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(bodyOf(api.calls.at(-1))).toMatchObject({ PageNumber: 2 }));
  });

  it('the other views are tabs kept in the address; the project search keeps the plain address', async () => {
    const api = mockApi({
      'POST /Project/search': () => searchAnswer([listItem()]),
      'GET /ProjectSchedule/GetByUserId/5': () => [schedule({ Name: 'Roof' })],
    });
    const { router } = renderWithApp(<ProjectListPage />, {
      path: '/topmenu/project',
      at: '/topmenu/project?q=lin',
    });
    expect(await screen.findByRole('link', { name: 'Lincoln Elementary' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'My schedules' }));
    expect(await screen.findByRole('link', { name: 'Roof' })).toBeInTheDocument();
    // The filters of one view mean nothing to the next: it starts from its own defaults.
    expect(router.state.location.search).toBe('?view=my-schedules');
    expect(screen.queryByRole('textbox', { name: 'Search projects' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(await screen.findByRole('textbox', { name: 'Search projects' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(bodyOf(api.callsTo('POST /Project/search').at(-1))).toMatchObject({ SearchText: '' }),
    );
  });

  it('asks nothing of a user without project.view (a 403 would sign them out) and says why', async () => {
    signInAsNorthwindRep([]);
    const api = mockApi({});
    renderWithApp(<ProjectListPage />, { path: '/topmenu/project', at: '/topmenu/project' });
    expect(await screen.findByText('Your account has no access to projects yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Project' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
