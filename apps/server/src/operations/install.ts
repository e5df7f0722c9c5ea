// The operations side of an app: /metrics, the scheduler that runs scheduled work once across
// instances (with reconcile as one of its jobs). app.ts calls these in order.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Services } from '../services.ts';
import { installDrain } from './drain.ts';
import { installLoadShedding } from './load-shedding.ts';
import { installMetrics, type Metrics } from './metrics.ts';
import type { ReconcileCheck } from '../ledger/check.ts';
import { harmScanJob, reconcileForMetrics, riskScanJob } from './reconcile-job.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

/** How often the risk rules look for stuck payouts, shared accounts and invite farming. */
const RISK_SCAN_EVERY_MS = 10 * 60_000;
/** How often the signs-of-harm markers are recomputed across players (events move them too). */
const HARM_SCAN_EVERY_MS = 60 * 60_000;

export function scheduledWorkOn(config: Config): boolean {
  if (config.SCHEDULED_WORK === 'auto') return config.NODE_ENV !== 'test';
  return config.SCHEDULED_WORK === 'on';
}

export function schedulerFor(
  app: FastifyInstance,
  config: Config,
  database: Database,
  metrics: Metrics,
): Scheduler {
  return createScheduler({
    database,
    metrics,
    log: app.log,
    retryMs: config.LEADER_RETRY_MS,
    firstRunDelayMs: config.SCHEDULER_FIRST_RUN_DELAY_MS,
  });
}

/** Before any route, so every route's latency is measured. */
export async function installOperations(
  app: FastifyInstance,
  services: Services,
  reconcileChecks: readonly ReconcileCheck[],
) {
  const { metrics, scheduler, config } = services;
  if (!metrics || !scheduler) throw new Error('operations need metrics and a scheduler');
  await installMetrics(app, services, metrics);
  await installLoadShedding(app, config);
  installDrain(app);
  if (config.RECONCILE_INTERVAL_MINUTES > 0) {
    scheduler.every({
      name: 'reconcile',
      everyMs: config.RECONCILE_INTERVAL_MINUTES * 60_000,
      run: () => reconcileForMetrics(services, metrics, reconcileChecks),
    });
  }
  scheduler.every({
    name: 'risk-scan',
    everyMs: RISK_SCAN_EVERY_MS,
    run: () => riskScanJob(services),
  });
  scheduler.every({
    name: 'harm-markers',
    everyMs: HARM_SCAN_EVERY_MS,
    run: () => harmScanJob(services),
  });
  // Jobs are registered by the modules during the build; leading starts once the app is ready.
  if (scheduledWorkOn(config)) app.addHook('onReady', () => scheduler.start());
  app.addHook('preClose', () => scheduler.close());
}
