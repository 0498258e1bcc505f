import { jwtVerify, SignJWT } from 'jose';

/** What a session token says (spec section 3: UserId, and ImpersonatorUserId while impersonating). */
export type SessionClaims = {
  UserId: number;
  /** 0 when not impersonating; above 0 means the admin with this id acts as UserId. */
  ImpersonatorUserId: number;
  /** Token version of the user who signed in (the impersonator while impersonating). */
  TokenVersion: number;
  issuedAt: number;
  expiresAt: number;
};

export type SessionTokenService = {
  sign(claims: Pick<SessionClaims, 'UserId' | 'ImpersonatorUserId' | 'TokenVersion'>): Promise<string>;
  verify(token: string): Promise<SessionClaims | null>;
  /** Renew once a third of the lifetime has passed (sliding expiry without a new token per request). */
  needsRenewal(claims: SessionClaims, nowSeconds?: number): boolean;
};

export function createSessionTokenService(secret: string, ttlSeconds: number): SessionTokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setIssuer('airquote')
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'airquote', algorithms: ['HS256'] });
        const userId = Number(payload.UserId);
        const impersonatorUserId = Number(payload.ImpersonatorUserId ?? 0);
        const tokenVersion = Number(payload.TokenVersion);
        if (!Number.isInteger(userId) || userId <= 0 || !Number.isInteger(tokenVersion)) return null;
        return {
          UserId: userId,
          ImpersonatorUserId: Number.isInteger(impersonatorUserId) ? impersonatorUserId : 0,
          TokenVersion: tokenVersion,
          issuedAt: payload.iat ?? 0,
          expiresAt: payload.exp ?? 0,
        };
      } catch {
        return null;
      }
    },
    needsRenewal(claims, nowSeconds = Math.floor(Date.now() / 1000)) {
      return nowSeconds - claims.issuedAt > ttlSeconds / 3;
    },
  };
}
