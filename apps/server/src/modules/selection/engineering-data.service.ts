import type { FanSpeedChartData } from '@airquote/shared/contracts/selection/get-all-fan-speed-chart-data';
import {
  type CoilRowOption,
  coilLabel,
  heatCoilRowsOption,
} from '@airquote/shared/contracts/selection/get-coil-row-options';
import { fanChartSeries } from '@airquote/shared/selection/fan';
import type { FilterPressureDrop } from '@airquote/shared/selection/selection-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { selectionMessages as messages } from './selection.messages.ts';
import { type CatalogModel, loadSelectionCatalog } from './selection-catalog.ts';

async function requireModel(deps: AppDeps, productModelId: number): Promise<CatalogModel> {
  const model = (await loadSelectionCatalog(deps.db)).models.get(productModelId);
  if (!model) throw notFound(messages.modelNotFound(productModelId));
  return model;
}

/** PUT CoilProfile/GetCoilRowOptions: the model's coils by duty and rows, from the cached catalog. */
export async function getCoilRowOptions(
  deps: AppDeps,
  request: { ProductModelId: number; Duty?: 'Cooling' | 'Heating' | null },
): Promise<CoilRowOption[]> {
  const model = await requireModel(deps, request.ProductModelId);
  return model.selection.CoilProfiles.filter((coil) => !request.Duty || coil.Duty === request.Duty).map(
    (coil) => ({
      CoilProfileId: coil.CoilProfileId,
      ProductModelId: coil.ProductModelId,
      Duty: coil.Duty,
      Rows: coil.Rows,
      FinsPerInch: coil.FinsPerInch,
      FaceAreaSqFt: coil.FaceAreaSqFt,
      TubeCircuits: coil.TubeCircuits,
      HeatCoilRows: coil.Duty === 'Heating' ? heatCoilRowsOption(coil.Rows) : null,
      Label: coilLabel(coil),
    }),
  );
}

/** POST FilterPressureDrop/GetFilterPressureDropParameters. */
export async function getFilterPressureDropParameters(
  deps: AppDeps,
  productModelId: number,
): Promise<FilterPressureDrop[]> {
  return (await requireModel(deps, productModelId)).selection.FilterPressureDrops;
}

/** GET AirFlowProfile/GetAllFanSpeedChartData/{id}: each tap's curve, sampled by the engine's fan helper. */
export async function getAllFanSpeedChartData(
  deps: AppDeps,
  airFlowProfileId: number,
): Promise<FanSpeedChartData> {
  const catalog = await loadSelectionCatalog(deps.db);
  const profile = catalog.airFlowProfiles.get(airFlowProfileId);
  const model = profile ? catalog.models.get(profile.ProductModelId) : undefined;
  if (!profile || !model) throw notFound(messages.airFlowProfileNotFound(airFlowProfileId));
  const series = fanChartSeries(model.selection, profile, null, null);
  return {
    AirFlowProfileId: profile.AirFlowProfileId,
    ProductModelId: profile.ProductModelId,
    MotorType: profile.MotorType,
    Taps: series.Taps.map((tap) => ({
      FanSpeed: tap.FanSpeed,
      SpeedPercent: tap.SpeedPercent,
      Points: tap.Points,
    })),
  };
}
