// The operator's social commands on both databases: computing and listing invite rebates (a
// day computed twice adds nothing), and answering a player's support conversation; plus the
// reconcile check that a paid rebate has its prize entry.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameBet } from '../ledger/game-movements.ts';
import { istanbulDayOf, previousIstanbulDay } from '../modules/invite/days.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';
import { setRebateRates } from '../testing/social.ts';
import { reconcile } from '../testing/reconcile.ts';
import { rebatesCommand, supportCommand } from './social.ts';
import { answer } from '../testing/calls.ts';
import { supportMessages } from '@talih/contracts/support.ts';
import { expectReconciled } from '../testing/ledger.ts';

for (const backend of backends()) {
  describe(`talih rebates|support on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
      await setRebateRates(t, { 0: 50 });
    });
    afterAll(() => t.dispose());

    const capture = async (fn: (out: (l: string) => void) => Promise<number>) => {
      const lines: string[] = [];
      const code = await fn((l) => lines.push(l));
      return { code, text: lines.join('\n') };
    };
    const rebates = (action?: string, day?: string) =>
      capture((out) => rebatesCommand(t.database, { action, day }, out, out));
    const support = (action?: string, userId?: string, text = '') =>
      capture((out) => supportCommand(t.database, { action, userId, text }, out, out));

    it('computes a day once, lists it, and refuses a bad day', async () => {
      const host = await createPlayer(t);
      const guest = await createPlayer(t, 100_000);
      await t.database.db
        .updateTable('users')
        .set({ inviter_id: host.userId })
        .where('id', '=', guest.userId)
        .execute();
      const placed = await t.app.talih.services.ledger.transact('test', (tx) =>
        gameBet(tx, {
          provider: 'sandbox',
          transactionId: `tx-${randomBytes(6).toString('hex')}`,
          userId: guest.userId,
          amountMinor: 60_000,
          request: {},
        }),
      );
      // The bet was played yesterday: only a day that has ended is computed.
      await t.database.db
        .updateTable('journal_entries')
        .set({ created_at: Date.now() - 24 * 60 * 60 * 1000 })
        .where('id', '=', placed.entryId)
        .execute();
      const day = previousIstanbulDay();
      const first = await rebates('compute', day);
      expect(first.code).toBe(0);
      expect(first.text).toMatch(/1 new rebate\(s\) totalling ₺3,00/);
      expect((await rebates('compute', day)).text).toMatch(/0 new rebate\(s\)/);
      const list = await rebates('list', day);
      expect(list.text).toMatch(
        new RegExp(`user ${host.userId} .*turnover ₺600,00 +rate 0\\.50% +rebate ₺3,00 +pending`),
      );
      expect((await rebates('compute', '2026-13-01')).code).toBe(2);
      expect((await rebates('frob')).code).toBe(2);

      // A rebate marked paid without its entry is caught by reconcile.
      await t.database.db
        .updateTable('rebate_days')
        .set({ status: 'paid' })
        .where('user_id', '=', host.userId)
        .execute();
      const lines: string[] = [];
      const broken = await reconcile(t.database, (l) => lines.push(l));
      expect(broken.violations).toBe(1);
      expect(lines.join('\n')).toMatch(/rebate .* is paid but has no prize entry/);
      await t.database.db
        .updateTable('rebate_days')
        .set({ status: 'pending' })
        .where('user_id', '=', host.userId)
        .execute();
      await expectReconciled(t);
    });

    it('refuses to compute today or a future day, recording nothing (F6)', async () => {
      const today = istanbulDayOf();
      const before = await t.database.db
        .selectFrom('rebate_days')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const refused = await rebates('compute', today);
      expect(refused.code).toBe(1);
      expect(refused.text).toBe(
        `rebates compute: ${today} is not over in Istanbul yet (today is ${today}); a day's rebates are computed once it has ended`,
      );
      expect((await rebates('compute', '2999-01-01')).code).toBe(1);
      const after = await t.database.db
        .selectFrom('rebate_days')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('lists conversations waiting first, shows one and replies into it', async () => {
      const p = await createPlayer(t);
      await t.call('/support/send', { content: 'Bonusum nerede?' }, { token: p.token });
      const list = await support('list');
      expect(list.text).toMatch(new RegExp(`WAITING +user ${p.userId} .*Bonusum nerede\\?`));
      const reply = await support('reply', String(p.userId), 'Hesabınızı kontrol ediyoruz.');
      expect(reply.code).toBe(0);
      const shown = await support('show', String(p.userId));
      expect(shown.text).toMatch(
        /player: Bonusum nerede\?\n.*staff Destek Ekibi: Hesabınızı kontrol ediyoruz\./,
      );
      const msgs = await answer(t, supportMessages, {}, { session: p.token });
      expect(msgs.resultData.map((m) => m.from)).toEqual(['player', 'staff']);
      expect((await support('reply', String(p.userId), '  ')).code).toBe(2);
      expect((await support('show', '99999999')).code).toBe(1);
      expect((await support('show', 'abc')).code).toBe(2);
    });
  });
}
