// paysafecard payouts on both databases, against the simulator's documented payout calls: a
// withdrawal to the player's paysafecard account is validated (POST /payouts, capture false)
// before it is held, captured when approved, and paid once; a documented refusal gives the
// money back once with the reason; a technical error or a lost answer leaves it payout_failed
// (the money waits in clearing) and the retry reads the payout before capturing, so it is
// never made twice.
import { describe, expect, it } from 'vitest';
import { createWithdraw, getWithdrawInfo, orderRecordDetail } from '@talih/contracts/payments.ts';
import { PAYSAFECARD_ACCOUNT_PATH } from '@talih/sandbox/payments/paysafecard-account-page.ts';
import {
  PAYOUT_ERRORS,
  type PayoutErrorCode,
} from '@talih/sandbox/payments/paysafecard-payouts.ts';
import { backends } from '../../../testing/backends.ts';
import { answer } from '../../../testing/calls.ts';
import { markVerified } from '../../../testing/kyc.ts';
import { balanceOf, expectReconciled } from '../../../testing/ledger.ts';
import { WITHDRAW_PASSWORD, withdrawingPlayer } from '../../../testing/payments.ts';
import { useProviderApp } from '../../../testing/provider-payments.ts';
import { payoutProviderOf } from '../payout-provider.ts';
import { approveWithdrawal } from '../withdrawals.ts';
import { maskEmail } from '../orders.ts';
import { splitFullName } from './payouts.ts';

describe('paysafecard payout names', () => {
  it('splits the verified full name into first and last name', () => {
    expect(splitFullName('Ayşe Nur  Demir')).toEqual({ firstName: 'Ayşe Nur', lastName: 'Demir' });
    expect(splitFullName('Cher')).toBe(null);
  });

  it('masks the account’s e-mail for the player’s order', () => {
    expect(maskEmail('deniz.yildiz@psc.example')).toBe('d***z@psc.example');
    expect(maskEmail('ab@psc.example')).toBe('a***@psc.example');
    expect(maskEmail('nobody')).toBe('***');
  });
});

/** Each documented payout error ("Group Payout Error Codes") and the player's Turkish message. */
const PAYOUT_ERROR_MESSAGES: Record<PayoutErrorCode, string> = {
  mypsc_account_not_found:
    'Bu e-posta ile ödeme alabilen bir paysafecard hesabı bulunamadı. paysafecard hesabınızın e-posta adresini kontrol edin.',
  customer_details_mismatched:
    'Doğrulanmış profilinizdeki ad ve doğum tarihi paysafecard hesabınızla eşleşmiyor; paysafecard bu ödemeyi yapamıyor.',
  duplicate_payout_request:
    "Bu çekim talebi paysafecard'a zaten iletildi. Durumunu çekim talepleriniz arasında izleyebilirsiniz.",
  customer_yearly_payout_limit_reached:
    'paysafecard hesabınız bu yılın ödeme alma limitine ulaştı. Başka bir çekim yöntemi seçin.',
  missing_parameter:
    "paysafecard'a ödeme şu anda yapılamıyor. Daha sonra yeniden deneyin ya da başka bir çekim yöntemi seçin.",
  customer_balance_exceeded:
    'Bu ödeme paysafecard hesabınızın bakiye sınırını aşar. Daha küçük bir tutar deneyin.',
  topup_limit_exceeded: 'Bu tutar paysafecard limitinizi aşıyor.',
  max_amount_of_payout_merchants_reached:
    'paysafecard her oyuncuya tek bir hesap tanır: daha önce başka bir paysafecard hesabına ödeme aldınız. O hesabın e-posta adresini girin.',
  max_payout_merchant_clients_assigned:
    'paysafecard her oyuncuya tek bir hesap tanır: daha önce başka bir paysafecard hesabına ödeme aldınız. O hesabın e-posta adresini girin.',
  kyc_invalid_for_payout_customer:
    "paysafecard hesabınızın kaydı tamamlanmamış; bu yüzden henüz ödeme alamıyor. Kaydınızı paysafecard'da tamamlayın.",
  merchant_not_allowed_for_payout:
    "paysafecard'a ödeme şu anda yapılamıyor. Daha sonra yeniden deneyin ya da başka bir çekim yöntemi seçin.",
  invalid_amount:
    'paysafecard bu tutarı ödeyemiyor; tutar en düşük ödeme tutarının altında ya da geçersiz. Başka bir tutar deneyin.',
  merchant_limit_reached:
    "paysafecard'a ödeme şu anda yapılamıyor. Daha sonra yeniden deneyin ya da başka bir çekim yöntemi seçin.",
  payout_id_collision:
    "paysafecard'a ödeme şu anda yapılamıyor. Daha sonra yeniden deneyin ya da başka bir çekim yöntemi seçin.",
  payout_amount_below_minimum:
    'paysafecard bu tutarı ödeyemiyor; tutar en düşük ödeme tutarının altında ya da geçersiz. Başka bir tutar deneyin.',
  customer_inactive:
    "paysafecard hesabınız etkin değil. Hesabınızı paysafecard'da etkinleştirip yeniden deneyin.",
  payout_blocked:
    'paysafecard bu ödemeyi güvenlik nedeniyle engelledi. Lütfen paysafecard müşteri hizmetleriyle görüşün.',
};

for (const backend of backends()) {
  describe(`paysafecard payouts on ${backend.name}`, () => {
    const f = useProviderApp(backend, { TRUSTLY_ADAPTER: 'off' });
    const desk = () => f.paysafecard().simulator!.payouts;
    let seq = 0;

    /** A verified player with €300 whose paysafecard account (a new e-mail) is registered. */
    async function payee(holder = { firstName: 'Ayşe Nur', lastName: 'Demir' }) {
      const p = await withdrawingPlayer(f.t, 30000, false);
      await markVerified(f.t, p.userId, { fullName: 'Ayşe Nur Demir', birthDate: '1990-04-23' });
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

    it('each documented payout error reaches the player as its message; nothing is held', async () => {
      const p = await payee();
      const codes = Object.keys(PAYOUT_ERRORS) as PayoutErrorCode[];
      expect(codes).toHaveLength(17);
      const messages: Record<string, string> = {};
      for (const code of codes) {
        desk().refuseNextValidation(code);
        const refused = await ask(p, 100);
        expect(refused.state, code).toBe('500');
        messages[code] = refused.msg;
      }
      expect(messages).toEqual(PAYOUT_ERROR_MESSAGES);
      expect(await balanceOf(f.t, p.userId)).toBe(30000);
      const rows = await f
        .db()
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', '=', p.userId)
        .execute();
      expect(rows).toEqual([]);
    });

    it('the withdrawal page is told the verified holder and the sandbox account page', async () => {
      const p = await payee();
      const info = await answer(f.t, getWithdrawInfo, {}, { session: p.token });
      expect(info.state, info.msg).toBe('200');
      expect(info.resultData.paysafecardPayout).toEqual({
        holderName: 'Ayşe Nur Demir',
        dateOfBirth: '1990-04-23',
        sandboxAccountUrl: '/sandbox/paysafecard/account',
      });
      // Without a verified full name and birth date paysafecard cannot match: none shown.
      const unverified = await withdrawingPlayer(f.t, 1000, false);
      const bare = await answer(f.t, getWithdrawInfo, {}, { session: unverified.token });
      expect(bare.resultData.paysafecardPayout).toEqual({
        holderName: null,
        dateOfBirth: null,
        sandboxAccountUrl: '/sandbox/paysafecard/account',
      });
    });

    it('an account opened on the my paysafecard page is paid; one whose holder changed is refused at capture, the money back once', async () => {
      const p = await payee();
      const form = (fields: Record<string, string>) =>
        f.t.app.inject({
          method: 'POST',
          url: `${PAYSAFECARD_ACCOUNT_PATH}?return=/kisiselBilgiler/withdrawl`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      const page = await f.t.app.inject({
        method: 'GET',
        url: `${PAYSAFECARD_ACCOUNT_PATH}?return=//evil.example/x`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<label for="date_of_birth">Date of birth</label>');
      // Another origin is never a way back.
      expect(page.body).not.toContain('evil.example');
      const email = `Opened.${p.userId}@PSC.example`;
      const holder = { email, first_name: 'Ayşe Nur', last_name: 'Demir' };
      const young = await form({ ...holder, date_of_birth: '2015-01-01', action: 'create' });
      expect(young.statusCode).toBe(400);
      expect(young.body).toContain('You must be 18 or older to open an account.');
      const opened = await form({ ...holder, date_of_birth: '1990-04-23', action: 'create' });
      expect(opened.statusCode).toBe(201);
      expect(opened.body).toContain('Your my paysafecard account is ready to receive payouts.');
      expect(opened.body).toContain('<a class="back" href="/kisiselBilgiler/withdrawl">');
      const again = await form({ ...holder, date_of_birth: '1990-04-23', action: 'create' });
      expect(again.statusCode).toBe(409);

      // Paid: validated, held, captured on approval.
      const paid = await ask(p, 100, email);
      expect(paid.state, paid.msg).toBe('200');
      expect((await approve(paid.resultData.orderId))?.status).toBe('paid');
      expect(await balanceOf(f.t, p.userId)).toBe(20000);

      // Validated and held; then the holder changes their date of birth at paysafecard.
      const held = await ask(p, 150, email);
      expect(held.state, held.msg).toBe('200');
      expect(await balanceOf(f.t, p.userId)).toBe(5000);
      const changed = await form({ ...holder, date_of_birth: '1990-04-24', action: 'update' });
      expect(changed.statusCode).toBe(200);
      const refused = await approve(held.resultData.orderId);
      expect(refused).toMatchObject({
        status: 'voided',
        fail_reason: 'paysafecard: customer_details_mismatched (3195)',
      });
      expect(await balanceOf(f.t, p.userId)).toBe(20000);
      expect((await approve(held.resultData.orderId))?.status).toBe('voided');
      expect(await balanceOf(f.t, p.userId)).toBe(20000);
      const detail = await answer(
        f.t,
        orderRecordDetail,
        { orderId: held.resultData.orderId },
        { session: p.token },
      );
      expect(detail.resultData).toMatchObject({
        status: 'voided',
        failReason: 'paysafecard: customer_details_mismatched (3195)',
        failReasonKey: 'errors.paysafecard.payoutDetails',
        paysafecardAccount: `o***${String(p.userId).at(-1)}@psc.example`,
        iban: '',
      });
      await expectReconciled(f.t);
    });
  });
}

for (const backend of backends()) {
  describe(`no paysafecard, no account page, on ${backend.name}`, () => {
    const f = useProviderApp(backend, { TRUSTLY_ADAPTER: 'off', PAYSAFECARD_ADAPTER: 'off' });

    it('serves no my paysafecard page and offers no paysafecard payout', async () => {
      // A GET falls through to the web app's pages (here unbuilt); the form is nowhere.
      const page = await f.t.app.inject({ method: 'GET', url: PAYSAFECARD_ACCOUNT_PATH });
      expect(page.body).not.toContain('my paysafecard');
      const open = await f.t.app.inject({
        method: 'POST',
        url: PAYSAFECARD_ACCOUNT_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.example&first_name=A&last_name=B&date_of_birth=1990-01-01',
      });
      expect(open.statusCode).toBe(404);
      const p = await withdrawingPlayer(f.t, 1000, false);
      const info = await answer(f.t, getWithdrawInfo, {}, { session: p.token });
      expect(info.state, info.msg).toBe('200');
      expect(info.resultData.paysafecardPayout).toBe(undefined);
    });
  });
}
