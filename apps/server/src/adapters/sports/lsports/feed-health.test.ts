// The feed's health as the back-office trading overview reads it, on both databases: what the
// active consumer last stored (its state, last heartbeat, lag, suspended markets, recoveries),
// readable by a trader whichever instance answers; the sandbox feed has none to show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradingFeedHealth } from '@talih/contracts/backoffice/sport.ts';
import { backends } from '../../../testing/backends.ts';
import { staffCall } from '../../../testing/calls.ts';
import { openBackofficeTest, staffClient, type BackofficeTest } from '../../../testing/staff.ts';
import { reportHealth } from './feed.ts';
import { createFeedMetrics } from './metrics.ts';

for (const backend of backends()) {
  describe(`feed health on ${backend.name}`, () => {
    let t: BackofficeTest;
    beforeAll(async () => {
      t = await openBackofficeTest(backend, { SPORT_FEED: 'lsports', LSPORTS_SIMULATOR: 'false' });
    });
    afterAll(() => t.dispose());

    it('shows what the active consumer stored last', async () => {
      const trader = await staffClient(t, 'trader');
      expect(await staffCall(trader, tradingFeedHealth, {})).toEqual({
        feed: 'lsports',
        health: null,
      });
      const metrics = createFeedMetrics();
      metrics.received('heartbeat', 40);
      metrics.heartbeat(1_796_500_000_000);
      metrics.received('market_update', 120);
      metrics.suspended(12);
      metrics.recovery('ok');
      await reportHealth(t.database.db, metrics, 'stale');
      const h = await staffCall(trader, tradingFeedHealth, {});
      expect(h.feed).toBe('lsports');
      expect({ ...h.health, instance: 'x', updatedAt: 0 }).toEqual({
        instance: 'x',
        state: 'stale',
        lastHeartbeatAt: 1_796_500_000_000,
        lastLagMs: 120,
        suspendedMarkets: 12,
        recoveries: 1,
        recoveryFailures: 0,
        messages: 2,
        updatedAt: 0,
      });
    });
  });
}
