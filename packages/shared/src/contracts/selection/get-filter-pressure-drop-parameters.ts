import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { filterPressureDropSchema } from '../../selection/selection-schemas.ts';
import { defineContract } from '../define-contract.ts';

export const getFilterPressureDropParameters = defineContract({
  method: 'POST',
  path: '/FilterPressureDrop/GetFilterPressureDropParameters',
  summary: "A model's filters with their pressure-drop parameters: ΔP = K · (V / 500)^N in. w.c.",
  tag: 'FilterPressureDrop',
  access: { kind: 'permission', permission: 'project.view' },
  body: z.object({ ProductModelId: idSchema }),
  response: z.array(filterPressureDropSchema),
});
