// The crash battery in CI: bet/win rounds and sport bet slips from retrying clients while the
// real server is killed with SIGKILL five times at random moments. Every acknowledged movement
// must be in the ledger exactly once with the answer the client got, every acknowledged slip's
// bets placed once with their stakes posted once, and `talih reconcile` must pass, before and
// after the matches are settled.
// The longer run with printed figures is `npm run bench -- crash`.
import { describe, expect, it } from 'vitest';
import { backends } from '../testing/backends.ts';
import { describeFigures, runCrashBattery } from './crash-battery.ts';

for (const backend of backends()) {
  describe(`crash battery on ${backend.name}`, () => {
    it('keeps every acknowledged movement and bet exactly once through five SIGKILLs', async () => {
      const figures = await runCrashBattery(backend, {
        players: 4,
        sportPlayers: 6,
        kills: 5,
        upMs: [250, 1000],
        tailMs: 300,
      });
      const summary = describeFigures(figures);
      console.log(summary);
      expect(figures.kills.length, summary).toBe(5);
      expect(figures.acknowledged, summary).toBeGreaterThan(0);
      expect(figures.refused, summary).toBe(0);
      expect(figures.acknowledged, summary).toBe(figures.sent);
      expect(figures.audit, summary).toEqual({
        missing: [],
        duplicated: [],
        mismatched: [],
        unexpected: [],
        wrongBalances: [],
      });
      expect(figures.reconcile.code, figures.reconcile.output).toBe(0);
      const sport = figures.sport;
      expect(sport.acknowledged, summary).toBeGreaterThan(0);
      expect(sport.refused, summary).toBe(0);
      expect(sport.acknowledged, summary).toBe(sport.sent);
      const clean = { missing: [], duplicated: [], unexpected: [], wrongBalances: [] };
      expect(sport.audit, summary).toEqual(clean);
      expect(sport.settledBets, summary).toBe(sport.bets);
      expect(sport.settledAudit, summary).toEqual(clean);
      expect(sport.settledReconcile.code, sport.settledReconcile.output).toBe(0);
      // Each restart after a SIGKILL takes 1-6 s with the machine busy (another test file
      // beside it): the limit is the harness's, the figures above are the test.
    }, 180_000);
  });
}
