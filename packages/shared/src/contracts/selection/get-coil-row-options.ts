import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';

export const coilRowOptionsRequestSchema = z.object({
  ProductModelId: idSchema,
  /** Only the coils of this duty; both when left out. */
  Duty: z.enum(['Cooling', 'Heating']).nullish(),
});

export const coilRowOptionSchema = z.object({
  CoilProfileId: z.number(),
  ProductModelId: z.number(),
  Duty: z.enum(['Cooling', 'Heating']),
  Rows: z.number(),
  FinsPerInch: z.number(),
  FaceAreaSqFt: z.number(),
  TubeCircuits: z.number(),
  /** The spec's heat coil rows option that chooses this heating coil (1: the 1-row, 2: the 2-row); else null. */
  HeatCoilRows: z.number().nullable(),
  /** What the coil is: "1-row heating", "3-row cooling". */
  Label: z.string(),
});
export type CoilRowOption = z.infer<typeof coilRowOptionSchema>;

/** Heating coil rows → the spec's option value (docs/decisions/0027). */
export { coilLabel, heatCoilRowsOption } from '../../selection/coil-unit-options.ts';

export const getCoilRowOptions = defineContract({
  method: 'PUT',
  path: '/CoilProfile/GetCoilRowOptions',
  summary: "The row options of a model's water coils (cooling and 4-pipe heating)",
  tag: 'CoilProfile',
  access: { kind: 'permission', permission: 'project.view' },
  body: coilRowOptionsRequestSchema,
  response: z.array(coilRowOptionSchema),
});
