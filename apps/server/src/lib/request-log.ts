/** Query parameters whose values never reach the logs (GET validatePassword carries a password). */
const SECRET_QUERY_PARAMETERS = new Set(['password']);

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
      return SECRET_QUERY_PARAMETERS.has(name.toLowerCase()) ? `${rawName}=[redacted]` : part;
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
