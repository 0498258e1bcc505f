import { randomBytes } from 'node:crypto';

/** A new session's id: 128 random bits, base64url. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * An impersonation is a session of its own inside the admin's sign-in, so Stop can end it while
 * the admin's session goes on (issue #16, item 7), and ending the sign-in ends it too.
 */
export function impersonationSessionId(adminSessionId: string): string {
  return `${parentSessionId(adminSessionId)}~${newSessionId()}`;
}

/** The sign-in a session belongs to: itself, or the admin's sign-in of an impersonation. */
export function parentSessionId(sessionId: string): string {
  const separator = sessionId.indexOf('~');
  return separator < 0 ? sessionId : sessionId.slice(0, separator);
}
