// Security headers, a CSP the built app satisfies (no inline script, no third-party hosts),
// and CORS with credentials for the configured origins only.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { corsOrigins, type Config } from '../config.ts';
import { installSecurityHeaders } from './security-headers.ts';

export async function installSecurity(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL.startsWith('https://');
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
        mediaSrc: ["'self'", 'data:', 'blob:'],
        // Trustly's and paysafecard's pages open framed on the order's page (wide screens).
        frameSrc: ["'self'", ...providerFrameHosts(config)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Game studios' pages are framed by the lobby; the app itself may be framed by itself only.
    frameguard: { action: 'sameorigin' },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const origins = corsOrigins(config);
  await app.register(cors, {
    origin: origins.length > 0 ? origins : false,
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'token', 'Accept-Language', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
}

/** The live payment providers' page hosts the app may frame. */
export function providerFrameHosts(
  config: Pick<Config, 'TRUSTLY_ADAPTER' | 'PAYSAFECARD_ADAPTER'>,
): string[] {
  return [
    ...(config.TRUSTLY_ADAPTER === 'live' ? ['https://*.trustly.com'] : []),
    ...(config.PAYSAFECARD_ADAPTER === 'live' ? ['https://*.paysafecard.com'] : []),
  ];
}
