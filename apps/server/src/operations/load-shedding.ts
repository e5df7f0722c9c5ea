// Load shedding (@fastify/under-pressure): once the event loop lags or runs flat out past the
// configured limits, new requests answer at once with HTTP 503, Retry-After and the envelope in
// the caller's language, instead of queueing until every request times out. The probes and
// /metrics are still answered, so the orchestrator and Prometheus see the instance as busy,
// not dead.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, STATE_ERROR } from '@talih/contracts/envelope.ts';
import type { Config } from '../config.ts';
import { requestLanguage, t } from '../http/i18n.ts';

const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz', '/metrics']);
export const SHED_RETRY_AFTER_S = 5;

function shed(req: FastifyRequest, reply: FastifyReply, type: string, value?: number) {
  if (ALWAYS_ANSWERED.has(req.routeOptions.url ?? '')) return undefined;
  req.log.warn({ pressure: type, value }, 'shedding load: answered 503');
  const lang = requestLanguage(undefined, req.headers['accept-language']);
  void reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_S));
  return fail(STATE_ERROR, t(lang, 'errors.overloaded'));
}

export async function installLoadShedding(app: FastifyInstance, config: Config) {
  await app.register(underPressure, {
    maxEventLoopDelay: config.UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: config.UNDER_PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
    // Over the last sample, not since the process started.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: config.UNDER_PRESSURE_SAMPLE_INTERVAL_MS,
    // The plugin sends what the handler returns (its types only allow void): the envelope.
    pressureHandler: shed as unknown as (req: FastifyRequest, reply: FastifyReply) => void,
  });
}
