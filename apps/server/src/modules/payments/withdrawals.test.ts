// Bank cards and withdrawals through the HTTP API on both databases: what a withdrawal needs,
// every state change (hold, cancel, reject, approve and pay), 20 parallel withdrawals against
// one balance, limits, ownership, and a ledger that reconciles afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTrIban } from '@talih/contracts/iban.ts';
import { getUserInfo } from '@talih/contracts/accounts.ts';
import type { CallBody } from '@talih/contracts/call.ts';
import {
  cancelWithdraw,
  createWithdraw,
  getBankCard,
  getMangirPayBankList,
  getWithdrawInfo,
  orderRecordDetail,
  rechargeRecord,
  saveBankCard,
} from '@talih/contracts/payments.ts';
import { reconcile } from '../../testing/reconcile.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { answer, call, totalAssetsOf } from '../../testing/calls.ts';
import { expectReconciled } from '../../testing/ledger.ts';
import { createPlayer } from '../../testing/players.ts';
import {
  GOOD_IBAN,
  TEST_PAYMENT_SECRETS,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../../testing/payments.ts';
import { paymentSandboxOf } from './routes.ts';
import { approveWithdrawal, releaseWithdrawal, voidFailedPayout } from './withdrawals.ts';

for (const backend of backends()) {
  describe(`bank cards and withdrawals on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { ...TEST_PAYMENT_SECRETS, PAYMENT_SANDBOX_AUTO: 'false' });
    });
    afterAll(() => t.dispose());

    const balanceOf = (token: string) => totalAssetsOf(t, token);
    const withdraw = (token: string, amount: number, withdrawPassword = WITHDRAW_PASSWORD) =>
      answer(t, createWithdraw, { amount, withdrawPassword }, { session: token });
    const detail = (token: string, orderId: string) =>
      call(t, orderRecordDetail, { orderId }, { session: token });
    const operator = () => ({
      ledger: t.app.talih.services.ledger,
      db: t.database.db,
    });

    it('binds a bank card: a bad IBAN is refused with a clear message, a good one is kept masked', async () => {
      const p = await withdrawingPlayer(t, 0, false);
      const save = (iban: string, extra: Partial<CallBody<typeof saveBankCard>> = {}) =>
        answer(
          t,
          saveBankCard,
          { holderName: 'Deniz Yıldız', iban, withdrawPassword: WITHDRAW_PASSWORD, ...extra },
          { session: p.token },
        );
      expect((await save('TR12 3456')).msg).toBe(
        'IBAN, TR ile başlayıp 24 rakamla devam etmelidir (toplam 26 karakter).',
      );
      const typo = GOOD_IBAN.slice(0, -1) + (GOOD_IBAN.endsWith('1') ? '2' : '1');
      expect((await save(typo)).msg).toBe(
        'Bu IBAN geçerli değil; kontrol basamakları tutmuyor. Lütfen rakamları kontrol edin.',
      );
      expect((await save(typo, { lang: 'en' })).msg).toBe(
        'This IBAN is not valid: its check digits do not match. Please check the digits.',
      );
      expect((await save(makeTrIban('99999', '1'))).msg).toContain('bankaya ödeme yapamıyoruz');
      expect((await save(GOOD_IBAN, { withdrawPassword: '000000' })).msg).toContain(
        'Çekim şifresi hatalı',
      );
      expect((await answer(t, getBankCard, {}, { session: p.token })).resultData).toBeNull();

      const spaced = GOOD_IBAN.toLowerCase().replace(/(.{4})/g, '$1 ');
      const ok = await save(spaced);
      expect(ok.state, ok.msg).toBe('200');
      expect(ok.resultData).toMatchObject({
        holderName: 'Deniz Yıldız',
        bankCode: '00064',
        bankName: 'Türkiye İş Bankası',
      });
      // The IBAN's layout in groups of four, with only its last four digits showing.
      expect(ok.resultData.iban).toMatch(/^TR\*\* (\*{4} ){4}\*\*\d\d \d\d$/);
      expect(ok.resultData.iban.replace(/ /g, '').endsWith(GOOD_IBAN.slice(-4))).toBe(true);
      const info = await call(t, getUserInfo, {}, { session: p.token });
      expect(info.bankStatus).toBe(1);
    });

    it('a withdrawal needs a bank card, the withdrawal password and a verified phone', async () => {
      const noPassword = await createPlayer(t, 500_00);
      expect((await withdraw(noPassword.token, 100)).msg).toBe(
        'Para çekmek için önce banka kartı bilgilerinizi ekleyin.',
      );
      const noCard = await withdrawingPlayer(t, 500_00, false);
      expect((await withdraw(noCard.token, 100)).msg).toBe(
        'Para çekmek için önce banka kartı bilgilerinizi ekleyin.',
      );
      const p = await withdrawingPlayer(t, 500_00);
      expect((await withdraw(p.token, 100, '111111')).msg).toMatch(/Çekim şifresi hatalı/);
      await t.database.db
        .updateTable('users')
        .set({ mobile: null })
        .where('id', '=', p.userId)
        .execute();
      expect((await withdraw(p.token, 100)).msg).toBe(
        'Para çekmek için önce telefon numaranızı doğrulayın.',
      );
      expect(await balanceOf(p.token)).toBe(500);
    });

    it('five wrong withdrawal passwords lock it for a while', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      for (let i = 0; i < 5; i++) await withdraw(p.token, 100, '999999');
      expect((await withdraw(p.token, 100)).msg).toBe(
        'Çekim şifresi çok kez hatalı girildi. Lütfen 15 dakika sonra tekrar deneyin.',
      );
    });

    it('holds at once; the player may cancel while it waits, and the hold comes back', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const res = await withdraw(p.token, 200);
      expect(res.state, res.msg).toBe('200');
      expect(res.resultData).toMatchObject({ status: 'pending', amount: 200, canCancel: true });
      expect(await balanceOf(p.token)).toBe(300);
      const cancelled = await call(
        t,
        cancelWithdraw,
        { orderId: res.resultData.orderId },
        { session: p.token },
      );
      expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false });
      expect(await balanceOf(p.token)).toBe(500);
      // Cancelling again answers the cancelled order and moves nothing.
      const twice = await call(
        t,
        cancelWithdraw,
        { orderId: res.resultData.orderId },
        { session: p.token },
      );
      expect(twice).toMatchObject({ status: 'cancelled' });
      expect(await balanceOf(p.token)).toBe(500);
    });

    it('the operator rejects: the hold comes back with the reason', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const w = (await withdraw(p.token, 150)).resultData;
      await releaseWithdrawal(operator(), {
        orderNo: w.orderId,
        how: 'reject',
        actor: 'test',
        reason: 'Hesap sahibi adı uyuşmuyor',
      });
      expect(await detail(p.token, w.orderId)).toMatchObject({
        status: 'rejected',
        failReason: 'Hesap sahibi adı uyuşmuyor',
      });
      expect(await balanceOf(p.token)).toBe(500);
    });

    it('the operator approves: posted and paid out; the player cannot cancel it then', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const w = (await withdraw(p.token, 250)).resultData;
      const paid = await approveWithdrawal(operator(), paymentSandboxOf(t.app).payout, {
        orderNo: w.orderId,
        actor: 'test',
      });
      expect(paid).toMatchObject({ status: 'paid' });
      expect(paid?.payout_ref).toMatch(/^MP-/);
      expect(await detail(p.token, w.orderId)).toMatchObject({ status: 'paid', canCancel: false });
      const cancel = await answer(t, cancelWithdraw, { orderId: w.orderId }, { session: p.token });
      expect(cancel).toMatchObject({
        state: '500',
        msg: 'Bu çekim artık iptal edilemez: incelemesi tamamlandı.',
      });
      // Rejecting a paid one changes nothing either.
      const late = await releaseWithdrawal(operator(), {
        orderNo: w.orderId,
        how: 'reject',
        actor: 'test',
      });
      expect(late?.status).toBe('paid');
      expect(await balanceOf(p.token)).toBe(250);
    });

    it('a payout the provider refuses is payout_failed, shows no cancel, and is paid on retry (F4)', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const w = (await withdraw(p.token, 120)).resultData;
      const sandboxPayout = paymentSandboxOf(t.app).payout;
      // The payout provider is an outside party: this one is down for the first attempt.
      const down = {
        ...sandboxPayout,
        payout: async () => ({ status: 'failed' as const, reason: 'provider timeout' }),
      };
      const first = await approveWithdrawal(operator(), down, { orderNo: w.orderId, actor: 't' });
      expect(first).toMatchObject({ status: 'payout_failed', payout_error: 'provider timeout' });
      expect(await detail(p.token, w.orderId)).toMatchObject({
        status: 'payout_failed',
        canCancel: false,
      });
      const cancel = await answer(t, cancelWithdraw, { orderId: w.orderId }, { session: p.token });
      expect(cancel.state).toBe('500');
      const retry = await approveWithdrawal(operator(), sandboxPayout, {
        orderNo: w.orderId,
        actor: 't',
      });
      expect(retry).toMatchObject({ status: 'paid', payout_error: null });
      expect(await balanceOf(p.token)).toBe(380);
      // Posted once, whatever the retries.
      const posts = await t.database.db
        .selectFrom('journal_entries')
        .select('id')
        .where('idempotency_key', '=', `withdraw:${w.orderId}:post`)
        .execute();
      expect(posts).toHaveLength(1);
    });

    it('the operator voids a failed payout back to cash, once; reconcile agrees (F4)', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const w = (await withdraw(p.token, 150)).resultData;
      const down = {
        ...paymentSandboxOf(t.app).payout,
        payout: async () => ({ status: 'failed' as const, reason: 'IBAN closed' }),
      };
      await approveWithdrawal(operator(), down, { orderNo: w.orderId, actor: 't' });
      expect(await balanceOf(p.token)).toBe(350);
      const voided = await voidFailedPayout(operator(), {
        orderNo: w.orderId,
        actor: 'op',
        reason: 'Hesap kapalı',
      });
      expect(voided).toMatchObject({
        changed: true,
        row: { status: 'voided', fail_reason: 'Hesap kapalı' },
      });
      expect(await balanceOf(p.token)).toBe(500);
      expect(await detail(p.token, w.orderId)).toMatchObject({
        status: 'voided',
        failReason: 'Hesap kapalı',
        canCancel: false,
      });
      // Again, or an approve after it: nothing moves.
      expect(
        (await voidFailedPayout(operator(), { orderNo: w.orderId, actor: 'op', reason: 'x' }))
          ?.changed,
      ).toBe(false);
      const late = await approveWithdrawal(operator(), paymentSandboxOf(t.app).payout, {
        orderNo: w.orderId,
        actor: 'op',
      });
      expect(late?.status).toBe('voided');
      expect(await balanceOf(p.token)).toBe(500);
      // A withdrawal still waiting is not voided this way.
      const waiting = (await withdraw(p.token, 100)).resultData;
      expect(
        (await voidFailedPayout(operator(), { orderNo: waiting.orderId, actor: 'op', reason: 'x' }))
          ?.changed,
      ).toBe(false);
      await releaseWithdrawal(operator(), { orderNo: waiting.orderId, how: 'cancel', actor: 'p' });
      await expectReconciled(t);
    });

    it('reconcile flags a withdrawal left payout_failed or pending past the threshold (F4)', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const w = (await withdraw(p.token, 100)).resultData;
      const down = {
        ...paymentSandboxOf(t.app).payout,
        payout: async () => ({ status: 'failed' as const, reason: 'down' }),
      };
      await approveWithdrawal(operator(), down, { orderNo: w.orderId, actor: 't' });
      const lines: string[] = [];
      const now = Date.now() + 25 * 60 * 60 * 1000;
      const late = await reconcile(t.database, (l) => lines.push(l), { now });
      expect(lines.join('\n')).toMatch(
        new RegExp(
          `withdrawal ${w.orderId} \\(user ${p.userId}, 10000\\) is payout_failed since .*, over 24 h`,
        ),
      );
      expect(late.violations).toBeGreaterThan(0);
      await expectReconciled(t, { now, withdrawStuckHours: 48 });
      await voidFailedPayout(operator(), { orderNo: w.orderId, actor: 'op', reason: 'test bitti' });
    });

    it('a retry with the same requestId answers the first withdrawal and holds once (L1)', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const body = { amount: 150, withdrawPassword: WITHDRAW_PASSWORD, requestId: 'req-0001-abcd' };
      const first = await answer(t, createWithdraw, body, { session: p.token });
      expect(first.state).toBe('200');
      const again = await answer(t, createWithdraw, body, { session: p.token });
      expect(again.resultData).toEqual(first.resultData);
      expect(await balanceOf(p.token)).toBe(350);
      // The same id with another amount is refused; nothing moves.
      const other = await answer(t, createWithdraw, { ...body, amount: 160 }, { session: p.token });
      expect(other).toMatchObject({
        state: '500',
        msg: 'Bu istek kimliği başka bir çekim talebi için kullanıldı. Sayfayı yenileyip yeniden deneyin.',
      });
      expect(await balanceOf(p.token)).toBe(350);
      // Another player may use the same id: ids are the player's own.
      const q = await withdrawingPlayer(t, 500_00);
      expect((await answer(t, createWithdraw, body, { session: q.token })).state).toBe('200');
      expect(await balanceOf(q.token)).toBe(350);
      // A malformed id is refused by name.
      const bad = await answer(
        t,
        createWithdraw,
        { ...body, requestId: 'a b' },
        { session: p.token },
      );
      expect(bad.state).toBe('500');
      expect(bad.msg).toBe('İstek kimliği geçersiz.');
      // Without an id every request is a new withdrawal, as before.
      await withdraw(p.token, 100);
      await withdraw(p.token, 100);
      expect(await balanceOf(p.token)).toBe(150);
    });

    it('10 parallel replays of one requestId create one withdrawal (L1)', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const body = {
        amount: 200,
        withdrawPassword: WITHDRAW_PASSWORD,
        requestId: 'parallel-req-42',
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => answer(t, createWithdraw, body, { session: p.token })),
      );
      for (const a of answers) expect(a.state, a.msg).toBe('200');
      expect(new Set(answers.map((a) => a.resultData.orderId)).size).toBe(1);
      expect(await balanceOf(p.token)).toBe(300);
      const rows = await t.database.db
        .selectFrom('withdrawals')
        .select('order_no')
        .where('user_id', '=', p.userId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('reconcile names a withdrawal whose state disagrees with its hold', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const w = (await withdraw(p.token, 100)).resultData;
      await t.database.db
        .updateTable('withdrawals')
        .set({ status: 'rejected' })
        .where('order_no', '=', w.orderId)
        .execute();
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      const text = lines.join('\n');
      expect(violations).toBe(2);
      expect(text).toContain(
        `player ${p.userId}: pending account 10000, withdrawals under review 0`,
      );
      expect(text).toContain(`withdrawal ${w.orderId} is rejected with hold`);
      await t.database.db
        .updateTable('withdrawals')
        .set({ status: 'pending' })
        .where('order_no', '=', w.orderId)
        .execute();
    });

    it('approve and reject racing for one withdrawal: exactly one wins', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const w = (await withdraw(p.token, 100)).resultData;
      const payout = paymentSandboxOf(t.app).payout;
      await Promise.all([
        approveWithdrawal(operator(), payout, { orderNo: w.orderId, actor: 'a' }),
        releaseWithdrawal(operator(), { orderNo: w.orderId, how: 'reject', actor: 'b' }),
        releaseWithdrawal(operator(), {
          orderNo: w.orderId,
          how: 'cancel',
          actor: 'c',
          userId: p.userId,
        }),
      ]);
      const final = await detail(p.token, w.orderId);
      expect(['paid', 'rejected', 'cancelled']).toContain(final.status);
      expect(await balanceOf(p.token)).toBe(final.status === 'paid' ? 400 : 500);
    });

    it('20 parallel withdrawals never hold more than the balance', async () => {
      const p = await withdrawingPlayer(t, 1000_00);
      const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(p.token, 300)));
      const accepted = answers.filter((a) => a.state === '200');
      const refused = answers.filter((a) => a.state !== '200');
      expect(accepted).toHaveLength(3);
      for (const r of refused) {
        expect(['Bakiyeniz bu tutarı karşılamıyor.']).toContain(r.msg);
      }
      expect(await balanceOf(p.token)).toBe(100);
      const pending = await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('kind', '=', 'withdrawal_pending')
        .where('owner', '=', String(p.userId))
        .executeTakeFirstOrThrow();
      expect(pending.balance_minor).toBe(900_00);
    });

    it('checks the minimum, the maximum and the daily count', async () => {
      const p = await withdrawingPlayer(t, 100_000_00);
      expect((await withdraw(p.token, 99.99)).msg).toBe('En az ₺100,00 çekebilirsiniz.');
      expect((await withdraw(p.token, 50_000.01)).msg).toBe(
        'Tek seferde en fazla ₺50.000,00 çekebilirsiniz.',
      );
      for (let i = 0; i < 5; i++) expect((await withdraw(p.token, 100)).state).toBe('200');
      expect((await withdraw(p.token, 100)).msg).toBe(
        'Bugün en fazla 5 çekim talebi oluşturabilirsiniz. Yarın tekrar deneyin.',
      );
      const info = await call(t, getWithdrawInfo, {}, { session: p.token });
      expect(info).toMatchObject({ dailyUsedCount: 5, dailyUsedAmount: 500 });
    });

    it('the daily amount limit counts held and paid withdrawals, not cancelled ones', async () => {
      const p = await withdrawingPlayer(t, 200_000_00);
      const a = (await withdraw(p.token, 50_000)).resultData;
      await withdraw(p.token, 40_000);
      expect((await withdraw(p.token, 20_000)).msg).toBe(
        'Bu tutar günlük çekim limitinizi aşıyor. Bugün en fazla ₺10.000,00 daha çekebilirsiniz.',
      );
      await answer(t, cancelWithdraw, { orderId: a.orderId }, { session: p.token });
      expect((await withdraw(p.token, 20_000)).state).toBe('200');
    });

    it("another player's withdrawal answers as not found", async () => {
      const owner = await withdrawingPlayer(t, 500_00);
      const other = await withdrawingPlayer(t, 500_00);
      const w = (await withdraw(owner.token, 100)).resultData;
      const seen = await answer(
        t,
        orderRecordDetail,
        { orderId: w.orderId },
        { session: other.token },
      );
      expect(seen).toMatchObject({ state: '500', msg: 'Bu sipariş bulunamadı.' });
      const cancel = await answer(
        t,
        cancelWithdraw,
        { orderId: w.orderId },
        { session: other.token },
      );
      expect(cancel).toMatchObject({ state: '500', msg: 'Bu sipariş bulunamadı.' });
      expect(await detail(owner.token, w.orderId)).toMatchObject({ status: 'pending' });
    });

    it('the record shows each state of the player orders', async () => {
      const p = await withdrawingPlayer(t, 1000_00);
      const payout = paymentSandboxOf(t.app).payout;
      const a = (await withdraw(p.token, 100)).resultData;
      const b = (await withdraw(p.token, 110)).resultData;
      const c = (await withdraw(p.token, 120)).resultData;
      await withdraw(p.token, 130);
      await approveWithdrawal(operator(), payout, { orderNo: a.orderId, actor: 'test' });
      await releaseWithdrawal(operator(), { orderNo: b.orderId, how: 'reject', actor: 'test' });
      await answer(t, cancelWithdraw, { orderId: c.orderId }, { session: p.token });
      const res = await call(t, rechargeRecord, { type: 'withdraw' }, { session: p.token });
      expect(res.total).toBe(4);
      expect(res.list.map((o) => o.status)).toEqual(['pending', 'cancelled', 'rejected', 'paid']);
    });

    it('lists the payout provider banks', async () => {
      const p = await createPlayer(t);
      const res = await call(t, getMangirPayBankList, {}, { session: p.token });
      expect(res.find((b) => b.code === '00062')?.name).toBe('Garanti BBVA');
    });

    it('leaves a ledger that reconciles', async () => {
      await expectReconciled(t);
    });
  });
}
