import { getAddressLookUpData } from '@airquote/shared/contracts/location/get-address-lookup-data';
import { getLocation } from '@airquote/shared/contracts/location/get-location';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { getAddressLookupData, getVisibleLocation } from './location.service.ts';

export function locationRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getAddressLookUpData, async () => getAddressLookupData(deps)),
    defineRoute(getLocation, async ({ params, session, request }) =>
      getVisibleLocation(deps, actorOf(session, request.id), params.locationId),
    ),
  ];
}
