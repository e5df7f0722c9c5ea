// The identity vendor's routes: the player's start call, and the vendor's webhook (a raw body,
// so the signature is checked over the exact bytes the vendor signed). In sandbox mode the
// vendor is the in-process simulator, reached over HTTP like the real one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { startIdentityCheck } from '@talih/contracts/kyc.ts';
import { onfidoVendor } from '../../adapters/identity/onfido.ts';
import { BadIdentitySignature, type IdentityVendor } from '../../adapters/identity/port.ts';
import {
  identityVendorOf,
  ONFIDO_SIM_PREFIX,
  onfidoTokens,
  usesOnfidoSimulator,
} from '../../adapters/identity/settings.ts';
import { isRetryable } from '../../adapters/vendor-calls.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { ownUrl } from '../../http/own-url.ts';
import type { Services } from '../../services.ts';
import { registerOnfidoSimulator } from '@talih/sandbox/vendors/onfido.ts';
import { applyIdentityEvent, startIdentity } from './identity.ts';

export const ONFIDO_WEBHOOK_PATH = '/webhooks/onfido';
const WEBHOOK_BODY_BYTES_MAX = 256 * 1024;

/** The vendor, built on first use (the simulator's address is known once the app listens). */
export function identityVendorFactory(app: FastifyInstance, services: Services) {
  let vendor: IdentityVendor | null = null;
  return (): IdentityVendor => {
    if (vendor) return vendor;
    const c = services.config;
    const simulated = usesOnfidoSimulator(c) && c.mode === 'sandbox';
    vendor = onfidoVendor({
      ...onfidoTokens(c),
      region: c.ONFIDO_REGION,
      apiUrl: c.ONFIDO_API_URL || (simulated ? `${ownUrl(app)}${ONFIDO_SIM_PREFIX}/v3.6` : ''),
      workflowId: c.ONFIDO_WORKFLOW_ID || 'sandbox-workflow',
      timeoutMs: c.ONFIDO_TIMEOUT_MS,
      retries: c.ONFIDO_RETRIES,
      ...(services.metrics ? { registry: services.metrics.registry } : {}),
      log: services.log,
    });
    return vendor;
  };
}

/** Where the vendor sends the player back: the site's own verification page. */
function completedUrl(services: Services, req: FastifyRequest): string {
  const base = services.config.PUBLIC_URL || `${req.protocol}://${req.host}`;
  return `${base.replace(/\/$/, '')}/verification?identity=done`;
}

export function registerIdentityRoutes(
  app: FastifyInstance,
  calls: CallRegistry,
  services: Services,
  vendor = identityVendorFactory(app, services),
) {
  calls.register(startIdentityCheck, ({ auth, req }) =>
    startIdentity(services, vendor(), auth.userId, {
      completedUrl: completedUrl(services, req),
      requestId: req.id,
    }),
  );
  if (identityVendorOf(services.config) === 'off') return;
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_BYTES_MAX },
      (_r, b, done) => done(null, b),
    );
    scope.post(ONFIDO_WEBHOOK_PATH, async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['x-sha2-signature'];
      let event;
      try {
        event = vendor().readEvent(raw, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        if (!(err instanceof BadIdentitySignature)) throw err;
        req.log.warn('identity webhook: bad signature');
        return reply.code(401).send({ error: 'invalid signature' });
      }
      try {
        const outcome = await applyIdentityEvent(services, vendor(), event);
        req.log.info({ outcome }, 'identity webhook');
      } catch (err) {
        // The vendor's API unreachable, or our database: 503 makes the vendor deliver again
        // later. A check the vendor itself refuses to show (4xx) will never read better.
        req.log.warn({ err }, 'identity webhook not applied');
        if (isRetryable(err)) return reply.code(503).send({ error: 'try again' });
      }
      return reply.code(200).send({ ok: true });
    });
  });
  if (services.config.mode === 'sandbox' && usesOnfidoSimulator(services.config)) {
    void registerOnfidoSimulator(app, {
      prefix: ONFIDO_SIM_PREFIX,
      ...onfidoTokens(services.config),
      webhookUrl: () => `${ownUrl(app)}${ONFIDO_WEBHOOK_PATH}`,
    });
  }
}
