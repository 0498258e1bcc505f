import type { Permission } from '@airquote/shared/enums/permissions';
import { quoteActorOf } from '@airquote/shared/rules/quote-status';
import type { Session } from '../../plugins/auth.ts';

/**
 * Who calls a service, built once per request by its route (`actorOf`): the acting user (the
 * impersonated one while impersonating), the admin behind an impersonation (event log and audit
 * rows), what the user may see and do, and the request it acts under.
 */
export type Actor = {
  userId: number;
  /** The admin acting as this user, or null. */
  impersonatorUserId: number | null;
  /** Internal staff see every project (docs/domain.md section 1). */
  isInternal: boolean;
  /** Engineers and anyone without pricing.view get no price fields (spec section 6). */
  canSeePrices: boolean;
  /** Holds order.process: enters, ships and cancels orders. */
  canProcess: boolean;
  /** The acting user's permissions (the shared `Permission` names). */
  permissions: ReadonlySet<Permission>;
  /**
   * What the quote status machine lets this caller do (its `QuoteActor`): the permissions, plus
   * 'admin' for app and system admins.
   */
  capabilities: ReadonlySet<string>;
  /** The request this caller acts under: every admin change is audited with it. */
  requestId: string;
  /** The session, for the callers that need its principals (impersonation, notifications). */
  session: Session;
};

export function actorOf(session: Session, requestId: string): Actor {
  const { principal } = session;
  return {
    userId: session.userId,
    impersonatorUserId: session.impersonatorUserId > 0 ? session.impersonatorUserId : null,
    isInternal: principal.isInternal,
    canSeePrices: principal.permissions.has('pricing.view') && !principal.isEngineer,
    canProcess: principal.permissions.has('order.process'),
    permissions: principal.permissions,
    capabilities: quoteActorOf(principal).capabilities,
    requestId,
    session,
  };
}
