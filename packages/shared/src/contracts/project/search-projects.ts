import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { eventLogSchema, projectListItemSchema } from './project-schemas.ts';
import { projectSearchRequestSchema } from './project-search-request.ts';

export const searchProjects = defineContract({
  method: 'POST',
  path: '/Project/search',
  summary: 'Projects the user may see, filtered, sorted and paged, with the counts of spec section 4',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  body: projectSearchRequestSchema,
  response: z.object({
    Projects: z.array(projectListItemSchema),
    /** Active projects matching the search (all pages). */
    QtyOfActiveProjects: z.number(),
    QtyOfInactiveProjects: z.number(),
    QtyOfProjectsForCurrentUser: z.number(),
    /** Spec section 3 field; events are read with eventlog/search, so this stays empty. */
    EventLogs: z.array(eventLogSchema),
    PageNumber: z.number(),
    PageSize: z.number(),
  }),
});
