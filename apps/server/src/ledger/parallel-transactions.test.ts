// Many ledger transactions on one player at once, on both databases (on SQLite they share
// group commits, db/sqlite-group-commit.ts): bodies that fail after posting lose their entry
// only, bodies that lose a race run again, the balance never goes below zero, and the ledger
// reconciles. On SQLite, a group whose COMMIT fails is retried by the ledger in a new group.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import { backends, openTestEnv, type TestEnv } from '../testing/backends.ts';
import { balanceOf, expectReconciled, fundedLedgerPlayer } from '../testing/ledger.ts';
import { LedgerError, RaceLost } from './errors.ts';
import { operatorAdjustment } from './game-movements.ts';
import { createLedger, type Ledger } from './ledger.ts';

const PARALLEL = 60;

for (const backend of backends()) {
  describe(`parallel ledger transactions on ${backend.name}`, () => {
    let env: TestEnv;
    let ledger: Ledger;
    let players = 0;
    beforeAll(async () => {
      // A group stays open long enough on a busy machine for the transactions a test starts
      // together to share it.
      env = await openTestEnv(backend, { SQLITE_GROUP_COMMIT_WAIT_MS_MAX: '1000' });
      await migrateToLatest(env.database);
      ledger = createLedger({ db: env.database.db });
    });
    afterAll(() => env?.dispose());

    function fundedPlayer(creditMinor: number) {
      players++;

      return fundedLedgerPlayer(env, ledger, {
        mobile: `9055000${1000 + players}`,

        nickname: `P${players}`,

        creditMinor,
      });
    }

    const debit =
      (userId: number, key: string) => (tx: Parameters<Parameters<Ledger['transact']>[1]>[0]) =>
        operatorAdjustment(tx, {
          direction: 'debit',
          userId,
          amountMinor: 3_00,
          reason: 'test debit',
          key,
          actor: 'test',
        });

    const entriesWithKey = async (key: string) =>
      (
        await env.database.db
          .selectFrom('journal_entries')
          .select('id')
          .where('idempotency_key', '=', `adjust:${key}`)
          .execute()
      ).length;

    it('never overdraws, keeps no entry of a failed body, and retries lost races', async () => {
      const userId = await fundedPlayer(100_00);
      const attempts = new Map<string, number>();
      const outcomes = await Promise.allSettled(
        Array.from({ length: PARALLEL }, (_, i) => {
          const key = `p${userId}-d${i}`;
          return ledger.transact('adjustment_debit', async (tx) => {
            attempts.set(key, (attempts.get(key) ?? 0) + 1);
            const entry = await debit(userId, key)(tx);
            // After posting: one in ten fails for good, one in ten loses a race once.
            if (i % 10 === 0) throw new Error('body failed after posting');
            if (i % 10 === 5 && attempts.get(key) === 1) throw new RaceLost('lost once');
            return entry;
          });
        }),
      );
      const accepted = outcomes.filter((o) => o.status === 'fulfilled');
      expect(accepted).toHaveLength(33);
      for (const [i, o] of outcomes.entries()) {
        if (o.status === 'fulfilled') continue;
        const refused = o.reason instanceof LedgerError && o.reason.code === 'INSUFFICIENT_FUNDS';
        const failed = i % 10 === 0 && o.reason.message === 'body failed after posting';
        expect(refused || failed, String(o.reason)).toBe(true);
      }
      for (let i = 0; i < PARALLEL; i += 10) {
        expect(await entriesWithKey(`p${userId}-d${i}`)).toBe(0);
      }
      for (let i = 5; i < PARALLEL; i += 10) {
        const key = `p${userId}-d${i}`;
        if (outcomes[i]!.status === 'fulfilled') expect(attempts.get(key)).toBe(2);
      }
      expect(await balanceOf(env, userId)).toBe(1_00);
      await expectReconciled(env);
    });

    it('runs a movement again when its group commit failed (SQLite)', async () => {
      if (env.database.kind !== 'sqlite') return;
      const userId = await fundedPlayer(10_00);
      const keys = ['g1', 'g2', 'g3'].map((k) => `p${userId}-${k}`);
      const attempts = new Map<string, number>();
      const counted = (key: string) =>
        ledger.transact('adjustment_debit', (tx) => {
          attempts.set(key, (attempts.get(key) ?? 0) + 1);
          return debit(userId, key)(tx);
        });
      const [poisoned, ...moves] = await Promise.allSettled([
        // Waits in the same group as the debits; its orphan row is found only at COMMIT.
        env.database.db.transaction().execute(async (trx) => {
          await sql`pragma defer_foreign_keys = on`.execute(trx);
          await trx
            .insertInto('app_meta')
            .values({ key: `orphan-${userId}`, value: 'x', updated_at: 0 })
            .execute();
          await sql`insert into sessions (user_id, token_hash, created_at, expires_at)
            values (987654321, ${'e'.repeat(64)}, 1, 2)`.execute(trx);
        }),
        ...keys.map(counted),
      ]);
      expect(poisoned!.status).toBe('rejected');
      // Each debit ran in the failed group first, then alone again.
      expect([...attempts.values()]).toEqual([2, 2, 2]);
      expect(moves.map((m) => m.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      for (const key of keys) expect(await entriesWithKey(key)).toBe(1);
      const orphan = await env.database.db
        .selectFrom('app_meta')
        .select('key')
        .where('key', '=', `orphan-${userId}`)
        .executeTakeFirst();
      expect(orphan).toBeUndefined();
      expect(await balanceOf(env, userId)).toBe(1_00);
      await expectReconciled(env);
    });
  });
}
