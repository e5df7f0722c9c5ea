// SIGTERM to the real server process in the middle of wallet bets: it exits 0, every bet in
// flight gets its answer, every acknowledged bet is in the ledger exactly once, and a request
// without an answer was refused after the listener closed, or reset before the server read it
// (a connection still in the kernel's queue when the listener closed): none of those is in the
// ledger.
import { describe, expect, it } from 'vitest';
import { backends } from '../testing/backends.ts';
import { runShutdownDrill } from './shutdown-drill.ts';

for (const backend of backends()) {
  describe(`graceful shutdown on ${backend.name}`, () => {
    it('loses nothing when SIGTERM arrives mid-load', async () => {
      const f = await runShutdownDrill(backend, { players: 6, acknowledgedBeforeTerm: 150 });
      const summary = JSON.stringify({ ...f, audit: undefined });
      console.log(`graceful shutdown on ${backend.name}: ${summary}`);
      expect(f.exitCode, summary).toBe(0);
      expect(f.acknowledged, summary).toBeGreaterThanOrEqual(150);
      expect(f.inFlightAtTerm, summary).toBeGreaterThan(0);
      expect(f.inFlightAnswered, summary).toBe(f.inFlightAtTerm);
      expect(f.cutButCommitted, summary).toEqual([]);
      expect(f.refused, summary).toBe(6);
      expect(f.audit).toEqual({
        missing: [],
        duplicated: [],
        mismatched: [],
        unexpected: [],
        wrongBalances: [],
      });
    }, 90_000);
  });
}
