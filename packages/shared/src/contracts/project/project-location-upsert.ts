import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { locationInputSchema } from '../location/location-input.ts';
import { projectSchema, rowVersionSchema } from './project-schemas.ts';

export const projectLocationUpsert = defineContract({
  method: 'POST',
  path: '/Project/projectlocationupsert',
  summary: 'Create or change the location of a project (advanced properties)',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.edit' },
  body: z.object({ ProjectId: idSchema, RowVersion: rowVersionSchema, Location: locationInputSchema }),
  response: projectSchema,
});
