import type { SaveItemConfiguration } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import {
  type RequirementOverride,
  shortfallMessage,
  type UnitRequirements,
} from '@airquote/shared/selection/requirements';
import type { SavedPerformance } from '@airquote/shared/selection/selection-schemas';
import { badRequest } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { evaluateSaved } from '../line-item/line-item-requirements.ts';

/**
 * Save (ADR 29): the requirements to keep (left out: the stored ones; null clears them) and, when the
 * recomputed unit misses one, the override the request must carry (400 naming the shortfall without
 * a reason). A unit that meets every requirement keeps no override.
 */
export function requirementDecision(
  viewer: Actor,
  input: SaveItemConfiguration,
  stored: UnitRequirements | null,
  performance: SavedPerformance | null,
  modelName: string,
): { requirements: UnitRequirements | null; override: RequirementOverride | null } {
  const requirements = input.Requirements === undefined ? stored : input.Requirements;
  const evaluation = evaluateSaved(requirements, performance);
  if (!evaluation || evaluation.Meets) return { requirements, override: null };
  const reason = input.RequirementOverrideReason;
  if (!reason) {
    const message = shortfallMessage(modelName, evaluation.Shortfalls);
    throw badRequest(message, { RequirementOverrideReason: message });
  }
  return {
    requirements,
    override: {
      Reason: reason,
      Shortfalls: evaluation.Shortfalls,
      ByUserId: viewer.userId,
      At: new Date().toISOString(),
    },
  };
}
