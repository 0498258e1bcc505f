import { getItemConfigurationInputs as getItemConfigurationInputsContract } from '@airquote/shared/contracts/item-configuration/get-item-configuration-inputs';
import { saveItemConfiguration as saveItemConfigurationContract } from '@airquote/shared/contracts/item-configuration/save-item-configuration';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { viewerOf } from '../auth/viewer.ts';
import { getItemConfigurationInputs } from './item-configuration-inputs.service.ts';
import { saveItemConfiguration } from './save-item-configuration.service.ts';

export function itemConfigurationRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getItemConfigurationInputsContract, async ({ body, session }) =>
      getItemConfigurationInputs(deps, viewerOf(session), body),
    ),
    defineRoute(saveItemConfigurationContract, async ({ body, session }) =>
      saveItemConfiguration(deps, viewerOf(session), body),
    ),
  ];
}
