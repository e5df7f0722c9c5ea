// The feed's health in Prometheus terms: messages per type, lag (now minus the server's
// timestamp), the last heartbeat, markets suspended for feed health, recovery runs, and what
// was skipped. Registered on the app's registry (each test app has its own), or a private one.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface FeedMetrics {
  received(type: string, lagMs: number): void;
  skipped(what: string): void;
  unknownType(): void;
  stalePrice(): void;
  heartbeat(at: number): void;
  suspended(markets: number): void;
  recovery(outcome: 'ok' | 'failed'): void;
  settlement(kind: string): void;
  /** What the back-office and `talih doctor` show. */
  snapshot(): FeedHealth;
}

export interface FeedHealth {
  messages: Record<string, number>;
  skipped: Record<string, number>;
  lastLagMs: number | null;
  lastHeartbeatAt: number | null;
  suspendedMarkets: number;
  recoveries: number;
  recoveryFailures: number;
  stalePrices: number;
}

export function createFeedMetrics(registry: Registry = new Registry()): FeedMetrics {
  const registers = [registry];
  const messages = new Counter({
    name: 'talih_feed_messages_total',
    help: 'Odds feed messages received, by type',
    labelNames: ['type'],
    registers,
  });
  const skippedC = new Counter({
    name: 'talih_feed_skipped_total',
    help: 'Odds feed parts skipped (an unknown type, sport, market or settlement value)',
    labelNames: ['what'],
    registers,
  });
  const lag = new Histogram({
    name: 'talih_feed_lag_seconds',
    help: 'Odds feed lag: when a message was applied minus its server timestamp',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers,
  });
  const lastBeat = new Gauge({
    name: 'talih_feed_last_heartbeat_timestamp_seconds',
    help: 'When the odds feed last sent a heartbeat (Unix time)',
    registers,
  });
  const suspendedG = new Gauge({
    name: 'talih_feed_suspended_markets',
    help: 'Markets suspended by the last feed-health suspension (a gap, a reconnect or silence)',
    registers,
  });
  const recoveries = new Counter({
    name: 'talih_feed_recoveries_total',
    help: 'Odds feed recoveries from the snapshot API, by outcome',
    labelNames: ['outcome'],
    registers,
  });
  const settlements = new Counter({
    name: 'talih_feed_settlements_total',
    help: 'Feed settlements that changed a market, by kind (settled, resettled, rolled_back)',
    labelNames: ['kind'],
    registers,
  });
  const h: FeedHealth = {
    messages: {},
    skipped: {},
    lastLagMs: null,
    lastHeartbeatAt: null,
    suspendedMarkets: 0,
    recoveries: 0,
    recoveryFailures: 0,
    stalePrices: 0,
  };
  return {
    received(type, lagMs) {
      messages.inc({ type });
      h.messages[type] = (h.messages[type] ?? 0) + 1;
      h.lastLagMs = lagMs;
      lag.observe(Math.max(0, lagMs) / 1000);
    },
    skipped(what) {
      skippedC.inc({ what });
      h.skipped[what] = (h.skipped[what] ?? 0) + 1;
    },
    unknownType() {
      h.skipped.type = (h.skipped.type ?? 0) + 1;
    },
    stalePrice() {
      h.stalePrices++;
    },
    heartbeat(at) {
      h.lastHeartbeatAt = at;
      lastBeat.set(at / 1000);
    },
    suspended(markets) {
      h.suspendedMarkets = markets;
      suspendedG.set(markets);
    },
    recovery(outcome) {
      recoveries.inc({ outcome });
      if (outcome === 'ok') h.recoveries++;
      else h.recoveryFailures++;
    },
    settlement: (kind) => settlements.inc({ kind }),
    snapshot: () => structuredClone(h),
  };
}
