import type { Session } from '../../plugins/auth.ts';

/**
 * Who reads or changes project data: the acting user (the impersonated one while impersonating),
 * the admin behind an impersonation (for the event log), and what the user may see.
 */
export type Viewer = {
  userId: number;
  /** The admin acting as this user, or null. */
  impersonatorUserId: number | null;
  /** Internal staff see every project (docs/domain.md section 1). */
  isInternal: boolean;
  /** Engineers and anyone without pricing.view get no price fields (spec section 6). */
  canSeePrices: boolean;
};

export function viewerOf(session: Session): Viewer {
  const { principal } = session;
  return {
    userId: session.userId,
    impersonatorUserId: session.impersonatorUserId > 0 ? session.impersonatorUserId : null,
    isInternal: principal.isInternal,
    canSeePrices: principal.permissions.has('pricing.view') && !principal.isEngineer,
  };
}
