import type {
  FilterProductsCandidate,
  FilterProductsRequest,
} from '@airquote/shared/contracts/selection/filter-products';
import { ISO_13256_ENTERING_AIR, iso13256Conditions } from '@airquote/shared/selection/heat-pump';
import {
  evaluateRequirements,
  figuresOfCoil,
  figuresOfHeatPump,
  type RequirementEvaluation,
  type UnitRequirements,
} from '@airquote/shared/selection/requirements';
import { selectCoilUnits } from '@airquote/shared/selection/select-coil-units';
import { selectHeatPump } from '@airquote/shared/selection/select-heat-pumps';
import {
  AirCoilConnection,
  AirSelectBy,
  type CoilCandidateResult,
  CoilConfiguration,
  type CoilSelectionInput,
  ConfigurationType,
  FilterMethod,
  type FluidSideInput,
  FluidType,
  type HeatPumpCandidateResult,
  type HeatPumpSelectionInput,
  SelectionMethod,
} from '@airquote/shared/selection/selection-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { selectionMessages as messages } from './selection.messages.ts';
import { type CatalogModelClass, loadSelectionCatalog, type SelectionCatalog } from './selection-catalog.ts';

/** AHRI 440 entering air for water coils (docs/domain.md section 4). */
const AHRI_440_AIR = { CoolingDbF: 80, CoolingWbF: 67, HeatingDbF: 70 } as const;

/** The offered classes the request names: one class, or every class of a product type. */
function classesOf(catalog: SelectionCatalog, request: FilterProductsRequest): CatalogModelClass[] {
  if (request.ProductModelClassId) {
    const modelClass = catalog.classes.get(request.ProductModelClassId);
    if (!modelClass) throw notFound(messages.modelClassNotFound(request.ProductModelClassId));
    if (request.ProductTypeId && request.ProductTypeId !== modelClass.productTypeId) {
      const message = `Model class ${modelClass.name} is not of product type ${request.ProductTypeId}.`;
      throw badRequest(message, { ProductModelClassId: message });
    }
    return [modelClass];
  }
  const productTypeId = request.ProductTypeId as number;
  if (!catalog.productTypeIds.has(productTypeId)) throw notFound(messages.productTypeNotFound(productTypeId));
  return [...catalog.classes.values()].filter(
    (modelClass) => modelClass.productTypeId === productTypeId && modelClass.isOffered,
  );
}

function fluidSide(enteringF: number, leavingF: number, target: number | null | undefined): FluidSideInput {
  return {
    SelectionMethod: SelectionMethod.LeavingFluidTemp,
    FluidType: FluidType.Water,
    GlycolPercent: 0,
    EnteringFluidF: enteringF,
    FluidGpm: null,
    LeavingFluidF: leavingF,
    FilterMethod: target ? FilterMethod.Capacity : FilterMethod.None,
    FilterTarget: target ?? null,
  };
}

/**
 * Water coils: cooling only unless heating is required; both → a 4-pipe unit (its own heating coil),
 * heating only → a 2-pipe unit on hot water.
 */
function coilInput(request: FilterProductsRequest): CoilSelectionInput {
  const heating = Boolean(request.RequiredHeatingMbh);
  const cooling = Boolean(request.RequiredCoolingMbh) || !heating;
  return {
    MotorType: request.MotorType,
    FanSpeed: request.FanSpeed,
    SelectBy: AirSelectBy.ESP,
    EspInWg: request.EspInWg,
    CoilConnection: AirCoilConnection.Left,
    AltitudeFt: request.AltitudeFt,
    CoolingEnteringDbF: request.CoolingEnteringDbF ?? AHRI_440_AIR.CoolingDbF,
    CoolingEnteringWbF: request.CoolingEnteringWbF ?? AHRI_440_AIR.CoolingWbF,
    HeatingEnteringDbF: request.HeatingEnteringDbF ?? AHRI_440_AIR.HeatingDbF,
    CoilConfiguration: cooling && heating ? CoilConfiguration.FourPipe : CoilConfiguration.TwoPipe,
    ConfigurationType: cooling ? ConfigurationType.ChilledWater : ConfigurationType.HotWater,
    Cooling: cooling
      ? fluidSide(
          request.ChilledWaterEnteringF,
          request.ChilledWaterEnteringF + request.ChilledWaterRiseF,
          request.RequiredCoolingMbh,
        )
      : null,
    Heating: heating
      ? fluidSide(
          request.HotWaterEnteringF,
          request.HotWaterEnteringF - request.HotWaterDropF,
          request.RequiredHeatingMbh,
        )
      : null,
    HeatCoilRows: null,
    ElectricHeatCapacity: null,
    ProductModelIds: [],
  };
}

function heatPumpInput(request: FilterProductsRequest): Omit<HeatPumpSelectionInput, 'FluidGpm'> {
  const water = iso13256Conditions[request.Application];
  return {
    MotorType: request.MotorType,
    FanSpeed: request.FanSpeed,
    SelectBy: AirSelectBy.ESP,
    EspInWg: request.EspInWg,
    CoilConnection: AirCoilConnection.Left,
    AltitudeFt: request.AltitudeFt,
    CoolingEnteringDbF: request.CoolingEnteringDbF ?? ISO_13256_ENTERING_AIR.CoolingDbF,
    CoolingEnteringWbF: request.CoolingEnteringWbF ?? ISO_13256_ENTERING_AIR.CoolingWbF,
    HeatingEnteringDbF: request.HeatingEnteringDbF ?? ISO_13256_ENTERING_AIR.HeatingDbF,
    Application: request.Application,
    FluidType: FluidType.Water,
    GlycolPercent: 0,
    CoolingEnteringFluidF: request.CoolingEnteringFluidF ?? water.CoolingEwtF,
    HeatingEnteringFluidF: request.HeatingEnteringFluidF ?? water.HeatingEwtF,
    ProductModelIds: [],
  };
}

/** The required figures as the shared evaluation reads them (the same one the screen and Save use). */
function requirementsOf(request: FilterProductsRequest): UnitRequirements {
  return {
    CoolingTotalMbh: request.RequiredCoolingMbh ?? null,
    CoolingSensibleMbh: request.RequiredSensibleMbh ?? null,
    HeatingMbh: request.RequiredHeatingMbh ?? null,
    Cfm: request.RequiredCfm ?? null,
  };
}

function candidatesOf(
  modelClass: CatalogModelClass,
  request: FilterProductsRequest,
): FilterProductsCandidate[] {
  const candidate = (
    modelId: number,
    coil: CoilCandidateResult | null,
    heatPump: HeatPumpCandidateResult | null,
    requirement: RequirementEvaluation,
  ) => {
    const model = modelClass.models.find((item) => item.productModelId === modelId);
    if (!model) return [];
    return [
      {
        ProductModelId: model.productModelId,
        ProductModelName: model.name,
        ProductModelClassId: modelClass.productModelClassId,
        ProductModelClassName: modelClass.name,
        ProductTypeId: modelClass.productTypeId,
        UnitSize: model.selection.UnitSize,
        NominalCfm: model.selection.NominalCfm,
        Coil: coil,
        HeatPump: heatPump,
        Requirement: requirement,
      },
    ];
  };
  const requirements = requirementsOf(request);
  if (modelClass.selectionKind === 'HeatPump') {
    const input = heatPumpInput(request);
    return modelClass.offeredSelectionModels.flatMap((model) => {
      // Each size at its own rated water flow (about 3 gpm per ton), as catalogs rate them.
      const gpm = model.HeatPumpRating?.RatedGpm;
      if (!gpm) return [];
      const result = selectHeatPump({ ...input, FluidGpm: gpm }, model);
      const evaluation = evaluateRequirements(requirements, figuresOfHeatPump(result));
      return evaluation.Meets ? candidate(model.ProductModelId, null, result, evaluation) : [];
    });
  }
  // Results come by model, then rows ascending: the first that meets is the model's smallest coil.
  const chosen = new Map<number, { result: CoilCandidateResult; evaluation: RequirementEvaluation }>();
  for (const result of selectCoilUnits(coilInput(request), modelClass.offeredSelectionModels)) {
    if (chosen.has(result.ProductModelId) || !result.MeetsTarget) continue;
    const evaluation = evaluateRequirements(requirements, figuresOfCoil(result));
    if (evaluation.Meets) chosen.set(result.ProductModelId, { result, evaluation });
  }
  return [...chosen.values()].flatMap(({ result, evaluation }) =>
    candidate(result.ProductModelId, result, null, evaluation),
  );
}

/** POST Integration/FilterProducts: the models meeting every requirement given, smallest first. */
export async function filterProducts(deps: AppDeps, request: FilterProductsRequest) {
  const catalog = await loadSelectionCatalog(deps.db);
  const candidates = classesOf(catalog, request).flatMap((modelClass) => candidatesOf(modelClass, request));
  candidates.sort(
    (a, b) =>
      a.NominalCfm - b.NominalCfm ||
      a.ProductModelName.localeCompare(b.ProductModelName) ||
      a.ProductModelId - b.ProductModelId,
  );
  return {
    Success: candidates.length > 0,
    WarningMessages: candidates.length > 0 ? [] : [messages.noCandidates],
    Candidates: candidates,
  };
}
