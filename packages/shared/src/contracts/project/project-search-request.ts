import { z } from 'zod';

/** Sortable columns of the project list; the default is DateModified, newest first (spec section 3). */
export const projectSortFields = [
  'Name',
  'CompanyName',
  'ExpectedCloseDate',
  'DateCreated',
  'DateModified',
  'IsActive',
  'ProjectStatusName',
] as const;

export const projectSearchRequestSchema = z.object({
  SearchText: z.string().trim().max(200).default(''),
  IncludeInactive: z.boolean().default(false),
  IncludeCurrentUserProjectsOnly: z.boolean().default(false),
  SortRequest: z
    .object({
      SortField: z.enum(projectSortFields).default('DateModified'),
      SortDirection: z.enum(['Ascending', 'Descending']).default('Descending'),
    })
    .default({ SortField: 'DateModified', SortDirection: 'Descending' }),
  PageNumber: z.number().int().min(1).max(100_000).default(1),
  PageSize: z.number().int().min(1).max(200).default(50),
});
export type ProjectSearchRequest = z.input<typeof projectSearchRequestSchema>;
