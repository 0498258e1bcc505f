import type { Permission } from '@airquote/shared/enums/permissions';

/**
 * What the auth plugin knows about a caller, below the modules that fill it in: modules/auth
 * loads principals and signs tokens to these shapes, plugins/auth.ts and AppDeps only name them.
 */

/** What every authorised request needs to know about the acting user, in one query. */
export type Principal = {
  userId: number;
  isActive: boolean;
  isApproved: boolean;
  tokenVersion: number;
  /** Sessions of this user ended by a logout whose tokens have not all expired yet (ADR 4). */
  revokedSessionIds: ReadonlySet<string>;
  userRoles: string[];
  /** Names from the shared list (enums/permissions.ts): a misspelt permission fails typecheck. */
  permissions: ReadonlySet<Permission>;
  /** Holds company role Engineer in any company: sees no quote and no price (spec section 6). */
  isEngineer: boolean;
  isAppAdmin: boolean;
  isSysAdmin: boolean;
  isInternal: boolean;
};

/** Principals by user id, cached (modules/auth/principal.ts); invalidate after changing one. */
export type PrincipalLookup = {
  get(userId: number): Promise<Principal | null>;
  invalidate(userId?: number): void;
};

/** What a session token says (spec section 3: UserId, and ImpersonatorUserId while impersonating). */
export type SessionClaims = {
  UserId: number;
  /** 0 when not impersonating; above 0 means the admin with this id acts as UserId. */
  ImpersonatorUserId: number;
  /** Token version of the user who signed in (the impersonator while impersonating). */
  TokenVersion: number;
  /**
   * The sign-in this token belongs to: made at login, kept by renewal and impersonation, ended by
   * a logout of this session only (ADR 4).
   */
  SessionId: string;
  issuedAt: number;
  expiresAt: number;
};

export type SessionTokenService = {
  sign(
    claims: Pick<SessionClaims, 'UserId' | 'ImpersonatorUserId' | 'TokenVersion' | 'SessionId'>,
  ): Promise<string>;
  verify(token: string): Promise<SessionClaims | null>;
  /** Renew once a third of the lifetime has passed (sliding expiry without a new token per request). */
  needsRenewal(claims: SessionClaims, nowSeconds?: number): boolean;
};
