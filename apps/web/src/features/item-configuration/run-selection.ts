import {
  type CandidateFigures,
  figuresOfCoil,
  figuresOfHeatPump,
  sizeOf,
} from '@airquote/shared/selection/requirements';
import { mainCoils, selectCoilUnit, selectCoilUnits } from '@airquote/shared/selection/select-coil-units';
import { selectHeatPump, selectHeatPumps } from '@airquote/shared/selection/select-heat-pumps';
import type {
  CoilCandidateResult,
  CoilSelectionInput,
  HeatPumpCandidateResult,
  HeatPumpSelectionInput,
  SelectionModelData,
} from '@airquote/shared/selection/selection-schemas';
import {
  coilResultKey,
  coilResultRow,
  heatPumpResultKey,
  heatPumpResultRow,
  type ResultRow,
} from './results-format.ts';

export type ValidSelection =
  | { Kind: 'Coil'; Input: CoilSelectionInput }
  | { Kind: 'HeatPump'; Input: HeatPumpSelectionInput };

/** The candidate Save stores for the header's model, as the server recomputes it. */
export type ChosenCandidate =
  | { Kind: 'Coil'; key: string; result: CoilCandidateResult }
  | { Kind: 'HeatPump'; key: string; result: HeatPumpCandidateResult };

export type SelectionRun = {
  rows: ResultRow[];
  chosen: ChosenCandidate | null;
  /** What each row's candidate delivers and its size, by row key, for sizing by load (ADR 29). */
  figures: Map<string, { figures: CandidateFigures; size: number }>;
  /** How long the engine and the row formatting took (performance.now), for the dev log and the bench. */
  elapsedMs: number;
};

/**
 * The main coil rows Save computes with (as the server's orderedMainCoilRows): the rows the code
 * string orders when the model has that coil, else undefined (the engine's largest-capacity coil).
 */
export function orderedMainCoilRows(
  model: SelectionModelData | null,
  orderedRows: number | null,
): number | undefined {
  if (!model || orderedRows === null) return undefined;
  return mainCoils(model).some((coil) => coil.Rows === orderedRows) ? orderedRows : undefined;
}

/**
 * Runs the shared engine in the browser over every model of the class, and once more for the
 * header's model exactly as the server's Save does, so the highlighted candidate is the one that
 * will be stored.
 */
export function runSelection(
  selection: ValidSelection,
  models: SelectionModelData[],
  currentModelId: number | null,
  orderedRows: number | null,
): SelectionRun {
  const started = performance.now();
  const model = models.find((item) => item.ProductModelId === currentModelId) ?? null;
  let rows: ResultRow[];
  let chosen: ChosenCandidate | null = null;
  const figures: SelectionRun['figures'] = new Map();
  const keep = (key: string, unitSize: string, candidate: CandidateFigures) =>
    figures.set(key, { figures: candidate, size: sizeOf(unitSize, candidate.Cfm ?? 0) });
  if (selection.Kind === 'Coil') {
    const results = selectCoilUnits(selection.Input, models);
    for (const result of results) keep(coilResultKey(result), result.UnitSize, figuresOfCoil(result));
    rows = results.map(coilResultRow);
    if (model) {
      const result = selectCoilUnit(selection.Input, model, orderedMainCoilRows(model, orderedRows));
      chosen = { Kind: 'Coil', key: coilResultKey(result), result };
    }
  } else {
    const results = selectHeatPumps(selection.Input, models);
    for (const result of results) keep(heatPumpResultKey(result), result.UnitSize, figuresOfHeatPump(result));
    rows = results.map(heatPumpResultRow);
    if (model) {
      const result = selectHeatPump(selection.Input, model);
      chosen = { Kind: 'HeatPump', key: heatPumpResultKey(result), result };
    }
  }
  return { rows, chosen, figures, elapsedMs: performance.now() - started };
}
