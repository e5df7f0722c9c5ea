// Operator adjustments under concurrency, on both databases: the same key sent 20 times at
// once credits once; 30 parallel debits of 1.00 from 10.00 take exactly ten and never go below
// zero; the ledger reconciles after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { backends, openTestEnv, type TestEnv } from '../testing/backends.ts';
import { insertPlayer } from '../testing/players.ts';
import { adjustBalance, type AdjustArgs } from './adjust.ts';
import { balanceOf, expectReconciled } from '../testing/ledger.ts';

for (const backend of backends()) {
  describe(`operator adjustments on ${backend.name}`, () => {
    let env: TestEnv;
    let userId: number;
    beforeAll(async () => {
      env = await openTestEnv(backend);
      await migrateToLatest(env.database);
      userId = await insertPlayer(env.database.db, '905551234567', 'Kasa Testi');
    });
    afterAll(() => env.dispose());

    const adjust = async (args: Omit<AdjustArgs, 'userId'>) => {
      const lines: string[] = [];
      const code = await adjustBalance(
        env.database,
        env.cache,
        { ...args, userId: String(userId) },
        (l) => lines.push(l),
        (l) => lines.push(l),
      );
      return { code, text: lines.join('\n') };
    };

    it('the same key sent 20 times at once credits once', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          adjust({ direction: 'credit', amount: '10.00', reason: 'açılış bakiyesi', key: 'same' }),
        ),
      );
      for (const r of results) expect(r.code, r.text).toBe(0);
      expect(results.filter((r) => r.text.includes('already done'))).toHaveLength(19);
      expect(await balanceOf(env, userId)).toBe(10_00);
      const audits = await env.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'ledger.credit')
        .execute();
      expect(audits).toHaveLength(1);
    });

    it('30 parallel debits of 1.00 from 10.00 take exactly ten, never below zero', async () => {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          adjust({ direction: 'debit', amount: '1.00', reason: 'düzeltme', key: `debit-${i}` }),
        ),
      );
      expect(results.filter((r) => r.code === 0)).toHaveLength(10);
      for (const r of results.filter((x) => x.code !== 0)) {
        expect(r.text).toMatch(/less than ₺1,00; nothing moved/);
      }
      expect(await balanceOf(env, userId)).toBe(0);
      await expectReconciled(env);
    });
  });
}
