// The back-office server: a second Fastify instance on BACKOFFICE_PORT, sharing the player
// app's services (database, cache, ledger). It serves the built staff app at / and the staff
// calls at POST /bo/api/<path>; staff calls exist only here, never on the player port.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandler } from '../http/error-handler.ts';
import { installJsonParser } from '../http/json-parser.ts';
import { REDACTED_LOG_PATHS, serializeRequest } from '../http/log-redaction.ts';
import type { Services } from '../services.ts';
import { AREAS } from '../areas.ts';
import { registerAuthCalls } from './auth/routes.ts';
import { createStaffRegistry, type StaffRegistry } from './calls.ts';
import { installBackofficeStatic } from './static.ts';
import { installSecurityHeaders } from '../http/security-headers.ts';

export type BackofficeApp = FastifyInstance & { staffCalls: StaffRegistry };

export interface BackofficeOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Areas registered after the real ones (tests add calls of their own). */
  extraAreas?: ReadonlyArray<(registry: StaffRegistry) => void>;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildBackofficeApp(
  services: Services,
  options: BackofficeOptions = {},
): Promise<BackofficeApp> {
  const { config } = services;
  const trust = config.TRUST_PROXY;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: REDACTED_LOG_PATHS,
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: typeof trust === 'number' ? (_a: string, hop: number) => hop < trust : trust,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false },
  });
  installJsonParser(app);
  installErrorHandler(app, config.jurisdiction.currency);
  const https =
    config.PUBLIC_URL.startsWith('https://') || config.BACKOFFICE_PUBLIC_URL.startsWith('https://');
  // Same-origin only: no CORS at all, and no framing (clickjacking a staff screen).
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // KYC PDFs are shown inline from a blob the staff call answered, never from a URL.
        frameSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (req.url.startsWith('/bo/api/')) reply.header('cache-control', 'no-store');
  });

  const registry = createStaffRegistry(app, services, AREAS);
  registerAuthCalls(registry);
  for (const area of AREAS) await app.register(area.staffPlugin, { registry });
  for (const register of options.extraAreas ?? []) register(registry);
  await installBackofficeStatic(app, config.BACKOFFICE_DIST_DIR);
  return Object.assign(app, { staffCalls: registry }) as BackofficeApp;
}
