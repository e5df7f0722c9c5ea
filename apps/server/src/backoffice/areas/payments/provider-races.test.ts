// Races between Trustly and staff on both databases. A payout whose AccountPayout answers
// were lost waits payout_failed, though Trustly made it; finance voids it while Trustly's
// payoutconfirmation arrives, as two concurrent requests. Whichever lands first, the outcome
// is one: Trustly paid, so the withdrawal is paid and the money is out once (a void that won
// is taken back). A payoutfailed racing the void gives the money back once.
import { describe, expect, it } from 'vitest';
import { voidWithdrawal } from '@talih/contracts/backoffice/payments.ts';
import { createWithdraw } from '@talih/contracts/payments.ts';
import { backends } from '../../../testing/backends.ts';
import { answer, staffAnswer } from '../../../testing/calls.ts';
import { balanceOf, expectReconciled } from '../../../testing/ledger.ts';
import { WITHDRAW_PASSWORD, withdrawingPlayer } from '../../../testing/payments.ts';
import { useProviderApp } from '../../../testing/provider-payments.ts';
import { openBackofficeTest, staffClient } from '../../../testing/staff.ts';
import { approveWithdrawal } from '../../../modules/payments/withdrawals.ts';
import { payoutProviderOf } from '../../../modules/payments/payout-provider.ts';

for (const backend of backends()) {
  describe(`Trustly payout notifications racing a staff void on ${backend.name}`, () => {
    const f = useProviderApp(backend, { PAYSAFECARD_ADAPTER: 'off' }, openBackofficeTest);

    /** A player with €100 from Trustly, all of it in a withdrawal whose payout answer was lost. */
    async function lostPayout() {
      const sim = f.trustlySim();
      const p = await withdrawingPlayer(f.t, 0, false);
      const deposit = await f.deposit(p.token, 'trustly', 100);
      sim.decide(deposit.ref, 'credit');
      await sim.idle();
      const w = await answer(
        f.t,
        createWithdraw,
        { amount: 100, withdrawPassword: WITHDRAW_PASSWORD },
        { session: p.token },
      );
      expect(w.state, w.msg).toBe('200');
      sim.setPayoutScript('held');
      sim.loseAccountPayoutAnswers(3);
      const services = f.t.app.talih.services;
      const approved = await approveWithdrawal(services, payoutProviderOf(services), {
        orderNo: w.resultData.orderId,
        actor: 'finance',
      });
      expect(approved?.status).toBe('payout_failed');
      expect(approved?.payout_error).toBe(
        'Trustly HTTP_502: an answer to AccountPayout that is not JSON',
      );
      const payoutId = sim.orderOfMessage(w.resultData.orderId)!;
      expect(payoutId).toMatch(/^\d{10}$/);
      return { p, orderNo: w.resultData.orderId, payoutId };
    }

    it('payoutconfirmation racing the void: paid once, the money out once, either order', async () => {
      const finance = await staffClient(f.t, 'finance');
      const voidWins: boolean[] = [];
      for (let round = 0; round < 4; round++) {
        const { p, orderNo, payoutId } = await lostPayout();
        const body = f.trustlySim().notification('payoutconfirmation', payoutId);
        const voiding = () => staffAnswer(finance, voidWithdrawal, { orderNo, reason: 'unpaid' });
        const notifying = () => f.postTrustly(body);
        const [voided, notified] =
          round % 2 === 0
            ? await Promise.all([voiding(), notifying()])
            : (await Promise.all([notifying(), voiding()])).reverse();
        const n = notified as Awaited<ReturnType<typeof notifying>>;
        const v = voided as Awaited<ReturnType<typeof voiding>>;
        expect(n.statusCode).toBe(200);
        expect(f.trustlySim().answeredOk(body, n.body)).toBe(true);
        const won = v.state === '200';
        voidWins.push(won);
        if (!won) expect(v.msg).toBe('Bu talep zaten sonuçlanmış; hiçbir şey değişmedi.');
        expect((await f.withdrawalRow(orderNo)).status).toBe('paid');
        expect(await f.history(orderNo)).toEqual([
          { kind: 'payoutconfirmation', outcome: won ? 'paid_after_void' : 'paid' },
        ]);
        expect(await balanceOf(f.t, p.userId)).toBe(0);
        expect(await balanceOf(f.t, p.userId, 'player_debt')).toBe(0);
        // The copy Trustly sends again changes nothing.
        expect((await f.postTrustly(body)).statusCode).toBe(200);
        expect(await balanceOf(f.t, p.userId)).toBe(0);
      }
      console.log(`void won ${voidWins.filter(Boolean).length} of ${voidWins.length} races`);
      expect(voidWins).toHaveLength(4);
      // The confirmation first (the side the races above may never land on): the void is refused.
      const late = await lostPayout();
      const confirmed = await f.postTrustly(
        f.trustlySim().notification('payoutconfirmation', late.payoutId),
      );
      expect(confirmed.statusCode).toBe(200);
      const refused = await staffAnswer(finance, voidWithdrawal, {
        orderNo: late.orderNo,
        reason: 'unpaid',
      });
      expect(refused.msg).toBe('Bu talep zaten sonuçlanmış; hiçbir şey değişmedi.');
      expect(await f.history(late.orderNo)).toEqual([
        { kind: 'payoutconfirmation', outcome: 'paid' },
      ]);
      expect(await balanceOf(f.t, late.p.userId)).toBe(0);
      await expectReconciled(f.t);
    });

    it('a void that won, then the confirmation after the player spent it: taken back as debt', async () => {
      const finance = await staffClient(f.t, 'finance');
      const { p, orderNo, payoutId } = await lostPayout();
      const v = await staffAnswer(finance, voidWithdrawal, { orderNo, reason: 'unpaid' });
      expect(v.state, v.msg).toBe('200');
      expect(await balanceOf(f.t, p.userId)).toBe(10000);
      // The player asks to withdraw the returned €100 (held) before Trustly's confirmation.
      const again = await answer(
        f.t,
        createWithdraw,
        { amount: 100, withdrawPassword: WITHDRAW_PASSWORD },
        { session: p.token },
      );
      expect(again.state, again.msg).toBe('200');
      const res = await f.postTrustly(f.trustlySim().notification('payoutconfirmation', payoutId));
      expect(res.statusCode).toBe(200);
      expect((await f.withdrawalRow(orderNo)).status).toBe('paid');
      expect(await balanceOf(f.t, p.userId)).toBe(0);
      expect(await balanceOf(f.t, p.userId, 'player_debt')).toBe(-10000);
      await expectReconciled(f.t);
    });

    it('payoutfailed racing the void: the money comes back to the player once', async () => {
      const finance = await staffClient(f.t, 'finance');
      for (let round = 0; round < 2; round++) {
        const { p, orderNo, payoutId } = await lostPayout();
        const body = f.trustlySim().notification('payoutfailed', payoutId, {
          errorcode: 'incorrect_account_number',
          errormessage: 'Format of the account number specified is not correct',
        });
        const [v, n] = await Promise.all([
          staffAnswer(finance, voidWithdrawal, { orderNo, reason: 'unpaid' }),
          f.postTrustly(body),
        ]);
        expect(n.statusCode).toBe(200);
        const row = await f.withdrawalRow(orderNo);
        expect(row.status).toBe('voided');
        const outcome = (await f.history(orderNo))[0]!.outcome;
        expect(outcome).toBe(v.state === '200' ? 'already_settled' : 'payout_returned');
        expect(await balanceOf(f.t, p.userId)).toBe(10000);
      }
      await expectReconciled(f.t);
    });
  });
}
