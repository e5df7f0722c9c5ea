// The crash battery in CI: bet/win rounds from retrying clients while the real server is
// killed with SIGKILL five times at random moments. Every acknowledged movement must be in
// the ledger exactly once with the answer the client got, and `talih reconcile` must pass.
// The longer run with printed figures is `npm run bench -- crash`.
import { describe, expect, it } from 'vitest';
import { backends } from '../testing/backends.ts';
import { describeFigures, runCrashBattery } from './crash-battery.ts';

for (const backend of backends()) {
  describe(`crash battery on ${backend.name}`, () => {
    it('keeps every acknowledged movement exactly once through five SIGKILLs', async () => {
      const figures = await runCrashBattery(backend, {
        players: 4,
        kills: 5,
        upMs: [300, 1200],
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
    }, 90_000);
  });
}
