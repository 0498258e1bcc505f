/**
 * Query parameters whose values never reach the logs: passwords (GET validatePassword), and the
 * tokens of e-mailed links (reset, set-password, approval, acceptance) and anything named like a
 * secret (issue #16, item 8).
 */
function isSecretParameter(name: string): boolean {
  return /password|token|secret|signature|apikey|api_key|^key$|^code$|^sig$/i.test(name);
}

/** Headers whose values never reach the logs. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-auth-token"]',
  'res.headers["x-auth-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-auth-token"]',
];

/** The address with the values of secret query parameters replaced, for logging. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const parts = url
    .slice(queryStart + 1)
    .split('&')
    .map((part) => {
      const [rawName = ''] = part.split('=', 1);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed name is logged as it came.
      }
      return isSecretParameter(name) ? `${rawName}=[redacted]` : part;
    });
  return `${url.slice(0, queryStart)}?${parts.join('&')}`;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
};

/** Fastify's request log line, with secret query values redacted. */
export const requestLogSerializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
