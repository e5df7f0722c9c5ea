import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../../../testing/backends.ts';
import {
  TEST_PAYMENT_SECRETS,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../../../testing/payments.ts';
import { confirmedDeposit, wager } from '../../../testing/social.ts';
import { countedDeposits } from './vip.ts';
import { answer, call } from '../../../testing/calls.ts';
import { getVipInfo as getVipInfoCall, wheelList } from '@talih/contracts/engagement.ts';
import { createWithdraw } from '@talih/contracts/payments.ts';
import { expectReconciled } from '../../../testing/ledger.ts';

describe('counted deposits', () => {
  it('counts a deposit once turnover covers it and every earlier one, less withdrawals', () => {
    const five = [50_00, 50_00, 50_00, 50_00, 50_00];
    expect(countedDeposits(five, 0, 0)).toEqual({ depositsMinor: 0, depositCount: 0 });
    expect(countedDeposits(five, 149_99, 0)).toEqual({ depositsMinor: 100_00, depositCount: 2 });
    expect(countedDeposits(five, 150_00, 0)).toEqual({ depositsMinor: 150_00, depositCount: 3 });
    expect(countedDeposits(five, 1_000_00, 0)).toEqual({ depositsMinor: 250_00, depositCount: 5 });
    expect(countedDeposits(five, 1_000_00, 120_00)).toEqual({
      depositsMinor: 130_00,
      depositCount: 2,
    });
    expect(countedDeposits([100_000_00], 0, 50_000_00)).toEqual({
      depositsMinor: 0,
      depositCount: 0,
    });
    expect(countedDeposits([50_000_00, 50_000_00], 100_000_00, 60_000_00)).toEqual({
      depositsMinor: 40_000_00,
      depositCount: 0,
    });
  });
});

for (const backend of backends()) {
  describe(`deposits that count for spins and VIP on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { ...TEST_PAYMENT_SECRETS, PAYMENT_SANDBOX_AUTO: 'false' });
    });
    afterAll(() => t.dispose());

    const as = (token: string) => ({ token });
    const primary = async (token: string) =>
      (await call(t, wheelList, {}, { session: token })).wheels.find((w) => w.code === 'primary')!;
    const vip = async (token: string) => await call(t, getVipInfoCall, {}, { session: token });
    const clean = async () => {
      await expectReconciled(t);
    };

    it('five unplayed minimum deposits earn no spin; each earns one once wagered', async () => {
      const p = await withdrawingPlayer(t, 0);
      for (let i = 0; i < 5; i++) await confirmedDeposit(t, p.userId, 50_00);
      const before = await primary(p.token);
      expect(before.earned.deposits).toBe(0);
      expect(before.spinsLeft).toBe(0);
      // The page says why: 5 confirmed, none counted, ₺50 to play before the first counts.
      expect(before.deposits).toEqual({ confirmed: 5, counted: 0, wagerToNext: 50 });
      expect((await t.call('/wheel/spin', { wheelCode: 'primary' }, as(p.token))).state).toBe(
        '500',
      );
      await wager(t, p.userId, 120_00);
      expect((await primary(p.token)).deposits).toEqual({
        confirmed: 5,
        counted: 2,
        wagerToNext: 30,
      });
      await wager(t, p.userId, 30_00);
      expect((await primary(p.token)).earned.deposits).toBe(3);
      await wager(t, p.userId, 100_00);
      const after = await primary(p.token);
      expect(after.earned.deposits).toBe(5);
      expect(after.spinsLeft).toBe(5);
      expect(after.deposits).toEqual({ confirmed: 5, counted: 5, wagerToNext: 0 });
      await clean();
    });

    it('VIP counts deposits once wagered and net of withdrawals: 100,000 in, 60,000 out is VIP 2', async () => {
      const p = await withdrawingPlayer(t, 0);
      await confirmedDeposit(t, p.userId, 50_000_00);
      await confirmedDeposit(t, p.userId, 50_000_00);
      // Not wagered: nothing counts (the gross 100,000 used to make this VIP 3).
      expect(await vip(p.token)).toMatchObject({ vipLevel: 0, deposits: 0 });
      await wager(t, p.userId, 100_000_00);
      expect(await vip(p.token)).toMatchObject({ vipLevel: 3, deposits: 100_000 });
      for (const amount of [50_000, 10_000]) {
        const res = await answer(
          t,
          createWithdraw,
          { amount, withdrawPassword: WITHDRAW_PASSWORD },
          { session: p.token },
        );
        expect(res.state, res.msg).toBe('200');
      }
      // 40,000 of deposits left: VIP 2 (10,000), and turnover 100,000 is VIP 2 too.
      expect(await vip(p.token)).toMatchObject({ vipLevel: 2, deposits: 40_000 });
      await clean();
    });

    it('a deposit taken straight back out earns no spin even after a wager', async () => {
      const p = await withdrawingPlayer(t, 0);
      await confirmedDeposit(t, p.userId, 100_00);
      await wager(t, p.userId, 100_00);
      expect((await primary(p.token)).earned.deposits).toBe(1);
      const res = await answer(
        t,
        createWithdraw,
        { amount: 100, withdrawPassword: WITHDRAW_PASSWORD },
        { session: p.token },
      );
      expect(res.state, res.msg).toBe('200');
      expect((await primary(p.token)).earned.deposits).toBe(0);
    });
  });
}
