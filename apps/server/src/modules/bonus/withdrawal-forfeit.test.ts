// A withdrawal with bonuses on both databases: getWithdrawInfo quotes what it would forfeit and
// the wagering left; a request without acceptBonusForfeit is refused and changes nothing; with
// it, the active bonus is forfeited (exactly the quote) and the pending one cancelled in the
// hold's transaction; the ledger reconciles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawOrder } from '@talih/contracts/payments.ts';
import { reconcile } from '../../testing/reconcile.ts';
import { playerBonusMinor, playerCashMinor } from '../../ledger/queries.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createBonusTemplate, grantTestBonus } from '../../testing/bonus.ts';
import {
  TEST_PAYMENT_SECRETS,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../../testing/payments.ts';

const EN = { 'accept-language': 'en' };

interface Info {
  balance: number;
  wageringLeft: number;
  bonusForfeit: {
    bonusId: number;
    title: string;
    forfeitMinor: number;
    pendingCount: number;
  } | null;
}

for (const backend of backends()) {
  describe(`withdrawal bonus forfeit on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { ...TEST_PAYMENT_SECRETS, PAYMENT_SANDBOX_AUTO: 'false' });
    });
    afterAll(() => t.dispose());

    const db = () => t.database.db;
    const info = async (token: string) =>
      (await t.call<Info>('/withdraw/getWithdrawInfo', {}, { token })).resultData;
    const withdraw = (token: string, amount: number, extra: Record<string, unknown> = {}) =>
      t.call<WithdrawOrder>(
        '/withdraw/create',
        { amount, withdrawPassword: WITHDRAW_PASSWORD, ...extra },
        { token, ...EN },
      );
    const bonuses = (userId: number) =>
      db()
        .selectFrom('player_bonuses')
        .select(['status', 'forfeited_minor', 'finish_reason'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();

    it('quotes nothing and asks nothing of a player without a bonus', async () => {
      const p = await withdrawingPlayer(t, 30_000);
      expect(await info(p.token)).toMatchObject({ wageringLeft: 0, bonusForfeit: null });
      const res = await withdraw(p.token, 100);
      expect(res.state, res.msg).toBe('200');
    });

    it('refuses without acceptance (nothing changes), then forfeits exactly the quote', async () => {
      const template = await createBonusTemplate(t, { trigger: 'staff_grant', kind: 'fixed' });
      const p = await withdrawingPlayer(t, 50_000);
      const active = await grantTestBonus(t, template, p.userId, 20_000, `wd-a-${p.userId}`);
      await grantTestBonus(t, template, p.userId, 5_000, `wd-p-${p.userId}`);

      const quoted = await info(p.token);
      // 200.00 bonus x10 wagering, nothing played yet.
      expect(quoted.wageringLeft).toBe(2000);
      expect(quoted.bonusForfeit).toEqual({
        bonusId: active.bonusId,
        title: 'Test bonusu',
        forfeitMinor: 20_000,
        pendingCount: 1,
      });

      const refused = await withdraw(p.token, 100);
      expect(refused.msg).toBe(
        'A withdrawal request ends your active and pending bonuses. Confirm that you give them up to continue.',
      );
      expect(await playerCashMinor(db(), p.userId)).toBe(50_000);
      expect(await playerBonusMinor(db(), p.userId)).toBe(20_000);
      expect((await bonuses(p.userId)).map((b) => b.status)).toEqual(['active', 'pending']);
      const none = await db()
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', '=', p.userId)
        .execute();
      expect(none).toEqual([]);

      const ok = await withdraw(p.token, 100, { acceptBonusForfeit: true });
      expect(ok.state, ok.msg).toBe('200');
      expect(await bonuses(p.userId)).toEqual([
        {
          status: 'forfeited',
          forfeited_minor: quoted.bonusForfeit!.forfeitMinor,
          finish_reason: 'withdrawal',
        },
        { status: 'cancelled', forfeited_minor: 0, finish_reason: 'withdrawal' },
      ]);
      expect(await playerBonusMinor(db(), p.userId)).toBe(0);
      expect(await playerCashMinor(db(), p.userId)).toBe(40_000);
      expect(await info(p.token)).toMatchObject({ wageringLeft: 0, bonusForfeit: null });
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      expect(violations, lines.join('\n')).toBe(0);
    });

    it('a refused hold (not enough cash) forfeits nothing', async () => {
      const template = await createBonusTemplate(t, { trigger: 'staff_grant', kind: 'fixed' });
      const p = await withdrawingPlayer(t, 10_000);
      await grantTestBonus(t, template, p.userId, 7_000, `wd-x-${p.userId}`);
      const res = await withdraw(p.token, 500, { acceptBonusForfeit: true });
      expect(res.msg).toBe('Your balance does not cover this amount.');
      expect((await bonuses(p.userId)).map((b) => b.status)).toEqual(['active']);
      expect(await playerBonusMinor(db(), p.userId)).toBe(7_000);
    });
  });
}
