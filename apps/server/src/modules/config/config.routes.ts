import { getClientConfig } from '@airquote/shared/contracts/config/get-client-config';
import { getOrderSettings, updateOrderSettings } from '@airquote/shared/contracts/config/order-settings';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import { readOrderSettings, saveOrderSettings } from './order-settings.service.ts';

/** Spec section 4: the warning countdown is always 30 seconds. */
export const INACTIVITY_COUNTDOWN_SECONDS = 30;

export function configRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getClientConfig, async () => ({
      InactivityTimeoutSeconds: deps.env.IDLE_TIMEOUT_SECONDS,
      InactivityCountdownSeconds: INACTIVITY_COUNTDOWN_SECONDS,
    })),
    defineRoute(getOrderSettings, async () => readOrderSettings(deps.db)),
    defineRoute(updateOrderSettings, async ({ body, session, request }) =>
      saveOrderSettings(deps, actorOf(session, request.id), body),
    ),
  ];
}
