import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  defaultProject,
  defaultProjectSearchRequest,
  matchingProjectCount,
  mergeSearchRequest,
  pageCountOf,
  paramsFromSearchRequest,
  projectCountsOf,
  projectsStateFromSearch,
  searchRequestFromParams,
  sortSchedulesNewestFirst,
} from './project-rules.ts';

const schedule = (name: string, DateModified: string | null) => ({ name, DateModified });

describe('sortSchedulesNewestFirst (spec section 4)', () => {
  it('puts the newest change first and missing or unreadable dates last', () => {
    const sorted = sortSchedulesNewestFirst([
      schedule('old', '2026-01-01T10:00:00Z'),
      schedule('missing', null),
      schedule('new', '2026-03-01T10:00:00Z'),
      schedule('bad', 'not a date'),
      schedule('middle', '2026-02-01T10:00:00Z'),
    ]);
    expect(sorted.map((item) => item.name).slice(0, 3)).toEqual(['new', 'middle', 'old']);
    expect(
      sorted
        .map((item) => item.name)
        .slice(3)
        .sort(),
    ).toEqual(['bad', 'missing']);
  });

  it('leaves the input untouched', () => {
    const input = [schedule('a', '2026-01-01'), schedule('b', '2026-02-01')];
    sortSchedulesNewestFirst(input);
    expect(input.map((item) => item.name)).toEqual(['a', 'b']);
  });
});

describe('projectCountsOf (spec section 4)', () => {
  it('total = active + inactive; inactive defaults to 0; active falls back to the projects returned', () => {
    expect(
      projectCountsOf({
        Projects: [],
        QtyOfActiveProjects: 40,
        QtyOfInactiveProjects: 3,
        QtyOfProjectsForCurrentUser: 7,
      }),
    ).toEqual({ total: 43, active: 40, inactive: 3, mine: 7 });
    const two = [{}, {}] as never[];
    expect(projectCountsOf({ Projects: two })).toEqual({ total: 2, active: 2, inactive: 0, mine: 0 });
  });
});

describe('projectsStateFromSearch', () => {
  it('sorts each project’s schedules, keeps the request and defaults events to empty', () => {
    const response = {
      Projects: [
        {
          ProjectId: 1,
          ProjectSchedules: [
            { ProjectScheduleId: 1, DateModified: '2026-01-01T00:00:00Z' },
            { ProjectScheduleId: 2, DateModified: '2026-05-01T00:00:00Z' },
          ],
        },
      ],
      QtyOfActiveProjects: 1,
      QtyOfInactiveProjects: 2,
      QtyOfProjectsForCurrentUser: 1,
      EventLogs: undefined,
      PageNumber: 1,
      PageSize: 25,
    } as never;
    const state = projectsStateFromSearch(response, defaultProjectSearchRequest);
    expect(state.projects[0]?.ProjectSchedules.map((item) => item.ProjectScheduleId)).toEqual([2, 1]);
    expect(state.qtyOfProjects).toBe(3);
    expect(state.projectEvents).toEqual([]);
    expect(state.searchRequest).toBe(defaultProjectSearchRequest);
    expect(matchingProjectCount(state)).toBe(1);
    expect(
      matchingProjectCount({ ...state, searchRequest: { ...state.searchRequest, IncludeInactive: true } }),
    ).toBe(3);
  });
});

describe('search request', () => {
  it('defaults to DateModified descending, active projects of everyone', () => {
    expect(defaultProjectSearchRequest).toMatchObject({
      SearchText: '',
      IncludeInactive: false,
      IncludeCurrentUserProjectsOnly: false,
      SortRequest: { SortField: 'DateModified', SortDirection: 'Descending' },
    });
  });

  it('an update merges the given fields and goes back to page 1 unless it only turns the page', () => {
    const onPage3 = mergeSearchRequest(defaultProjectSearchRequest, { PageNumber: 3 });
    expect(onPage3.PageNumber).toBe(3);
    const searched = mergeSearchRequest(onPage3, { SearchText: 'school' });
    expect(searched).toMatchObject({ SearchText: 'school', PageNumber: 1, IncludeInactive: false });
  });

  it('round-trips through the address and ignores values that are not allowed', () => {
    const request = {
      ...defaultProjectSearchRequest,
      SearchText: 'Hospital',
      IncludeInactive: true,
      SortRequest: { SortField: 'Name', SortDirection: 'Ascending' },
      PageNumber: 4,
    } as const;
    const params = paramsFromSearchRequest(request);
    expect(params.toString()).toBe('q=Hospital&inactive=1&sort=Name&dir=asc&page=4');
    expect(searchRequestFromParams(params)).toEqual(request);
    expect(paramsFromSearchRequest(defaultProjectSearchRequest).toString()).toBe('');
    expect(searchRequestFromParams(new URLSearchParams('sort=Password&page=-2'))).toEqual(
      defaultProjectSearchRequest,
    );
  });

  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
  });
});

describe('defaultProject (spec section 3)', () => {
  it('is id 0, active, with empty text and today as close date in the local calendar', () => {
    const lateEvening = new Date(2026, 10, 21, 23, 30);
    expect(defaultProject(lateEvening, { CompanyId: 5, DefaultBrandId: 2 })).toEqual({
      ProjectId: 0,
      IsActive: true,
      Name: '',
      Description: '',
      ExpectedCloseDate: '2026-11-21',
      CompanyId: 5,
      BrandId: 2,
      ProjectMarketId: null,
      ProjectStatusId: null,
      ProjectPhaseId: null,
      WinProbabilityId: null,
    });
    expect(calendarDateOf(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(defaultProject(lateEvening, null).CompanyId).toBeNull();
  });
});
