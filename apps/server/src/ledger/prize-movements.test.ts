// A prize pays once per reference, however many claims race for it, and its entry balances
// against the promotion expense account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';
import { prizeCredit } from './prize-movements.ts';
import { balanceOf, expectReconciled } from '../testing/ledger.ts';

for (const backend of backends()) {
  describe(`prize credits on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(() => t.dispose());

    // A claimed mail attachment per reference, so reconcile's prize checks find each payment's
    // record (ledger/prize-checks.ts).
    const claimedMail = async (userId: number, amountMinor: number) => {
      const row = await t.database.db
        .insertInto('mails')
        .values({
          user_id: userId,
          batch: 'TEST',
          title: 'test',
          content: 'test',
          amount_minor: amountMinor,
          is_read: 1,
          attaches_status: 1,
          sent_by: 'test',
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    };

    const pay = (userId: number, reference: string, amountMinor: number) =>
      t.app.talih.services.ledger.transact('test', (tx) =>
        prizeCredit(tx, { source: 'mail', reference, userId, amountMinor }),
      );

    it('pays a prize once when 30 claims race, the others replaying the first entry', async () => {
      const p = await createPlayer(t);
      const ref = await claimedMail(p.userId, 1250);
      const results = await Promise.all(Array.from({ length: 30 }, () => pay(p.userId, ref, 1250)));
      expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(await balanceOf(t, p.userId)).toBe(1250);
    });

    it('pays two references separately and refuses a replay that asks for another amount', async () => {
      const p = await createPlayer(t);
      const a = await claimedMail(p.userId, 100);
      const b = await claimedMail(p.userId, 200);
      await pay(p.userId, a, 100);
      await pay(p.userId, b, 200);
      await expect(pay(p.userId, a, 999)).rejects.toThrow();
      expect(await balanceOf(t, p.userId)).toBe(300);
    });

    it('refuses a zero or fractional amount and leaves the ledger balanced', async () => {
      const p = await createPlayer(t);
      await expect(pay(p.userId, 'z', 0)).rejects.toThrow(RangeError);
      await expect(pay(p.userId, 'f', 1.5)).rejects.toThrow(RangeError);
      await expectReconciled(t);
    });
  });
}
