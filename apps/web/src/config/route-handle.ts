/** Data carried by a route (spec section 2: anonymous, excludeIdle, the login action). */
export type RouteHandle = {
  anonymous?: boolean;
  excludeIdle?: boolean;
  action?: 'none' | 'logout';
  /** Reachable without the sign-in check (the account area, spec section 2). */
  unguarded?: boolean;
};
