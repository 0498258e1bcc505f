import { z } from 'zod';
import { requiredText } from '../../rules/forms.ts';
import { locationSchema } from '../project/project-schemas.ts';

export const projectScheduleSchema = z.object({
  ProjectScheduleId: z.number(),
  ProjectId: z.number(),
  ProjectName: z.string(),
  Name: z.string(),
  Description: z.string(),
  IsActive: z.boolean(),
  Location: locationSchema.nullable(),
  LineItemCount: z.number(),
  ActiveLineItemCount: z.number(),
  RowVersion: z.number(),
  DateCreated: z.string(),
  DateModified: z.string(),
});
export type ProjectSchedule = z.infer<typeof projectScheduleSchema>;

export const projectScheduleInputSchema = z.object({
  Name: requiredText('Schedule Name', 150),
  Description: z.string().trim().max(2000).default(''),
});
