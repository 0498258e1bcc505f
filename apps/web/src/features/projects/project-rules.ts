import type { ContractResponse } from '@airquote/shared/contracts/define-contract';
import type { ProjectListItem } from '@airquote/shared/contracts/project/project-schemas';
import { projectSortFields } from '@airquote/shared/contracts/project/project-search-request';
import type { searchProjects } from '@airquote/shared/contracts/project/search-projects';
import { pageFromParams, type SortRequest, setSortParams, sortFromParams } from '../../lib/list-rules.ts';

export type ProjectSearchResponse = ContractResponse<typeof searchProjects>;
export type ProjectSortField = (typeof projectSortFields)[number];

/** The search request the list works with: every field filled (spec section 3 defaults). */
export type ProjectListRequest = {
  SearchText: string;
  IncludeInactive: boolean;
  IncludeCurrentUserProjectsOnly: boolean;
  SortRequest: SortRequest<ProjectSortField>;
  PageNumber: number;
  PageSize: number;
};

export const PROJECT_PAGE_SIZE = 25;

/** Spec section 3: no text, active only, everybody's, DateModified newest first. */
export const defaultProjectSearchRequest: ProjectListRequest = {
  SearchText: '',
  IncludeInactive: false,
  IncludeCurrentUserProjectsOnly: false,
  SortRequest: { SortField: 'DateModified', SortDirection: 'Descending' },
  PageNumber: 1,
  PageSize: PROJECT_PAGE_SIZE,
};

/**
 * Spec section 4: a search request update merges the given fields. Any change other than the page
 * itself starts again on page 1, so a narrower search never lands on a page that no longer exists.
 */
export function mergeSearchRequest(
  current: ProjectListRequest,
  changes: Partial<ProjectListRequest>,
): ProjectListRequest {
  const merged = { ...current, ...changes };
  const onlyPage = Object.keys(changes).every((key) => key === 'PageNumber');
  return onlyPage ? merged : { ...merged, PageNumber: changes.PageNumber ?? 1 };
}

/** The list's request kept in the address (so Back from a project returns to the same list). */
export function searchRequestFromParams(params: URLSearchParams): ProjectListRequest {
  return {
    ...defaultProjectSearchRequest,
    SearchText: (params.get('q') ?? '').slice(0, 200),
    IncludeInactive: params.get('inactive') === '1',
    IncludeCurrentUserProjectsOnly: params.get('mine') === '1',
    SortRequest: sortFromParams(params, projectSortFields, defaultProjectSearchRequest.SortRequest),
    PageNumber: pageFromParams(params),
  };
}

/** The address query of a request; defaults are left out so the plain list has a plain address. */
export function paramsFromSearchRequest(request: ProjectListRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (request.SearchText) params.set('q', request.SearchText);
  if (request.IncludeInactive) params.set('inactive', '1');
  if (request.IncludeCurrentUserProjectsOnly) params.set('mine', '1');
  setSortParams(params, request.SortRequest, defaultProjectSearchRequest.SortRequest);
  if (request.PageNumber > 1) params.set('page', String(request.PageNumber));
  return params;
}

const timeOf = (date: string | null | undefined): number => {
  const time = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** Spec section 4: schedules by DateModified, newest first; a missing date counts as the oldest. */
export function sortSchedulesNewestFirst<T extends { DateModified?: string | null }>(
  schedules: readonly T[],
): T[] {
  return [...schedules].sort((a, b) => timeOf(b.DateModified) - timeOf(a.DateModified));
}

export type ProjectCounts = {
  /** Active plus inactive. */
  total: number;
  active: number;
  inactive: number;
  mine: number;
};

/**
 * Spec section 4 counts of a search: active = the projects returned (on a paged list: the active
 * projects matching, all pages), inactive = QtyOfInactiveProjects (default 0), total = both.
 */
export function projectCountsOf(
  response: Pick<ProjectSearchResponse, 'Projects'> &
    Partial<
      Pick<
        ProjectSearchResponse,
        'QtyOfActiveProjects' | 'QtyOfInactiveProjects' | 'QtyOfProjectsForCurrentUser'
      >
    >,
): ProjectCounts {
  const active = response.QtyOfActiveProjects ?? response.Projects.length;
  const inactive = response.QtyOfInactiveProjects ?? 0;
  return { total: active + inactive, active, inactive, mine: response.QtyOfProjectsForCurrentUser ?? 0 };
}

/** The projects state of spec section 4 after a successful search. */
export type ProjectsState = {
  projects: ProjectListItem[];
  qtyOfProjects: number;
  qtyOfActiveProjects: number;
  qtyOfInactiveProjects: number;
  qtyOfProjectsForCurrentUser: number;
  projectEvents: ProjectSearchResponse['EventLogs'];
  searchRequest: ProjectListRequest;
};

export function projectsStateFromSearch(
  response: ProjectSearchResponse,
  request: ProjectListRequest,
): ProjectsState {
  const counts = projectCountsOf(response);
  return {
    projects: response.Projects.map((project) => ({
      ...project,
      ProjectSchedules: sortSchedulesNewestFirst(project.ProjectSchedules),
    })),
    qtyOfProjects: counts.total,
    qtyOfActiveProjects: counts.active,
    qtyOfInactiveProjects: counts.inactive,
    qtyOfProjectsForCurrentUser: counts.mine,
    projectEvents: response.EventLogs ?? [],
    searchRequest: request,
  };
}

/** How many projects the paged list holds: inactive ones only count when they are included. */
export function matchingProjectCount(state: ProjectsState): number {
  return state.searchRequest.IncludeInactive ? state.qtyOfProjects : state.qtyOfActiveProjects;
}

export function pageCountOf(matching: number, pageSize: number): number {
  return Math.max(1, Math.ceil(matching / pageSize));
}

/** Today as YYYY-MM-DD in the user's own calendar (not UTC, which is tomorrow in the evening in America). */
export function calendarDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The editable part of a project as the form holds it. */
export type ProjectFormValues = {
  Name: string;
  Description: string;
  ExpectedCloseDate: string;
  CompanyId: number | null;
  BrandId: number | null;
  ProjectMarketId: number | null;
  ProjectStatusId: number | null;
  ProjectPhaseId: number | null;
  WinProbabilityId: number | null;
};

/** Spec section 3 default empty project: id 0, active, empty text, close date today. */
export function defaultProject(
  today: Date,
  company: { CompanyId: number; DefaultBrandId: number } | null,
): ProjectFormValues & { ProjectId: 0; IsActive: true } {
  return {
    ProjectId: 0,
    IsActive: true,
    Name: '',
    Description: '',
    ExpectedCloseDate: calendarDateOf(today),
    CompanyId: company?.CompanyId ?? null,
    BrandId: company?.DefaultBrandId ?? null,
    ProjectMarketId: null,
    ProjectStatusId: null,
    ProjectPhaseId: null,
    WinProbabilityId: null,
  };
}
