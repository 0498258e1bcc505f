import type { Permission } from '@airquote/shared/enums/permissions';

/** Data carried by a route (spec section 2: anonymous, excludeIdle, the login action). */
export type RouteHandle = {
  anonymous?: boolean;
  excludeIdle?: boolean;
  action?: 'none' | 'logout';
  /** Reachable without the sign-in check (the account area, spec section 2). */
  unguarded?: boolean;
  /**
   * The permissions that open the route (any one of them): without one the shell shows the
   * no-access page instead of mounting the screen, so the screen asks the server nothing (issue #15).
   */
  requires?: { anyPermission: readonly Permission[]; title: string; message: string };
};
