import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import {
  coilCandidateResultSchema,
  coilSelectionInputSchema,
  heatPumpCandidateResultSchema,
  heatPumpSelectionInputSchema,
} from '../../selection/selection-schemas.ts';

/** A selection request names the model class whose models are the candidates. */
export const coilSelectionRequestSchema = coilSelectionInputSchema.extend({ ProductModelClassId: idSchema });
export const heatPumpSelectionRequestSchema = heatPumpSelectionInputSchema.extend({
  ProductModelClassId: idSchema,
});

/** The spec's generic response (Success, WarningMessages) with the candidates. */
export const coilSelectionResponseSchema = z.object({
  Success: z.boolean(),
  WarningMessages: z.array(z.string()),
  Results: z.array(coilCandidateResultSchema),
});
export const heatPumpSelectionResponseSchema = z.object({
  Success: z.boolean(),
  WarningMessages: z.array(z.string()),
  Results: z.array(heatPumpCandidateResultSchema),
});
