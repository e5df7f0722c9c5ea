// paysafecard payouts on both databases, against the simulator's documented payout calls: a
// withdrawal to the player's paysafecard account is validated (POST /payouts, capture false)
// before it is held, captured when approved, and paid once; a documented refusal gives the
// money back once with the reason; a technical error or a lost answer leaves it payout_failed
// (the money waits in clearing) and the retry reads the payout before capturing, so it is
// never made twice.
import { describe, expect, it } from 'vitest';
import { createWithdraw } from '@talih/contracts/payments.ts';
import { backends } from '../../../testing/backends.ts';
import { answer } from '../../../testing/calls.ts';
import { balanceOf, expectReconciled } from '../../../testing/ledger.ts';
import { WITHDRAW_PASSWORD, withdrawingPlayer } from '../../../testing/payments.ts';
import { useProviderApp } from '../../../testing/provider-payments.ts';
import { payoutProviderOf } from '../payout-provider.ts';
import { approveWithdrawal } from '../withdrawals.ts';
import { splitFullName } from './payouts.ts';

describe('paysafecard payout names', () => {
  it('splits the verified full name into first and last name', () => {
    expect(splitFullName('Ayşe Nur  Demir')).toEqual({ firstName: 'Ayşe Nur', lastName: 'Demir' });
    expect(splitFullName('Cher')).toBe(null);
  });
});

for (const backend of backends()) {
  describe(`paysafecard payouts on ${backend.name}`, () => {
    const f = useProviderApp(backend, { TRUSTLY_ADAPTER: 'off' });
    const desk = () => f.paysafecard().simulator!.payouts;
    let seq = 0;

    /** A verified player with €300 whose paysafecard account (a new e-mail) is registered. */
    async function payee(holder = { firstName: 'Ayşe Nur', lastName: 'Demir' }) {
      const p = await withdrawingPlayer(f.t, 30000, false);
      const now = Date.now();
      await f
        .db()
        .insertInto('kyc_profiles')
        .values({
          user_id: p.userId,
          level: 'verified',
          full_name: 'Ayşe Nur Demir',
          birth_date: '1990-04-23',
          basic_at: now,
          verified_at: now,
          updated_at: now,
        })
        .execute();
      const email = `player${++seq}.${p.userId}@psc.example`;
      desk().registerAccount(email, { ...holder, dateOfBirth: '1990-04-23' });
      return { ...p, email };
    }
    const ask = (p: { token: string; email: string }, amount = 100, email = p.email) =>
      answer(
        f.t,
        createWithdraw,
        {
          amount,
          withdrawPassword: WITHDRAW_PASSWORD,
          method: 'paysafecard',
          paysafecardEmail: email,
        },
        { session: p.token },
      );
    const approve = (orderNo: string) => {
      const services = f.t.app.talih.services;
      return approveWithdrawal(services, payoutProviderOf(services), { orderNo, actor: 'finance' });
    };

    it('validated when asked, held, captured when approved: paid once', async () => {
      const p = await payee();
      const w = await ask(p, 120);
      expect(w.state, w.msg).toBe('200');
      const row = await f.withdrawalRow(w.resultData.orderId);
      expect(row).toMatchObject({
        provider: 'paysafecard',
        payout_account: p.email,
        payout_ref: `out_1000000007_${row.order_no}_EUR`,
        status: 'pending',
      });
      expect(desk().statusOf(row.payout_ref!)).toBe('VALIDATION_SUCCESSFUL');
      expect(await balanceOf(f.t, p.userId)).toBe(18000);
      expect(await balanceOf(f.t, p.userId, 'withdrawal_pending')).toBe(12000);
      const paid = await approve(row.order_no);
      expect(paid).toMatchObject({ status: 'paid', payout_ref: row.payout_ref });
      expect(desk().statusOf(row.payout_ref!)).toBe('SUCCESS');
      expect(await balanceOf(f.t, p.userId, 'withdrawal_pending')).toBe(0);
      // Approving again changes nothing: it is paid.
      expect((await approve(row.order_no))?.status).toBe('paid');
      expect(await balanceOf(f.t, p.userId)).toBe(18000);
      await expectReconciled(f.t);
    });

    it('an unknown account or other details are refused before anything is held', async () => {
      const p = await payee({ firstName: 'Ayşe', lastName: 'Demir' });
      const mismatch = await ask(p);
      expect(mismatch.state).toBe('500');
      expect(mismatch.msg).toBe(
        'Doğrulanmış profilinizdeki ad ve doğum tarihi paysafecard hesabınızla eşleşmiyor; paysafecard bu ödemeyi yapamıyor.',
      );
      const unknown = await ask(p, 100, 'nobody@psc.example');
      expect(unknown.msg).toBe(
        'Bu e-posta ile ödeme alabilen bir paysafecard hesabı bulunamadı. paysafecard hesabınızın e-posta adresini kontrol edin.',
      );
      const rows = await f
        .db()
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', '=', p.userId)
        .execute();
      expect(rows).toEqual([]);
      expect(await balanceOf(f.t, p.userId)).toBe(30000);
    });

    it('a documented refusal at capture gives the money back once, with the reason', async () => {
      const p = await payee();
      const w = await ask(p, 100);
      expect(w.state, w.msg).toBe('200');
      desk().refuseNextCapture('customer_yearly_payout_limit_reached');
      const voided = await approve(w.resultData.orderId);
      expect(voided).toMatchObject({
        status: 'voided',
        fail_reason: 'paysafecard: customer_yearly_payout_limit_reached (3194)',
      });
      expect(await balanceOf(f.t, p.userId)).toBe(30000);
      expect((await approve(w.resultData.orderId))?.status).toBe('voided');
      expect(await balanceOf(f.t, p.userId)).toBe(30000);
      await expectReconciled(f.t);
    });

    it('a technical error, then a lost answer: payout_failed, and the retry pays it once', async () => {
      const p = await payee();
      const w = await ask(p, 150);
      expect(w.state, w.msg).toBe('200');
      const orderNo = w.resultData.orderId;
      desk().failCaptures(3);
      const failed = await approve(orderNo);
      expect(failed?.status).toBe('payout_failed');
      expect(failed?.payout_error).toBe(
        'paysafecard 500 general_technical_error: General technical error.',
      );
      expect(desk().statusOf(failed!.payout_ref!)).toBe('VALIDATION_SUCCESSFUL');
      // The retry's capture goes through, but its answer is lost (three times, with retries).
      desk().loseCaptureAnswers(1);
      desk().failCaptures(0);
      const lost = await approve(orderNo);
      expect(desk().statusOf(failed!.payout_ref!)).toBe('SUCCESS');
      expect(lost?.status).toBe('paid');
      expect(await balanceOf(f.t, p.userId)).toBe(15000);
      expect(await balanceOf(f.t, p.userId, 'withdrawal_pending')).toBe(0);
      await expectReconciled(f.t);
    });
  });
}
