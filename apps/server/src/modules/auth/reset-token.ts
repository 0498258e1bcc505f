import { createHash, randomBytes } from 'node:crypto';

/** Reset links are valid for 30 minutes (issue 2). */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export function createResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
