// Reconcile as scheduled work: the leader runs every check every RECONCILE_INTERVAL_MINUTES
// and /metrics reports each check's last result, so an alert fires on a violation without
// anyone running `talih reconcile`.
import { reconcile } from '../cli/reconcile.ts';
import type { Services } from '../services.ts';
import type { Metrics } from './metrics.ts';

export async function reconcileForMetrics(services: Services, metrics: Metrics) {
  const { checks, violations } = await reconcile(services.database, () => {}, {
    withdrawStuckHours: services.config.WITHDRAW_STUCK_HOURS,
  });
  metrics.reconciled(checks, Date.now());
  if (violations > 0) {
    const failing = checks.filter((c) => !c.ok).map((c) => c.name);
    services.log.error({ violations, failing }, 'reconcile found violations');
  }
}
