// Helmet's security headers, built once. @fastify/helmet calls helmet(options) on every
// request, which parses the CSP directives and builds every header middleware again: 7% of a
// lobby search's time in the issue-21 profile. Nothing here uses per-request CSP nonces, so the
// same middleware serves every request and sets exactly the headers the plugin set.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (req, reply, done) => {
    // Helmet 8 throws rather than passing an error on; a value given anyway is passed to Fastify.
    applyHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
