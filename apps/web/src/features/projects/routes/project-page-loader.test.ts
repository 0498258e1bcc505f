import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { projectKeys } from '../../../shared/projects/api/query-keys.ts';
import { startSignInCheck } from '../../../shared/session/early-sign-in-check.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { lineItem, project, schedule, signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { currentSchedule } from '../schedule-choice.ts';
import { projectPageLoader, shouldRevalidateProjectPage } from './project-page-loader.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.clearAll();
});

const grid = (id: number) => ({ Columns: [], Rows: [lineItem({ ProjectScheduleId: id })] });
const older = schedule({
  ProjectScheduleId: 21,
  Name: 'Basement',
  IsActive: false,
  DateCreated: '2026-09-01T00:00:00Z',
});
const first = schedule({ ProjectScheduleId: 22, Name: 'First floor', DateCreated: '2026-09-02T00:00:00Z' });
const second = schedule({ ProjectScheduleId: 23, Name: 'Second floor', DateCreated: '2026-09-03T00:00:00Z' });

function mockProjectApi() {
  return mockApi({
    'GET /Project/7': () => project({ ProjectId: 7 }),
    'GET /ProjectSchedule/GetByProjectId/7': () => [second, older, first],
    'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/22': () => grid(22),
    'GET /ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/23': () => grid(23),
  });
}

const load = (address: string, projectId = '7') =>
  projectPageLoader({
    request: new Request(`http://localhost${address}`),
    url: new URL(`http://localhost${address}`),
    pattern: '/topmenu/project/project-detail/:projectId',
    params: { projectId },
    context: undefined,
  } as Parameters<typeof projectPageLoader>[0]);

const gridCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls
    .filter((call) => call.path.includes('GetGridColumnsByProjectScheduleId'))
    .map((call) => call.path);

describe('currentSchedule', () => {
  it('is the schedule the address names, else the first active one in the order they were made', () => {
    expect(currentSchedule([second, older, first], 23)).toBe(second);
    expect(currentSchedule([second, older, first], 0)).toBe(first);
    expect(currentSchedule([second, older, first], 99)).toBe(first);
    expect(currentSchedule([older], 0)).toBe(older);
    expect(currentSchedule([], 0)).toBeUndefined();
  });
});

describe('projectPageLoader (issues #14 and #18: the calls start while the page code loads)', () => {
  it('asks for the project, its schedules and the grid of the schedule the tab will show', async () => {
    signInAsNorthwindRep();
    const api = mockProjectApi();
    expect(load('/topmenu/project/project-detail/7')).toBeNull();
    await waitFor(() =>
      expect(gridCalls(api)).toEqual(['/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/22']),
    );
    expect(queryClient.getQueryData(projectKeys.detail(7))).toMatchObject({ ProjectId: 7 });
    expect(api.callsTo('GET /Project/7')).toHaveLength(1);
  });

  it("asks for the named schedule's grid beside the list, not after it", async () => {
    signInAsNorthwindRep();
    const api = mockProjectApi();
    load('/topmenu/project/project-detail/7?tab=schedules&schedule=23');
    await waitFor(() =>
      expect(gridCalls(api)).toEqual(['/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/23']),
    );
    const paths = api.calls.map((call) => call.path);
    expect(paths.indexOf('/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/23')).toBeLessThan(
      paths.indexOf('/ProjectSchedule/GetByProjectId/7'),
    );
    await waitFor(() => expect(api.callsTo('GET /ProjectSchedule/GetByProjectId/7')).toHaveLength(1));
  });

  it('asks only for the project on another tab, and nothing without project.view or for a new project', async () => {
    signInAsNorthwindRep();
    const api = mockProjectApi();
    load('/topmenu/project/project-detail/7?tab=parties');
    await waitFor(() => expect(api.callsTo('GET /Project/7')).toHaveLength(1));
    load('/topmenu/project/project-detail/0', '0');
    signInAsNorthwindRep(['quote.view']);
    load('/topmenu/project/project-detail/7', '7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls.map((call) => call.path)).toEqual(['/Project/7']);
  });

  it('waits for the startup sign-in check, and asks nothing when it refuses the token', async () => {
    signInAsNorthwindRep();
    sessionStore.setToken('header.payload.signature');
    let answer: (value: boolean) => void = () => {};
    const api = mockApi({
      ...Object.fromEntries(
        ['GET /Project/7', 'GET /ProjectSchedule/GetByProjectId/7'].map((key) => [key, () => []]),
      ),
      'GET /AppUser/isauthenticated': () => new Promise<boolean>((resolve) => (answer = resolve)),
    });
    startSignInCheck([undefined, { requires: undefined }]);
    load('/topmenu/project/project-detail/7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The startup check asks for the user info beside the sign-in check; the loader, nothing yet.
    const startupCalls = [
      '/AppUser/isauthenticated',
      `/AppUser/getCurrentUserInfo/${sessionStore.getClientId()}`,
    ];
    expect(api.calls.map((call) => call.path)).toEqual(startupCalls);
    answer(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls.map((call) => call.path)).toEqual(startupCalls);
  });

  it('asks once the startup sign-in check says the token still signs in', async () => {
    signInAsNorthwindRep();
    sessionStore.setToken('header.payload.signature');
    const { UserPermissions, ...stored } = sessionStore.getUserInfo() ?? {};
    const api = mockApi({
      'GET /AppUser/isauthenticated': () => true,
      [`GET /AppUser/getCurrentUserInfo/${sessionStore.getClientId()}`]: () => ({
        ...stored,
        ClientId: sessionStore.getClientId(),
        Permissions: UserPermissions,
      }),
      'GET /Project/7': () => project({ ProjectId: 7 }),
      'GET /ProjectSchedule/GetByProjectId/7': () => [],
    });
    startSignInCheck([undefined, { requires: undefined }]);
    load('/topmenu/project/project-detail/7');
    await waitFor(() => expect(api.callsTo('GET /ProjectSchedule/GetByProjectId/7')).toHaveLength(1));
    expect(api.callsTo('GET /Project/7')).toHaveLength(1);
  });

  it('asks nothing when the refreshed user info no longer holds project.view (no 403 that signs out)', async () => {
    // The stored user info (last visit) still grants project.view; the server took it away since.
    signInAsNorthwindRep();
    sessionStore.setToken('header.payload.signature');
    const stored = sessionStore.getUserInfo();
    if (!stored) throw new Error('signed in');
    let refreshAnswer: (value: unknown) => void = () => {};
    const userInfoPath = `GET /AppUser/getCurrentUserInfo/${sessionStore.getClientId()}`;
    const api = mockApi({
      'GET /AppUser/isauthenticated': () => true,
      [userInfoPath]: () => new Promise((resolve) => (refreshAnswer = resolve)),
      'GET /Project/7': () => project({ ProjectId: 7 }),
      'GET /ProjectSchedule/GetByProjectId/7': () => [],
    });
    startSignInCheck([undefined, { requires: undefined }]);
    load('/topmenu/project/project-detail/7');
    await waitFor(() => expect(api.callsTo(userInfoPath)).toHaveLength(1));
    // Signed in, but the loader waits for the refreshed permissions before it asks.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('GET /Project/7')).toHaveLength(0);
    const { UserPermissions: _granted, ...rest } = stored;
    refreshAnswer({ ...rest, ClientId: sessionStore.getClientId(), Permissions: [] });
    await waitFor(() => expect(sessionStore.getUserInfo()?.UserPermissions).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo('GET /Project/7')).toHaveLength(0);
    expect(api.callsTo('GET /ProjectSchedule/GetByProjectId/7')).toHaveLength(0);
  });
});

describe('shouldRevalidateProjectPage', () => {
  const revalidate = (current: string, next: string) =>
    shouldRevalidateProjectPage({
      currentUrl: new URL(`http://localhost/topmenu/project/project-detail/${current}?tab=schedules`),
      nextUrl: new URL(`http://localhost/topmenu/project/project-detail/${next}?tab=parties`),
      currentParams: { projectId: current },
      nextParams: { projectId: next },
      defaultShouldRevalidate: true,
    } as Parameters<typeof shouldRevalidateProjectPage>[0]);

  it('runs the loader again for another project only, not for another tab or schedule', () => {
    expect(revalidate('7', '7')).toBe(false);
    expect(revalidate('7', '8')).toBe(true);
  });
});
