// Helmet's security headers, worked out once. @fastify/helmet calls helmet(options) on every
// request, which parses the CSP directives and builds every header middleware again (7% of a
// lobby search's time in the issue-21 profile); running the built middleware on each request
// still cost a tenth of a search, most of it Node checking eleven res.setHeader calls that
// also send Fastify's own headers down Node's slow path. Nothing here depends on the request
// (no CSP nonces, no function directives: refused below), so helmet runs once against a
// recorder, and each request gets the same header set in one reply.headers call.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderSet = Readonly<Record<string, string>>;

/** Whether any option is a function: helmet would call it per request (a nonce, say). */
function hasFunction(value: unknown): boolean {
  if (typeof value === 'function') return true;
  if (value && typeof value === 'object') return Object.values(value).some(hasFunction);
  return false;
}

/** The headers helmet sets with these options, as Fastify sends them (lower-case names). */
export function helmetHeaders(options: Readonly<HelmetOptions>): HeaderSet {
  if (hasFunction(options)) throw new Error('security headers must not depend on the request');
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    // helmet drops X-Powered-By, which neither Node nor Fastify sets.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  const apply = helmet(options) as unknown as (
    req: object,
    res: typeof recorder,
    next: (error?: unknown) => void,
  ) => void;
  apply({}, recorder, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
