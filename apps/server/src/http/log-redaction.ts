// What the access log may keep of a request: launch tokens travel in the studio's launch URL
// (`?token=`) and page tokens in the card page's (`?t=`), and a log line must not hand a
// reader someone's game session. Secret headers are redacted by path (REDACTED_LOG_PATHS).
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMS = new Set(['token', 't', 'launchtoken', 'access_token', 'sign']);

export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  'req.headers["x-signature"]',
  'req.headers["x-launch-token"]',
];

/** The URL with the values of secret query parameters replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponentSafe(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && SECRET_QUERY_PARAMS.has(name.toLowerCase())
        ? `${pair.slice(0, eq)}=[redacted]`
        : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
