import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import {
  type ElectricalData,
  electricalChoiceOf,
  electricalDataOf,
  type ModelElectricalRatings,
} from '@airquote/shared/selection/electrical';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { selectElectricalRatings } from './electrical-ratings.repository.ts';

/** The electrical catalog data of some models, keyed by ProductModelId (ADR 30). */
export function loadElectricalRatings(
  db: DatabaseOrTransaction,
  productModelIds: readonly number[],
): Promise<Map<number, ModelElectricalRatings>> {
  return selectElectricalRatings(db, productModelIds);
}

/**
 * What Save stores: the shared MCA/MOP rules applied to the catalog ratings of the voltage, motor
 * and heater the chosen code-string values order; null when the catalog has no rating for them.
 */
export function configuredElectricalData(
  ratings: ModelElectricalRatings | undefined,
  segments: readonly CodeStringSegment[],
  chosen: readonly ProductModelValue[],
): ElectricalData | null {
  return ratings ? electricalDataOf(ratings, electricalChoiceOf(segments, chosen)) : null;
}
