// For the feed's tests and bench: an applier on a test app's sportsbook, the way the server
// wires it (modules/sport/routes.ts), with metrics of its own and a quiet log.
import type { TestApp } from '../../../testing/backends.ts';
import { createSportBook } from '../../../modules/sport/book/book.ts';
import { sportOf } from '../../../modules/sport/routes.ts';
import { createApplier } from './apply.ts';
import { createFeedMetrics } from './metrics.ts';

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
