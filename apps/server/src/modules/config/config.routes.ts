import { getClientConfig } from '@airquote/shared/contracts/config/get-client-config';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';

/** Spec section 4: the warning countdown is always 30 seconds. */
export const INACTIVITY_COUNTDOWN_SECONDS = 30;

export function configRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getClientConfig, async () => ({
      InactivityTimeoutSeconds: deps.env.IDLE_TIMEOUT_SECONDS,
      InactivityCountdownSeconds: INACTIVITY_COUNTDOWN_SECONDS,
    })),
  ];
}
