/**
 * TanStack Query keys of the project data several features read or refresh (a project, its
 * schedules, line-item grids and event log, the product types). The project area adds its own in
 * features/projects/api/query-keys.ts.
 */
export const projectKeys = {
  all: ['projects'] as const,
  detail: (projectId: number) => ['projects', 'detail', projectId] as const,
  schedules: (projectId: number) => ['projects', 'schedules', projectId] as const,
  grid: (scheduleId: number) => ['projects', 'grid', scheduleId] as const,
  /** Every project search, whatever it asked. */
  searches: ['projects', 'search'] as const,
  eventLog: (projectId: number) => ['projects', 'event-log', projectId] as const,
  productTypes: ['product-types'] as const,
  addressLookup: ['address-lookup'] as const,
};
