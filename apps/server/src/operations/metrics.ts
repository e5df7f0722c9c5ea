// GET /metrics in Prometheus text (prom-client; fastify-metrics adds the process's own
// metrics): HTTP rate and latency per route, wallet calls by result code and their latency,
// ledger entries per kind and transaction latency, deposits confirmed and withdrawals paid,
// sport bets placed and settled, open bets and liability, waiting deposits and withdrawals,
// open streams, reconcile's last result per check, the scheduler's leader, the event loop's
// lag and the database pool (docs/operations.md "Metrics and dashboards"). Each app has a registry
// of its own (tests build many apps in one process). In production /metrics answers only with
// `Authorization: Bearer METRICS_TOKEN`, and not at all while no token is set; outside
// production it is open unless a token is set.
import { timingSafeEqual } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
} from 'fastify';
import fastifyMetricsModule from 'fastify-metrics';
import promClient, { Counter, Gauge, Histogram, Registry, Summary } from 'prom-client';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';
import type { CommittedTransaction } from '../ledger/ledger.ts';
import { registerBusinessGauges } from './business-gauges.ts';
import { createMoneyCounters } from './money-counters.ts';
import { hooksOf } from './route-hooks.ts';
import { registerRuntimeGauges } from './runtime-gauges.ts';
import { measureWalletCalls } from './wallet-metrics.ts';

export const METRICS_PATH = '/metrics';
/** The package is CommonJS with a `default` export: Node hands its exports object over. */
const fastifyMetrics = fastifyMetricsModule.default;
/** Latency buckets (s): the wallet budget is tens of ms, a slow page a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface CheckOutcome {
  name: string;
  violations: number;
}

export interface Metrics {
  registry: Registry;
  /** A committed ledger transaction: its entries, the money they moved, its latency. */
  committed(done: CommittedTransaction): void;
  /** A withdrawal became paid (counted once its change is committed). */
  withdrawalPaid(method: string, amountMinor: number): void;
  reconciled(checks: CheckOutcome[], at: number): void;
  jobRan(job: string): void;
  /** This instance leads the scheduled work (1) or follows (0, from the start). */
  leading(leader: boolean): void;
  /** The staff audit chain's committed head (audit/staff-audit.ts auditHeadPublisher). */
  auditHead(head: { seq: number; hash: string }): void;
  /** One tick of live odds written to every open sport stream (modules/sport/stream-fanout.ts). */
  sportFanout(seconds: number): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const money = createMoneyCounters(registry);
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
    help: '1 while this instance runs the scheduled work (holds the leader lock), else 0',
    registers,
  });
  leader.set(0); // every instance reports, followers and SCHEDULED_WORK=off ones 0
  const auditHeadSeq = new Gauge({
    name: 'talih_staff_audit_head_seq',
    help: 'The staff audit chain head this instance last published: its row number',
    registers,
  });
  // One series only: the head's hash as a label (the old one is removed), value its row number.
  const auditHeadHash = new Gauge({
    name: 'talih_staff_audit_head',
    help: 'The staff audit chain head this instance last published: value its row, label its hash',
    labelNames: ['hash'],
    registers,
  });
  // From the bus's message to the last browser's socket write: at 20,000 streams on a 2-core
  // machine a few hundred ms (docs/performance.md), which is when another instance is due.
  const fanout = new Histogram({
    name: 'talih_sport_stream_fanout_seconds',
    help: 'Time to write one tick of live odds to every open sport stream on this instance',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  return {
    registry,
    sportFanout: (seconds) => fanout.observe(seconds),
    auditHead(head) {
      auditHeadSeq.set(head.seq);
      auditHeadHash.reset();
      auditHeadHash.set({ hash: head.hash }, head.seq);
    },
    committed: money.committed,
    withdrawalPaid: money.withdrawalPaid,
    reconciled(checks, at) {
      for (const c of checks) {
        checkOk.set({ check: c.name }, c.violations === 0 ? 1 : 0);
        checkViolations.set({ check: c.name }, c.violations);
      }
      lastRun.set(at / 1000);
    },
    jobRan: (job) => jobs.inc({ job }),
    leading: (on) => leader.set(on ? 1 : 0),
  };
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

/** Methods whose requests are not measured (fastify-metrics' defaults, kept). */
const UNMEASURED_METHODS = new Set(['HEAD', 'OPTIONS', 'TRACE', 'CONNECT']);

/**
 * Every route's latency, as fastify-metrics measured it (same series, names and buckets), at a
 * fraction of its cost: its app-wide hooks built the request's routeOptions object five times,
 * kept a WeakMap entry, two closures and a labels object per request, about 6% of a lobby
 * search. Here each measured route gets its own onResponse hook when it is defined,
 * with the route's labels made once, and the time is Fastify's own (reply.elapsedTime: from
 * the request's arrival to its answer's end).
 */
function measureRoutes(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status_code'];
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'request duration in seconds',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Never observed: listed as fastify-metrics listed it, so a scrape reads as it did.
  new Summary({
    name: 'http_request_summary_seconds',
    help: 'request duration in seconds summary',
    labelNames,
    registers: [registry],
  });
  app.addHook('onRoute', (route) => {
    const config = route.config as { disableMetrics?: boolean; statsId?: string } | undefined;
    if (route.url === METRICS_PATH || config?.disableMetrics === true) return;
    const methods = [route.method].flat().filter((m) => !UNMEASURED_METHODS.has(m));
    if (methods.length === 0) return;
    const name = config?.statsId ?? route.url;
    const series = seriesLabels(name);
    const measure: onResponseHookHandler = (req, reply, done) => {
      if (!UNMEASURED_METHODS.has(req.method)) {
        latency.observe(series(req.method, reply.statusCode), reply.elapsedTime / 1000);
      }
      done();
    };
    route.onRequest = [...hooksOf(route.onRequest), markMeasured];
    route.onResponse = [...hooksOf(route.onResponse), measure];
  });
  // A measured route that hands over to the not-found handler (reply.callNotFound) ends in its
  // context, without the route's hooks: counted as fastify-metrics counted it.
  const unknown = seriesLabels(UNKNOWN_ROUTE);
  app.addHook('onResponse', (req, reply, done) => {
    if (req.talihMeasured && req.is404 && !UNMEASURED_METHODS.has(req.method)) {
      latency.observe(unknown(req.method, reply.statusCode), reply.elapsedTime / 1000);
    }
    done();
  });
}

type Labels = Record<string, string | number>;

/** A route's labels per method and status, each made once (no object per request). */
function seriesLabels(route: string) {
  const byMethod = new Map<string, Map<number, Labels>>();
  return (method: string, status: number): Labels => {
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let labels = byStatus.get(status);
    if (!labels) byStatus.set(status, (labels = { method, route, status_code: status }));
    return labels;
  };
}

/** The route label of a request the not-found handler answered (fastify-metrics' name). */
const UNKNOWN_ROUTE = '__unknown__';

const markMeasured: onRequestHookHandler = (req, _reply, done) => {
  req.talihMeasured = true;
  done();
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The request arrived on a route whose latency is measured. */
    talihMeasured: boolean;
  }
}

export async function installMetrics(app: FastifyInstance, services: Services, metrics: Metrics) {
  const { registry } = metrics;
  await app.register(fastifyMetrics, {
    promClient,
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry, eventLoopMonitoringPrecision: 20 },
    // Route latency is measured by measureRoutes.
    routeMetrics: { enabled: false },
  });
  app.decorateRequest('talihMeasured', false);
  measureRoutes(app, registry);
  measureWalletCalls(app, registry, services.config.hub88.walletBase);
  registerBusinessGauges(registry, services);
  registerRuntimeGauges(app, registry, services);
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (req, reply) => {
    // Not found rather than forbidden: nothing tells a stranger the endpoint exists.
    if (!metricsAllowed(services.config, req))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
