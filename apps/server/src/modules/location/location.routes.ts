import { getAddressLookUpData } from '@airquote/shared/contracts/location/get-address-lookup-data';
import { getLocation } from '@airquote/shared/contracts/location/get-location';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import { getAddressLookupData, getVisibleLocation } from './location.service.ts';

export function locationRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getAddressLookUpData, async () => getAddressLookupData(deps)),
    defineRoute(getLocation, async ({ params, session }) =>
      getVisibleLocation(deps, viewerOf(session), params.locationId),
    ),
  ];
}
