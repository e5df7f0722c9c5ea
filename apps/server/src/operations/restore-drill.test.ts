// Back up during wallet traffic, restore into a new database: reconcile passes there and every
// account's balance equals the source's at the backup's point.
import { describe, expect, it } from 'vitest';
import { backends } from '../testing/backends.ts';
import { runRestoreDrill } from './restore-drill.ts';

for (const backend of backends()) {
  describe(`restore drill on ${backend.name}`, () => {
    it('restores a backup taken under load to the balances of its moment', async () => {
      const f = await runRestoreDrill(backend);
      const summary = JSON.stringify({
        sourceEntries: f.sourceEntries,
        restoredEntries: f.restoredEntries,
        acknowledgedAtBackup: f.acknowledgedAtBackup,
        acknowledgedInAll: f.acknowledgedInAll,
        accountsCompared: f.accountsCompared,
        backup: f.backup.output.trim(),
      });
      console.log(`restore drill on ${backend.name}: ${summary}`);
      expect(f.backup.code, f.backup.output).toBe(0);
      expect(f.restore.code, f.restore.output).toBe(0);
      expect(f.reconcile.code, f.reconcile.output).toBe(0);
      expect(f.reconcile.output).toContain('no violations');
      expect(f.refusedSecondRestore.code).toBe(1);
      expect(f.refusedSecondRestore.output).toContain('the database already has Talih tables');
      // Taken mid-load: more than the funding entries, fewer than the source ends with.
      expect(f.restoredEntries, summary).toBeGreaterThan(100);
      expect(f.restoredEntries, summary).toBeLessThan(f.sourceEntries);
      expect(f.accountsCompared, summary).toBeGreaterThan(4);
      expect(f.entryMismatches).toEqual([]);
      expect(f.balanceMismatches).toEqual([]);
    }, 120_000);
  });
}
