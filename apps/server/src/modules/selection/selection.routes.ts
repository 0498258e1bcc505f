import { filterProducts as filterProductsContract } from '@airquote/shared/contracts/selection/filter-products';
import { getAllFanSpeedChartData as getAllFanSpeedChartDataContract } from '@airquote/shared/contracts/selection/get-all-fan-speed-chart-data';
import { getBlowerCoilResults } from '@airquote/shared/contracts/selection/get-blower-coil-results';
import { getCoilRowOptions as getCoilRowOptionsContract } from '@airquote/shared/contracts/selection/get-coil-row-options';
import { getFilterPressureDropParameters as getFilterPressureDropParametersContract } from '@airquote/shared/contracts/selection/get-filter-pressure-drop-parameters';
import { getRRResults } from '@airquote/shared/contracts/selection/get-rr-results';
import { getWSHPResults } from '@airquote/shared/contracts/selection/get-wshp-results';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import {
  getAllFanSpeedChartData,
  getCoilRowOptions,
  getFilterPressureDropParameters,
} from './engineering-data.service.ts';
import { filterProducts } from './filter-products.service.ts';
import { selectCoilResults, selectHeatPumpResults } from './selection.service.ts';

export function selectionRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getRRResults, async ({ body }) => selectCoilResults(deps, body, 'GetRRResults')),
    defineRoute(getBlowerCoilResults, async ({ body }) =>
      selectCoilResults(deps, body, 'GetBlowerCoilResults'),
    ),
    defineRoute(getWSHPResults, async ({ body }) => selectHeatPumpResults(deps, body)),
    defineRoute(getCoilRowOptionsContract, async ({ body }) => getCoilRowOptions(deps, body)),
    defineRoute(getAllFanSpeedChartDataContract, async ({ params }) =>
      getAllFanSpeedChartData(deps, params.airFlowProfileId),
    ),
    defineRoute(getFilterPressureDropParametersContract, async ({ body }) =>
      getFilterPressureDropParameters(deps, body.ProductModelId),
    ),
    defineRoute(filterProductsContract, async ({ body }) => filterProducts(deps, body)),
  ];
}
