/**
 * Which failures mean "the database is not there right now" (lost, frozen, restarting, out of
 * connections) rather than "this request is wrong": those answer 503 with Retry-After, and the
 * connection that saw them is discarded.
 */
const unavailableCodes = new Set([
  // PostgreSQL: connection exceptions, operator intervention, too many connections, statement timeout.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  // Node sockets.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const unavailableMessages = [
  'Connection terminated',
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed and is not queryable',
  'Connection lost',
];

/** Follows `cause` (drizzle wraps driver errors as "Failed query: …") to the driver's error. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.some((text) => message.includes(text)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
