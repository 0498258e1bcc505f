import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { requirementEvaluationSchema, unitRequirementsSchema } from '../../selection/requirements.ts';
import {
  coilCandidateResultSchema,
  coilSelectionInputSchema,
  heatPumpCandidateResultSchema,
  heatPumpSelectionInputSchema,
} from '../../selection/selection-schemas.ts';

/**
 * Sizing by load (ADR 29): the line item's requirements, optional. Given (or a Capacity filter target),
 * the results come ranked: those meeting every requirement first, smallest first, then those that miss;
 * each result carries its evaluation (margins, shortfall texts).
 */
const requirementsField = { Requirements: unitRequirementsSchema.nullish() };
const evaluationField = { Requirement: requirementEvaluationSchema.optional() };

/** A selection request names the model class whose models are the candidates. */
export const coilSelectionRequestSchema = coilSelectionInputSchema.extend({
  ProductModelClassId: idSchema,
  ...requirementsField,
});
export const heatPumpSelectionRequestSchema = heatPumpSelectionInputSchema.extend({
  ProductModelClassId: idSchema,
  ...requirementsField,
});

/** The spec's generic response (Success, WarningMessages) with the candidates. */
export const coilSelectionResponseSchema = z.object({
  Success: z.boolean(),
  WarningMessages: z.array(z.string()),
  Results: z.array(coilCandidateResultSchema.extend(evaluationField)),
});
export const heatPumpSelectionResponseSchema = z.object({
  Success: z.boolean(),
  WarningMessages: z.array(z.string()),
  Results: z.array(heatPumpCandidateResultSchema.extend(evaluationField)),
});
