import { getItemConfigurationInputs as getItemConfigurationInputsContract } from '@airquote/shared/contracts/item-configuration/get-item-configuration-inputs';
import { saveItemConfiguration as saveItemConfigurationContract } from '@airquote/shared/contracts/item-configuration/save-item-configuration';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { getItemConfigurationInputs } from './item-configuration-inputs.service.ts';
import { saveItemConfiguration } from './save-item-configuration.service.ts';

export function itemConfigurationRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getItemConfigurationInputsContract, async ({ body, session, request }) =>
      getItemConfigurationInputs(deps, actorOf(session, request.id), body),
    ),
    defineRoute(saveItemConfigurationContract, async ({ body, session, request }) =>
      saveItemConfiguration(deps, actorOf(session, request.id), body),
    ),
  ];
}
