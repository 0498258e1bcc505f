import { ProductType } from '@airquote/shared/enums/lookups';
import {
  figuresOfCoil,
  figuresOfHeatPump,
  rankResults,
  requirementsOfCoilInput,
  type UnitRequirements,
} from '@airquote/shared/selection/requirements';
import { selectCoilUnits } from '@airquote/shared/selection/select-coil-units';
import { selectHeatPumps } from '@airquote/shared/selection/select-heat-pumps';
import type {
  CoilSelectionInput,
  HeatPumpSelectionInput,
} from '@airquote/shared/selection/selection-schemas';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { SerializedJson } from '../../plugins/contract-route.ts';
import { selectionMessages as messages, selectionEndpointOf } from './selection.messages.ts';
import { type CatalogModelClass, loadVersionedCatalog, type SelectionCatalog } from './selection-catalog.ts';

type SelectionEndpoint = 'GetRRResults' | 'GetBlowerCoilResults' | 'GetWSHPResults';

/** The product types each ItemSelection endpoint selects (spec section 7; docs/domain.md section 4). */
const endpointProductTypes: Record<SelectionEndpoint, readonly number[]> = {
  GetRRResults: [ProductType.FanCoil],
  GetBlowerCoilResults: [ProductType.AirHandler, ProductType.ECO],
  GetWSHPResults: [ProductType.WSHP],
};

function requireModelClass(
  catalog: SelectionCatalog,
  productModelClassId: number,
  endpoint: SelectionEndpoint,
): CatalogModelClass {
  const modelClass = catalog.classes.get(productModelClassId);
  if (!modelClass) throw notFound(messages.modelClassNotFound(productModelClassId));
  if (!endpointProductTypes[endpoint].includes(modelClass.productTypeId)) {
    const message = messages.wrongEndpoint(
      modelClass.name,
      modelClass.productTypeId,
      selectionEndpointOf(modelClass.productTypeId),
    );
    throw badRequest(message, { ProductModelClassId: message });
  }
  return modelClass;
}

/** Listed candidates that are not offered in the class: said, not silently dropped. */
function requestWarnings(modelClass: CatalogModelClass, productModelIds: readonly number[]): string[] {
  if (productModelIds.length === 0) return [];
  const missing = productModelIds.filter(
    (id) => !modelClass.offeredSelectionModels.some((model) => model.ProductModelId === id),
  );
  return missing.length > 0 ? [messages.modelsNotInClass(missing, modelClass.name)] : [];
}

function answer<R>(warnings: string[], results: R[]) {
  return { Success: results.length > 0, WarningMessages: warnings, Results: results };
}

export function selectCoilAnswer(
  catalog: SelectionCatalog,
  request: CoilSelectionInput & { ProductModelClassId: number; Requirements?: UnitRequirements | null },
  endpoint: 'GetRRResults' | 'GetBlowerCoilResults',
) {
  const modelClass = requireModelClass(catalog, request.ProductModelClassId, endpoint);
  return answer(
    requestWarnings(modelClass, request.ProductModelIds),
    rankResults(
      selectCoilUnits(request, modelClass.offeredSelectionModels),
      requirementsOfCoilInput(request.Requirements, request),
      figuresOfCoil,
    ),
  );
}

export function selectHeatPumpAnswer(
  catalog: SelectionCatalog,
  request: HeatPumpSelectionInput & { ProductModelClassId: number; Requirements?: UnitRequirements | null },
) {
  const modelClass = requireModelClass(catalog, request.ProductModelClassId, 'GetWSHPResults');
  return answer(
    requestWarnings(modelClass, request.ProductModelIds),
    rankResults(
      selectHeatPumps(request, modelClass.offeredSelectionModels),
      request.Requirements,
      figuresOfHeatPump,
    ),
  );
}

/**
 * Serialised answers per request under the catalog version: the engine is pure, so the same inputs
 * on the same catalog give the same answer, and repeated requests (integrations polling, a screen
 * reopened) skip both the engine and the response encoding.
 */
const answerCaches = new WeakMap<Database, VersionedCache<SerializedJson>>();
const ANSWER_CACHE_ENTRIES = 500;

function answerCacheOf(db: Database): VersionedCache<SerializedJson> {
  let cache = answerCaches.get(db);
  if (!cache) {
    cache = new VersionedCache(ANSWER_CACHE_ENTRIES);
    answerCaches.set(db, cache);
  }
  return cache;
}

async function cachedAnswer(
  deps: AppDeps,
  endpoint: SelectionEndpoint,
  request: object,
  build: (catalog: SelectionCatalog) => SerializedJson,
): Promise<SerializedJson> {
  const { catalog, version } = await loadVersionedCatalog(deps.db);
  const cache = answerCacheOf(deps.db);
  // The validated request (keys in schema order, defaults filled) names the answer exactly.
  const key = endpoint + JSON.stringify(request);
  const cached = cache.get(key, version);
  if (cached) return cached;
  const built = build(catalog);
  cache.set(key, version, built);
  return built;
}

/**
 * The engine's results are typed as the contract's response (z.infer of the same schemas) and
 * rounded by the engine, so they are written as they are: re-encoding ~15 kB of results through zod
 * was a sixth of a selection request's CPU. The route tests parse every answer with the contract.
 */
function serializedAnswer(
  answer: ReturnType<typeof selectCoilAnswer> | ReturnType<typeof selectHeatPumpAnswer>,
) {
  return new SerializedJson(JSON.stringify(answer));
}

/** PUT ItemSelection/GetRRResults and GetBlowerCoilResults. */
export function selectCoilResults(
  deps: AppDeps,
  request: CoilSelectionInput & { ProductModelClassId: number },
  endpoint: 'GetRRResults' | 'GetBlowerCoilResults',
): Promise<SerializedJson> {
  return cachedAnswer(deps, endpoint, request, (catalog) =>
    serializedAnswer(selectCoilAnswer(catalog, request, endpoint)),
  );
}

/** PUT ItemSelection/GetWSHPResults. */
export function selectHeatPumpResults(
  deps: AppDeps,
  request: HeatPumpSelectionInput & { ProductModelClassId: number },
): Promise<SerializedJson> {
  return cachedAnswer(deps, 'GetWSHPResults', request, (catalog) =>
    serializedAnswer(selectHeatPumpAnswer(catalog, request)),
  );
}
