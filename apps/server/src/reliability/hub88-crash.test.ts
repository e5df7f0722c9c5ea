// The crash battery through the Hub88 adapter, on both databases: four players each complete 25
// rounds (₺1.00 bets, wins cycling 0, 2.00, 0.50, 0, 1.20) through the Hub88 simulator's
// signed calls, replayed and with 10% of answers lost, while the real server is killed with
// SIGKILL twice. Hub88's retry rules (an unanswered bet is rolled back, an unanswered win sent
// again) must leave every transaction applied exactly once, every balance at ₺99,993.50
// (₺100,000 − 25 stakes + ₺18.50 of wins) and `talih reconcile` clean, Hub88's daily
// transaction list (the simulator's, fetched as the daily job fetches it) included.
import { describe, expect, it } from 'vitest';
import { backends } from '../testing/backends.ts';
import { describeHub88Figures, runHub88CrashBattery } from './hub88-crash-battery.ts';

for (const backend of backends()) {
  describe(`Hub88 crash battery on ${backend.name}`, () => {
    it('applies each Hub88 transaction exactly once through two SIGKILLs', async () => {
      const figures = await runHub88CrashBattery(backend, {
        players: 4,
        rounds: 25,
        killAt: [0.25, 0.6],
        dropRate: 0.1,
      });
      const summary = describeHub88Figures(figures);
      console.log(summary);
      expect(
        figures.kills.map((k) => k.roundsDone >= 25),
        summary,
      ).toEqual([true, true]);
      expect(figures.refusedBets, summary).toBe(0);
      expect(figures.wins, summary).toBe(100);
      expect(figures.bets, summary).toBe(100 + figures.cancelledBets);
      expect(figures.cancelledBets, summary).toBeGreaterThan(0);
      expect(figures.audit, summary).toEqual({
        missing: [],
        duplicated: [],
        rolledBackAcknowledged: [],
        cancelledKept: [],
        unexpected: [],
      });
      expect(figures.wrongAnswers, summary).toEqual([]);
      expect(figures.balances, summary).toEqual([9_999_350, 9_999_350, 9_999_350, 9_999_350]);
      // Every bet (the cancelled ones listed TS_ROLLBACK), its rollback, and the 100 wins.
      expect(figures.listed, summary).toBe(200 + 2 * figures.cancelledBets);
      expect(figures.reconcile.code, figures.reconcile.output).toBe(0);
    }, 300_000);
  });
}
