// Reconcile as scheduled work: the leader runs every check every RECONCILE_INTERVAL_MINUTES
// and /metrics reports each check's last result, so an alert fires on a violation without
// anyone running `talih reconcile`; each failing check also raises a risk alert staff see.
import { runReconcile, type ReconcileCheck } from './reconcile.ts';
import { scanHarm } from '../modules/protection/harm-tasks.ts';
import { reconcileFailures, scanRisk } from '../modules/risk/rules.ts';
import type { Services } from '../services.ts';
import type { Metrics } from './metrics.ts';

export async function reconcileForMetrics(
  services: Services,
  metrics: Metrics,
  all: readonly ReconcileCheck[],
) {
  const { checks, violations } = await runReconcile(all, services.database, () => {}, {
    withdrawStuckHours: services.config.WITHDRAW_STUCK_HOURS,
  });
  metrics.reconciled(checks, Date.now());
  if (violations > 0) {
    const failing = checks.filter((c) => !c.ok).map((c) => c.name);
    services.log.error({ violations, failing }, 'reconcile found violations');
    await reconcileFailures(services.db, checks);
  }
}

/** The risk rules as scheduled work (one open alert per subject however often it runs). */
export async function harmScanJob(services: Services) {
  const done = await scanHarm(services.db, services.config.jurisdiction.harm);
  if (done.opened > 0) services.log.warn(done, 'signs of harm opened interaction tasks');
}

export async function riskScanJob(services: Services) {
  const raised = await scanRisk(services.db, {
    withdrawStuckHours: services.config.WITHDRAW_STUCK_HOURS,
  });
  const total = Object.values(raised).reduce((a, b) => a + b, 0);
  if (total > 0) services.log.warn({ raised }, 'risk rules raised alerts');
}
