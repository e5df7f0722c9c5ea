// For the feed's tests and bench: an applier on a test app's sportsbook, the way the server
// wires it (modules/sport/routes.ts), with metrics of its own and a quiet log, and a consumer
// over it: one set-up for apply.test.ts, broker.test.ts and bench/feed-lag.ts.
import type { TestApp } from './backends.ts';
import { createSportBook } from '../modules/sport/book/book.ts';
import { sportOf } from '../modules/sport/routes.ts';
import { createApplier, type Applier } from '../adapters/sports/lsports/apply.ts';
import { createLsportsConsumer } from '../adapters/sports/lsports/consumer.ts';
import { createFeedMetrics } from '../adapters/sports/lsports/metrics.ts';
import { createSnapshotClient } from '../adapters/sports/lsports/snapshot.ts';

export const quietLog = { info() {}, warn() {}, error() {} };

export function applierFor(t: TestApp, now: () => number = Date.now) {
  const metrics = createFeedMetrics();
  const book = sportOf(t.app).book;
  const applier = createApplier({
    db: t.database.db,
    book,
    bookIn: (trx, announceLater) =>
      createSportBook({ db: trx, cache: t.cache, log: t.app.log }, { announceLater }),
    announce: (ids) => book.announceMany(ids),
    metrics,
    log: quietLog,
    now,
  });
  return { applier, metrics };
}

/**
 * A TRADE360 consumer over `applierFor`'s applier, reading `queue` and recovering from the
 * Snapshot API at `snapshotUrl` with the package's credentials, the way
 * adapters/sports/lsports/feed.ts builds it.
 */
export function consumerFor(
  t: TestApp,
  o: {
    url: string;
    queue: string;
    snapshotUrl: string;
    credentials: { packageId: number; username: string; password: string };
    declareQueue?: boolean;
    prefetch?: number;
    heartbeatTimeoutMs?: number;
    snapshotTimeoutMs?: number;
    snapshotRetries?: number;
    reconnectMaxMs?: number;
    now?: () => number;
    /** What the consumer applies through (the bench measures around the applier). */
    wrap?: (applier: Applier) => Applier;
  },
) {
  const { applier, metrics } = applierFor(t, o.now);
  const consumer = createLsportsConsumer({
    url: o.url,
    queue: o.queue,
    declareQueue: o.declareQueue ?? true,
    prefetch: o.prefetch ?? 20,
    heartbeatTimeoutMs: o.heartbeatTimeoutMs ?? 15_000,
    applier: o.wrap ? o.wrap(applier) : applier,
    snapshot: createSnapshotClient({
      baseUrl: o.snapshotUrl,
      ...o.credentials,
      timeoutMs: o.snapshotTimeoutMs ?? 5_000,
      retries: o.snapshotRetries ?? 1,
    }),
    metrics,
    log: quietLog,
    ...(o.now ? { now: o.now } : {}),
    ...(o.reconnectMaxMs !== undefined ? { reconnectMaxMs: o.reconnectMaxMs } : {}),
  });
  return { consumer, applier, metrics };
}
