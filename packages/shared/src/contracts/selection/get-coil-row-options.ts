import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { HeatCoilRows } from '../../selection/selection-schemas.ts';
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
  /** The spec's heat coil rows option (1 = '3', 2 = '4') of a heating coil with 3 or 4 rows; else null. */
  HeatCoilRows: z.number().nullable(),
});
export type CoilRowOption = z.infer<typeof coilRowOptionSchema>;

/** Heating coil rows → the spec's option value. */
export const heatCoilRowsOption = (rows: number): number | null =>
  rows === 3 ? HeatCoilRows.Three : rows === 4 ? HeatCoilRows.Four : null;

export const getCoilRowOptions = defineContract({
  method: 'PUT',
  path: '/CoilProfile/GetCoilRowOptions',
  summary: "The row options of a model's water coils (cooling and 4-pipe heating)",
  tag: 'CoilProfile',
  access: { kind: 'permission', permission: 'project.view' },
  body: coilRowOptionsRequestSchema,
  response: z.array(coilRowOptionSchema),
});
