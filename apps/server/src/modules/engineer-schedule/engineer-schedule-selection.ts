import type { ScheduleSelectionResult } from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-contracts';
import type { EngineerScheduleRow } from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-schemas';
import { ProductType } from '@airquote/shared/enums/lookups';
import type { RequirementEvaluation } from '@airquote/shared/selection/requirements';
import {
  type CoilSelectionInput,
  coilSelectionInputSchema,
  type HeatPumpSelectionInput,
  heatPumpSelectionInputSchema,
  type SavedPerformance,
} from '@airquote/shared/selection/selection-schemas';
import { defaultConfiguration } from '../item-configuration/default-configuration.ts';
import { selectCoilAnswer, selectHeatPumpAnswer } from '../selection/selection.service.ts';
import type { CatalogModelClass, SelectionCatalog } from '../selection/selection-catalog.ts';

/**
 * One row of an engineer's schedule selected (issue #14 part 2): its conditions as selection input
 * (the schedule's figures, the usual design conditions where the schedule gives none), the existing
 * selection service's ranking by the shared evaluation, and the first candidate that meets every
 * requirement (smallest first) with its default options and code string.
 */
export type RowSelection = ScheduleSelectionResult & {
  Requirements: EngineerScheduleRow['Requirements'];
  Performance: SavedPerformance | null;
};

const ESP_INPUT_MAX = 2;

function motorTypeOf(motor: string | null): number {
  return motor && /ecm|ec\b|electronically/i.test(motor) ? 2 : 1;
}

function coilInputOf(row: EngineerScheduleRow): CoilSelectionInput {
  const r = row.Requirements;
  const cooling = r.CoolingTotalMbh != null || r.CoolingSensibleMbh != null || r.HeatingMbh == null;
  const heating = r.HeatingMbh != null;
  const ewt = row.EwtF ?? 45;
  return coilSelectionInputSchema.parse({
    MotorType: motorTypeOf(row.Motor),
    FanSpeed: 3,
    SelectBy: 2,
    EspInWg: Math.min(r.EspInWg ?? 0, ESP_INPUT_MAX),
    CoilConnection: 1,
    AltitudeFt: 0,
    CoolingEnteringDbF: row.EatDbF ?? 80,
    CoolingEnteringWbF: row.EatWbF ?? 67,
    HeatingEnteringDbF: 70,
    CoilConfiguration: cooling && heating ? 2 : 1,
    ConfigurationType: cooling ? 1 : 2,
    Cooling: cooling
      ? row.Gpm != null
        ? { SelectionMethod: 1, FluidType: 40, EnteringFluidF: ewt, FluidGpm: row.Gpm, FilterMethod: 1 }
        : {
            SelectionMethod: 2,
            FluidType: 40,
            EnteringFluidF: ewt,
            LeavingFluidF: row.LwtF ?? ewt + 10,
            FilterMethod: 1,
          }
      : null,
    Heating: heating
      ? !cooling && row.Gpm != null
        ? {
            SelectionMethod: 1,
            FluidType: 40,
            EnteringFluidF: row.EwtF ?? 180,
            FluidGpm: row.Gpm,
            FilterMethod: 1,
          }
        : {
            SelectionMethod: 2,
            FluidType: 40,
            EnteringFluidF: cooling ? 180 : (row.EwtF ?? 180),
            LeavingFluidF: cooling ? 160 : (row.LwtF ?? (row.EwtF ?? 180) - 20),
            FilterMethod: 1,
          }
      : null,
  });
}

function heatPumpInputOf(row: EngineerScheduleRow): HeatPumpSelectionInput {
  const tons = (row.Requirements.CoolingTotalMbh ?? 12) / 12;
  return heatPumpSelectionInputSchema.parse({
    MotorType: motorTypeOf(row.Motor),
    FanSpeed: 3,
    SelectBy: 2,
    EspInWg: Math.min(row.Requirements.EspInWg ?? 0, ESP_INPUT_MAX),
    CoilConnection: 1,
    AltitudeFt: 0,
    CoolingEnteringDbF: row.EatDbF ?? 80,
    CoolingEnteringWbF: row.EatWbF ?? 67,
    HeatingEnteringDbF: 70,
    Application: 'WaterLoop',
    FluidType: 40,
    CoolingEnteringFluidF: row.EwtF ?? 86,
    HeatingEnteringFluidF: 68,
    FluidGpm: Math.min(100, row.Gpm ?? Math.max(1, Math.round(tons * 3 * 10) / 10)),
  });
}

type Ranked = { ProductModelId: number; ProductModelName: string; Requirement?: RequirementEvaluation };

export const selectionMessages = {
  noCandidate: (className: string) =>
    `No ${className} unit can be rated at these conditions (check the airflow, water and air temperatures).`,
  noFit: (className: string, largest: string, shortfalls: readonly string[]) =>
    `No ${className} unit meets these requirements; the closest, ${largest}, misses ${shortfalls.join('; ')}.`,
  espAboveInput: (esp: number) =>
    `ESP ${esp} in. w.g. is above the ${ESP_INPUT_MAX} in. w.g. the fans are rated to.`,
} as const;

/** The closest miss: the fewest shortfalls, the largest unit among them. */
function closestMiss<T extends Ranked>(results: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const result of results) {
    const missed = result.Requirement?.Shortfalls.length ?? 0;
    if (!best || missed <= (best.Requirement?.Shortfalls.length ?? 0)) best = result;
  }
  return best;
}

export function selectRow(
  catalog: SelectionCatalog,
  modelClass: CatalogModelClass,
  row: EngineerScheduleRow,
): RowSelection {
  const base = {
    Row: row.Row,
    Tag: row.Tag,
    Qty: row.Qty,
    Requirements: row.Requirements,
    ProductModelId: null,
    ModelName: null,
    CodeString: null,
    Outcomes: [],
    Warnings: [],
    Performance: null,
  };
  const noFit = (Reason: string): RowSelection => ({ ...base, Status: 'NoFit', Reason });
  if ((row.Requirements.EspInWg ?? 0) > ESP_INPUT_MAX)
    return noFit(selectionMessages.espAboveInput(row.Requirements.EspInWg ?? 0));
  const requirements = row.Requirements;
  let results: Array<Ranked & { Warnings: Array<{ Message: string }> }>;
  let performanceOf: (index: number) => SavedPerformance;
  try {
    if (modelClass.selectionKind === 'HeatPump') {
      const input = heatPumpInputOf(row);
      const answer = selectHeatPumpAnswer(catalog, {
        ...input,
        ProductModelClassId: modelClass.productModelClassId,
        Requirements: requirements,
      });
      results = answer.Results;
      performanceOf = (index) => {
        const { Requirement: _evaluation, ...result } = answer.Results[
          index
        ] as (typeof answer.Results)[number];
        return { Kind: 'HeatPump', Input: input, Result: result };
      };
    } else {
      const input = coilInputOf(row);
      const endpoint =
        modelClass.productTypeId === ProductType.FanCoil ? 'GetRRResults' : 'GetBlowerCoilResults';
      const answer = selectCoilAnswer(
        catalog,
        { ...input, ProductModelClassId: modelClass.productModelClassId, Requirements: requirements },
        endpoint,
      );
      results = answer.Results;
      performanceOf = (index) => {
        const { Requirement: _evaluation, ...result } = answer.Results[
          index
        ] as (typeof answer.Results)[number];
        return { Kind: 'Coil', Input: input, Result: result };
      };
    }
  } catch (error) {
    return noFit(error instanceof Error ? error.message : String(error));
  }
  if (results.length === 0) return noFit(selectionMessages.noCandidate(modelClass.name));
  const index = results.findIndex((result) => result.Requirement?.Meets !== false);
  if (index < 0) {
    const closest = closestMiss(results);
    return noFit(
      selectionMessages.noFit(
        modelClass.name,
        closest?.ProductModelName ?? '',
        closest?.Requirement?.Shortfalls ?? [],
      ),
    );
  }
  const chosen = results[index] as (typeof results)[number];
  const model = catalog.models.get(chosen.ProductModelId);
  const configuration = model ? defaultConfiguration(modelClass, model) : null;
  return {
    ...base,
    Status: 'Selected',
    Reason: null,
    ProductModelId: chosen.ProductModelId,
    ModelName: chosen.ProductModelName,
    CodeString: configuration?.codeString ?? null,
    Outcomes: chosen.Requirement?.Outcomes ?? [],
    Warnings: chosen.Warnings.map((warning) => warning.Message),
    Performance: performanceOf(index),
  };
}
