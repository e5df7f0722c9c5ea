// The payout sweeper on both databases, against the Trustly and paysafecard simulators: a
// withdrawal whose approval committed but whose process died before the provider's answer
// was recorded (the payout never sent, or sent with its answer lost) is sent again once it is
// older than the sweep's interval, and is paid or returned exactly once.
import { describe, expect, it } from 'vitest';
import { createWithdraw } from '@talih/contracts/payments.ts';
import type { PayoutProvider } from '../../adapters/payments/types.ts';
import { backends } from '../../testing/backends.ts';
import { answer } from '../../testing/calls.ts';
import { markVerified } from '../../testing/kyc.ts';
import { balanceOf, expectReconciled } from '../../testing/ledger.ts';
import { WITHDRAW_PASSWORD, withdrawingPlayer } from '../../testing/payments.ts';
import { useProviderApp } from '../../testing/provider-payments.ts';
import { payoutProviderOf } from './payout-provider.ts';
import { resumePayouts } from './payout-sweeper.ts';
import { approveWithdrawal } from './withdrawals.ts';

for (const backend of backends()) {
  describe(`the payout sweeper on ${backend.name}`, () => {
    const f = useProviderApp(backend);
    const services = () => f.t.app.talih.services;
    const sim = () => f.trustlySim();
    const desk = () => f.paysafecard().simulator!.payouts;
    const sweep = (olderThanMs = 0) =>
      resumePayouts(services(), payoutProviderOf(services()), {
        olderThanMs,
        now: Date.now() + 1,
      });

    /**
     * Approval in a process that dies while it pays: after the provider got the payout
     * (reached) or before it did, and before the answer is recorded.
     */
    async function approveAndDie(orderNo: string, reached: boolean) {
      const dying: PayoutProvider = {
        ...payoutProviderOf(services()),
        async payout(request) {
          if (reached) await payoutProviderOf(services()).payout(request);
          throw new Error('SIGKILL');
        },
      };
      await expect(
        approveWithdrawal(services(), dying, { orderNo, actor: 'finance' }),
      ).rejects.toThrow('SIGKILL');
      expect((await f.withdrawalRow(orderNo)).status).toBe('approved');
    }

    const withdraw = async (token: string, amount: number, extra: object = {}) => {
      const w = await answer(
        f.t,
        createWithdraw,
        { amount, withdrawPassword: WITHDRAW_PASSWORD, ...extra },
        { session: token },
      );
      expect(w.state, w.msg).toBe('200');
      return w.resultData.orderId;
    };

    /** A player who deposited €200 with Trustly (so Trustly knows their account). */
    async function trustlyPayee() {
      const p = await withdrawingPlayer(f.t, 0, false);
      const o = await f.deposit(p.token, 'trustly', 200);
      expect(sim().decide(o.ref, 'credit')).toBe(true);
      await sim().idle();
      return p;
    }

    /** A verified player with €300 whose paysafecard account is registered. */
    async function paysafecardPayee() {
      const p = await withdrawingPlayer(f.t, 30000, false);
      await markVerified(f.t, p.userId, { fullName: 'Ayşe Nur Demir', birthDate: '1990-04-23' });
      const email = `sweep.${p.userId}@psc.example`;
      desk().registerAccount(email, {
        firstName: 'Ayşe Nur',
        lastName: 'Demir',
        dateOfBirth: '1990-04-23',
      });
      return { ...p, email };
    }

    it('a Trustly payout never sent is sent once it is older than the interval, then paid', async () => {
      const p = await trustlyPayee();
      const orderNo = await withdraw(p.token, 150);
      sim().setPayoutScript('held', orderNo);
      await approveAndDie(orderNo, false);
      expect(sim().payoutMessages()).not.toContain(orderNo);
      // Younger than the interval: approval may still be waiting for Trustly's answer.
      expect(await sweep(60_000)).toEqual({});
      expect(await sweep()).toEqual({ approved: 1 });
      const confirmation = sim().notification('payoutconfirmation', sim().orderOfMessage(orderNo)!);
      expect((await f.postTrustly(confirmation)).statusCode).toBe(200);
      expect(await f.withdrawalRow(orderNo)).toMatchObject({ status: 'paid' });
      expect(await sweep()).toEqual({});
      expect(
        sim()
          .payoutMessages()
          .filter((m) => m === orderNo),
      ).toHaveLength(1);
      expect(await balanceOf(f.t, p.userId)).toBe(5000);
      expect(await balanceOf(f.t, p.userId, 'withdrawal_pending')).toBe(0);
      expect((await f.history(orderNo)).map((h) => `${h.kind}:${h.outcome}`)).toEqual([
        'payoutconfirmation:paid',
      ]);
      await expectReconciled(f.t);
    });

    it('a Trustly payout whose answer was lost is not made twice: Trustly’s notification decides', async () => {
      const p = await trustlyPayee();
      const orderNo = await withdraw(p.token, 100);
      sim().setPayoutScript('held', orderNo);
      await approveAndDie(orderNo, true);
      // Trustly refuses the same MessageID (637): the payout it has stands.
      expect(await sweep()).toEqual({ approved: 1 });
      expect(
        sim()
          .payoutMessages()
          .filter((m) => m === orderNo),
      ).toHaveLength(1);
      const failed = sim().notification('payoutfailed', sim().orderOfMessage(orderNo)!, {
        errorcode: 'incorrect_account_number',
        errormessage: 'Format of the account number specified is not correct',
      });
      expect((await f.postTrustly(failed)).statusCode).toBe(200);
      expect(await f.withdrawalRow(orderNo)).toMatchObject({
        status: 'voided',
        fail_reason: 'Trustly: Format of the account number specified is not correct',
      });
      expect(await sweep()).toEqual({});
      expect(await balanceOf(f.t, p.userId)).toBe(20000);
      await expectReconciled(f.t);
    });

    it('a paysafecard payout captured before the crash is read, not captured again: paid once', async () => {
      const p = await paysafecardPayee();
      const orderNo = await withdraw(p.token, 120, {
        method: 'paysafecard',
        paysafecardEmail: p.email,
      });
      await approveAndDie(orderNo, true);
      const ref = (await f.withdrawalRow(orderNo)).payout_ref!;
      expect(desk().statusOf(ref)).toBe('SUCCESS');
      expect(await sweep()).toEqual({ paid: 1 });
      expect(await f.withdrawalRow(orderNo)).toMatchObject({ status: 'paid', payout_ref: ref });
      expect(await sweep()).toEqual({});
      expect(await balanceOf(f.t, p.userId)).toBe(18000);
      expect(await balanceOf(f.t, p.userId, 'withdrawal_pending')).toBe(0);
      await expectReconciled(f.t);
    });

    it('a paysafecard payout never captured is captured; a refusal gives the money back once', async () => {
      const p = await paysafecardPayee();
      const paid = await withdraw(p.token, 100, {
        method: 'paysafecard',
        paysafecardEmail: p.email,
      });
      const refused = await withdraw(p.token, 100, {
        method: 'paysafecard',
        paysafecardEmail: p.email,
      });
      desk().refuseCapturesOf(
        (await f.withdrawalRow(refused)).payout_ref!,
        'customer_yearly_payout_limit_reached',
      );
      await approveAndDie(paid, false);
      await approveAndDie(refused, false);
      expect(await sweep()).toEqual({ paid: 1, voided: 1 });
      expect(await f.withdrawalRow(refused)).toMatchObject({
        status: 'voided',
        fail_reason: 'paysafecard: customer_yearly_payout_limit_reached (3194)',
      });
      expect(desk().statusOf((await f.withdrawalRow(paid)).payout_ref!)).toBe('SUCCESS');
      expect(await sweep()).toEqual({});
      expect(await balanceOf(f.t, p.userId)).toBe(20000);
      expect(await balanceOf(f.t, p.userId, 'withdrawal_pending')).toBe(0);
      await expectReconciled(f.t);
    });
  });
}
