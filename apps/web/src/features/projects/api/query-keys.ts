import { projectKeys as sharedProjectKeys } from '../../../shared/projects/api/query-keys.ts';
import type { ProjectListRequest } from '../project-rules.ts';

/** TanStack Query keys of the project area, in one place so invalidations match the queries. */
export const projectKeys = {
  ...sharedProjectKeys,
  search: (request: ProjectListRequest) => [...sharedProjectKeys.searches, request] as const,
  customerProjects: (companyId: number) => ['projects', 'customer', companyId] as const,
  schedulesByUser: (userId: number) => ['projects', 'schedules-by-user', userId] as const,
  scheduleSearch: (request: { searchText: string; includeInactive: boolean }) =>
    ['projects', 'schedule-search', request] as const,
  eventLogPage: (projectId: number, page: number) =>
    [...sharedProjectKeys.eventLog(projectId), page] as const,
  lookups: (name: string) => ['project-lookups', name] as const,
  companies: ['companies'] as const,
  /** Issue #14 part 3: an option's values for the chosen line items (valid for all, or why not). */
  bulkOptionChoices: (segment: string, ids: readonly number[]) =>
    ['projects', 'bulk-option-choices', segment, ids] as const,
  /** The options of the chosen line items' models, for the bulk change's option field. */
  bulkOptionSegments: (ids: readonly number[]) => ['projects', 'bulk-option-segments', ids] as const,
};
