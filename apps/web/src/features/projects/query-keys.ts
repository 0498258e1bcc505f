import type { ProjectListRequest } from './project-rules.ts';

/** TanStack Query keys of the project area, in one place so invalidations match the queries. */
export const projectKeys = {
  all: ['projects'] as const,
  search: (request: ProjectListRequest) => ['projects', 'search', request] as const,
  detail: (projectId: number) => ['projects', 'detail', projectId] as const,
  schedules: (projectId: number) => ['projects', 'schedules', projectId] as const,
  customerProjects: (companyId: number) => ['projects', 'customer', companyId] as const,
  schedulesByUser: (userId: number) => ['projects', 'schedules-by-user', userId] as const,
  scheduleSearch: (request: { searchText: string; includeInactive: boolean }) =>
    ['projects', 'schedule-search', request] as const,
  grid: (scheduleId: number) => ['projects', 'grid', scheduleId] as const,
  eventLog: (projectId: number) => ['projects', 'event-log', projectId] as const,
  eventLogPage: (projectId: number, page: number) => ['projects', 'event-log', projectId, page] as const,
  lookups: (name: string) => ['project-lookups', name] as const,
  companies: ['companies'] as const,
  productTypes: ['product-types'] as const,
  addressLookup: ['address-lookup'] as const,
};
