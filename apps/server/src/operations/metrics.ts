// GET /metrics in Prometheus text (fastify-metrics on prom-client): HTTP rate and latency per
// route, wallet calls by result code, ledger entries per kind, open bets and liability,
// waiting deposits and withdrawals, open streams, reconcile's last result per check, the event
// loop's lag and the database pool. Each app has a registry of its own (tests build many apps
// in one process). In production /metrics answers only with `Authorization: Bearer
// METRICS_TOKEN`, and not at all while no token is set; outside production it is open unless a
// token is set.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fastifyMetricsModule from 'fastify-metrics';
import promClient, { Counter, Gauge, Registry } from 'prom-client';
import { PROVIDER_WALLET_PREFIX } from '@talih/contracts/provider-wallet.ts';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';
import { registerBusinessGauges } from './business-gauges.ts';
import { registerRuntimeGauges } from './runtime-gauges.ts';

export const METRICS_PATH = '/metrics';
/** The package is CommonJS with a `default` export: Node hands its exports object over. */
const fastifyMetrics = fastifyMetricsModule.default;
const WALLET_ROUTE = `${PROVIDER_WALLET_PREFIX}/:provider/:action`;
/** Latency buckets (s): the wallet budget is tens of ms, a slow page a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface CheckOutcome {
  name: string;
  violations: number;
}

export interface Metrics {
  registry: Registry;
  /** Entries a committed ledger transaction posted (replays are not new entries). */
  entriesPosted(kinds: string[]): void;
  reconciled(checks: CheckOutcome[], at: number): void;
  jobRan(job: string): void;
  leading(job: string, leader: boolean): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const entries = new Counter({
    name: 'talih_ledger_entries_total',
    help: 'Journal entries posted by this instance, by kind',
    labelNames: ['kind'],
    registers,
  });
  const checkOk = new Gauge({
    name: 'talih_reconcile_check_ok',
    help: '1 when the reconcile check passed on its last run, 0 when it found violations',
    labelNames: ['check'],
    registers,
  });
  const checkViolations = new Gauge({
    name: 'talih_reconcile_check_violations',
    help: 'Violations the reconcile check found on its last run',
    labelNames: ['check'],
    registers,
  });
  const lastRun = new Gauge({
    name: 'talih_reconcile_last_run_timestamp_seconds',
    help: 'When reconcile last finished (Unix time)',
    registers,
  });
  const jobs = new Counter({
    name: 'talih_scheduled_job_runs_total',
    help: 'Runs of a scheduled job on this instance',
    labelNames: ['job'],
    registers,
  });
  const leader = new Gauge({
    name: 'talih_scheduler_leader',
    help: '1 while this instance runs the scheduled job (holds its lock)',
    labelNames: ['job'],
    registers,
  });
  return {
    registry,
    entriesPosted: (kinds) => kinds.forEach((kind) => entries.inc({ kind })),
    reconciled(checks, at) {
      for (const c of checks) {
        checkOk.set({ check: c.name }, c.violations === 0 ? 1 : 0);
        checkViolations.set({ check: c.name }, c.violations);
      }
      lastRun.set(at / 1000);
    },
    jobRan: (job) => jobs.inc({ job }),
    leading: (job, on) => leader.set({ job }, on ? 1 : 0),
  };
}

/** Wallet answers are HTTP 200 either way: the result code is in the body. */
function countWalletCalls(app: FastifyInstance, registry: Registry) {
  const calls = new Counter({
    name: 'talih_wallet_calls_total',
    help: 'Wallet API calls by provider, action and result code (OK or the error code)',
    labelNames: ['provider', 'action', 'code'],
    registers: [registry],
  });
  // On the wallet route only, callback style: an app-wide async hook cost every answer a
  // promise, a turn of the microtask queue and a fresh routeOptions object (issue 21).
  const count: onSendHookHandler = (req, _reply, payload, done) => {
    if (typeof payload === 'string') countWalletCall(req, payload);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (route.url !== WALLET_ROUTE) return;
    route.onSend = [
      ...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []),
      count,
    ];
  });
  function countWalletCall(req: FastifyRequest, payload: string) {
    const { provider = '?', action = '?' } = req.params as { provider?: string; action?: string };
    let code = 'UNPARSED';
    try {
      const answer = JSON.parse(payload) as { status?: string; code?: string };
      code = answer.status === 'OK' ? 'OK' : (answer.code ?? 'ERROR');
    } catch {
      // an answer that is not JSON is counted as such
    }
    calls.inc({ provider, action, code });
  }
}

function tokenMatches(req: FastifyRequest, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Whether this request may read /metrics (see the file's comment). */
export function metricsAllowed(config: Config, req: FastifyRequest): boolean {
  if (config.METRICS_TOKEN) return tokenMatches(req, config.METRICS_TOKEN);
  return config.mode !== 'production';
}

export async function installMetrics(app: FastifyInstance, services: Services, metrics: Metrics) {
  const { registry } = metrics;
  await app.register(fastifyMetrics, {
    promClient,
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry, eventLoopMonitoringPrecision: 20 },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: [METRICS_PATH],
      overrides: {
        histogram: { registers: [registry], buckets: LATENCY_BUCKETS },
        // Created even while disabled: kept off the global registry so apps do not collide.
        summary: { registers: [registry] },
      },
    },
  });
  countWalletCalls(app, registry);
  registerBusinessGauges(registry, services);
  registerRuntimeGauges(app, registry, services);
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (req, reply) => {
    // Not found rather than forbidden: nothing tells a stranger the endpoint exists.
    if (!metricsAllowed(services.config, req))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
