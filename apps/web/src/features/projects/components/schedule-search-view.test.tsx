import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { schedule, signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ProjectListPage } from '../routes/project-list-page.tsx';

beforeEach(() => signInAsNorthwindRep());
afterEach(() => vi.unstubAllGlobals());

const route = { path: '/topmenu/project' };
const scheduleNames = () =>
  screen.getAllByTestId('schedule-row').map((row) => within(row).getAllByRole('link')[0]?.textContent);
const harborLevel1 = schedule({
  ProjectScheduleId: 77,
  ProjectId: 42,
  ProjectName: 'Harbor Clinic',
  Name: 'Level 1',
  Location: {
    LocationId: 5,
    Address1: '5 Dock St',
    Address2: '',
    City: 'Halifax',
    StateProvinceCode: 'NS',
    PostalCode: '',
    CountryCode: 'CA',
    RowVersion: 1,
  },
});

describe('Find schedules', () => {
  it('searches by name as the user types, cancelling the search in flight; include inactive asks again', async () => {
    const pending: { resolve: (value: unknown) => void; request: MockRequest }[] = [];
    const api = mockApi({
      'GET /ProjectSchedule/search': (request) =>
        request.query.get('searchText') === ''
          ? [schedule({ Name: 'First floor' }), schedule({ ProjectScheduleId: 12, Name: 'Roof' })]
          : new Promise((resolve) => pending.push({ resolve, request })),
    });
    const { router } = renderWithApp(<ProjectListPage />, {
      ...route,
      at: '/topmenu/project?view=schedules',
    });
    expect(await screen.findByRole('link', { name: 'Roof' })).toBeInTheDocument();
    expect(
      screen.getByText('The most recently changed schedules: type a name to search.'),
    ).toBeInTheDocument();
    expect(api.calls[0]?.query.get('includeInactive')).toBe('false');

    const search = screen.getByRole('textbox', { name: 'Search schedules' });
    await userEvent.type(search, 'lev');
    await waitFor(() => expect(pending).toHaveLength(1), { timeout: 2000 });
    expect(screen.getByLabelText('Searching')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roof' })).toBeInTheDocument();
    await userEvent.type(search, 'el');
    await waitFor(() => expect(pending).toHaveLength(2), { timeout: 2000 });
    expect(pending[0]?.request.init.signal?.aborted).toBe(true);
    expect(pending[1]?.request.query.get('searchText')).toBe('level');

    await act(async () => pending[1]?.resolve([harborLevel1]));
    const link = await screen.findByRole('link', { name: 'Level 1' });
    // Each schedule opens its project at that schedule.
    expect(link).toHaveAttribute('href', '/topmenu/project/project-detail/42?tab=schedules&schedule=77');
    expect(screen.getByRole('link', { name: 'Harbor Clinic' })).toHaveAttribute(
      'href',
      '/topmenu/project/project-detail/42',
    );
    expect(screen.getByTestId('schedule-row')).toHaveTextContent('5 Dock St, Halifax NS, CA');
    expect(screen.queryByLabelText('Searching')).toBeNull();
    expect(router.state.location.search).toBe('?view=schedules&q=level');

    await userEvent.click(screen.getByRole('switch', { name: 'Include inactive' }));
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(pending[2]?.request.query.get('includeInactive')).toBe('true');
    expect(pending[2]?.request.query.get('searchText')).toBe('level');
  });
});

describe('My schedules', () => {
  it('lists the schedules the user created, newest change first, with counts, sorted by any column', async () => {
    const api = mockApi({
      'GET /ProjectSchedule/GetByUserId/5': () => [
        schedule({
          ProjectScheduleId: 1,
          Name: 'Roof',
          DateModified: '2026-06-01T10:00:00Z',
          ActiveLineItemCount: 2,
          LineItemCount: 2,
        }),
        schedule({
          ProjectScheduleId: 2,
          Name: 'Basement',
          IsActive: false,
          DateModified: '2026-01-01T10:00:00Z',
          ActiveLineItemCount: 3,
          LineItemCount: 4,
        }),
      ],
    });
    const { router } = renderWithApp(<ProjectListPage />, {
      ...route,
      at: '/topmenu/project?view=my-schedules',
    });
    expect(await screen.findByRole('link', { name: 'Roof' })).toBeInTheDocument();
    expect(scheduleNames()).toEqual(['Roof', 'Basement']);
    expect(screen.getByTestId('count-total')).toHaveTextContent('Total: 2');
    expect(screen.getByTestId('count-inactive')).toHaveTextContent('Inactive: 1');
    const basement = screen.getAllByTestId('schedule-row')[1] as HTMLElement;
    expect(basement).toHaveTextContent('3 active');
    expect(basement).toHaveTextContent('1 inactive');
    expect(basement).toHaveTextContent('Inactive');

    await userEvent.click(screen.getByRole('button', { name: /Schedule/ }));
    expect(scheduleNames()).toEqual(['Basement', 'Roof']);
    expect(router.state.location.search).toBe('?view=my-schedules&sort=Name&dir=asc');
    await userEvent.click(screen.getByRole('button', { name: /Line items/ }));
    expect(scheduleNames()).toEqual(['Roof', 'Basement']);
    expect(api.calls).toHaveLength(1);
  });
});
