import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import { Permission } from '@airquote/shared/enums/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parentSessionId } from '../lib/session-id.ts';
import type { Principal, PrincipalLookup, SessionClaims, SessionTokenService } from './auth.types.ts';

/** The signed-in caller of a request. While impersonating, principal is the impersonated user. */
export type Session = {
  userId: number;
  impersonatorUserId: number;
  principal: Principal;
  /** The admin behind an impersonation, or the user. Token revocation follows this user. */
  realPrincipal: Principal;
  claims: SessionClaims;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** Token set by a handler (login, impersonation); the onSend hook writes it as a header. */
    issuedToken: string | null;
  }
}

/** The token of an `Authorization: Bearer …` header; the scheme name is case-insensitive (RFC 7235). */
function bearerToken(request: FastifyRequest): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  return token && token.length < 4096 ? token : null;
}

/** Why a token that came with a request does not open a session (logged, never answered). */
export type SessionRefusal =
  | 'bad-token'
  | 'user-inactive'
  | 'impersonator-inactive'
  | 'token-version'
  | 'session-ended'
  | 'may-not-impersonate';

/**
 * Resolves the session of a request: null without a token; a token that opens no session (bad or
 * expired, revoked, its user deactivated) is refused with the reason, which the caller logs so a
 * "why was I signed out?" has an answer in the server's log.
 */
export async function resolveSession(
  request: FastifyRequest,
  tokens: SessionTokenService,
  principals: PrincipalLookup,
): Promise<Session | { refused: SessionRefusal } | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims) return { refused: 'bad-token' };
  const principal = await principals.get(claims.UserId);
  if (!principal?.isActive || !principal.isApproved) return { refused: 'user-inactive' };
  const impersonating = claims.ImpersonatorUserId > 0;
  const realPrincipal = impersonating ? await principals.get(claims.ImpersonatorUserId) : principal;
  if (!realPrincipal?.isActive) return { refused: 'impersonator-inactive' };
  if (realPrincipal.tokenVersion !== claims.TokenVersion) return { refused: 'token-version' };
  // A logout ends its own session: the signed-in (real) user's revoked sessions (ADR 4).
  // An impersonation ends with Stop (its own id) or with the admin's sign-in (its parent's id).
  const revoked = realPrincipal.revokedSessionIds;
  if (revoked.has(claims.SessionId) || revoked.has(parentSessionId(claims.SessionId)))
    return { refused: 'session-ended' };
  // An impersonation lasts only while the impersonator still may impersonate (spec section 6).
  if (impersonating && !mayImpersonate(realPrincipal)) return { refused: 'may-not-impersonate' };
  return {
    userId: claims.UserId,
    impersonatorUserId: claims.ImpersonatorUserId,
    principal,
    realPrincipal,
    claims,
  };
}

/**
 * Spec section 6: only app and system admins impersonate; the permission matrix can take the right
 * away from an admin role (user.impersonate), never give it to anyone else.
 */
export function mayImpersonate(admin: Principal): boolean {
  return (admin.isAppAdmin || admin.isSysAdmin) && admin.permissions.has(Permission.UserImpersonate);
}

/** Sliding renewal: a session past a third of its lifetime gets a fresh token in the response. */
export async function renewTokenIfDue(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: SessionTokenService,
): Promise<void> {
  const token =
    request.issuedToken ??
    (request.session && tokens.needsRenewal(request.session.claims)
      ? await tokens.sign({
          UserId: request.session.userId,
          ImpersonatorUserId: request.session.impersonatorUserId,
          TokenVersion: request.session.claims.TokenVersion,
          SessionId: request.session.claims.SessionId,
        })
      : null);
  if (token) reply.header(AUTH_TOKEN_HEADER, token);
}
