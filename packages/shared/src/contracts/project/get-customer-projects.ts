import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { projectListItemSchema } from './project-schemas.ts';

export const getCustomerProjects = defineContract({
  method: 'GET',
  path: '/project/odata/GetCustomerProjects/:companyId',
  summary: 'Projects of a company (customer view)',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ companyId: idParamSchema }),
  response: z.array(projectListItemSchema),
});
