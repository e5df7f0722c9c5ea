// paysafecard end to end on both databases: our adapter against the sandbox's paysafecard
// simulator (its own API key, the REST calls and the form-encoded notification of its API
// Blueprint). The notification is only a trigger: the payment's retrieved status decides, an
// AUTHORIZED payment is captured and credited once whichever of the notification and the
// player's return comes first; cancelled and expired payments close the order; documented
// errors reach the player as their message; a refund takes the money back once.
import { beforeAll, describe, expect, it } from 'vitest';
import { createRechargeOrder, orderRecordDetail } from '@talih/contracts/payments.ts';
import {
  playerMessageOf,
  PaysafecardError,
} from '../../../adapters/payments/paysafecard/client.ts';
import { backends, type TestApp } from '../../../testing/backends.ts';
import { useProviderApp } from '../../../testing/provider-payments.ts';
import { answer } from '../../../testing/calls.ts';
import { balanceOf, expectReconciled } from '../../../testing/ledger.ts';
import { createPlayer } from '../../../testing/players.ts';
import { reconcile } from '../../../testing/reconcile.ts';
import { PAYSAFECARD_NOTIFICATION_PATH } from './provider.ts';
import { newRefundNo, startRefund } from '../refunds.ts';

describe('paysafecard error codes', () => {
  it('maps each documented payment error to a player message', () => {
    const of = (status: number, code: string, number: number | null) =>
      playerMessageOf(new PaysafecardError(status, code, '', number));
    expect(of(500, 'general_technical_error', 10007)).toBe('errors.paysafecard.connection');
    expect(of(401, 'invalid_api_key', 10008)).toBe('errors.paysafecard.connection');
    expect(of(400, 'invalid_request_parameter', 10028)).toBe('errors.paysafecard.invalidRequest');
    expect(of(400, 'duplicate_transaction_id', 2001)).toBe('errors.paysafecard.duplicate');
    expect(of(400, 'payment_invalid_state', 2017)).toBe('errors.paysafecard.invalidState');
    expect(of(400, 'Merchant with Id 1000000007 is not active.', 3001)).toBe(
      'errors.paysafecard.connection',
    );
    expect(
      of(400, 'Merchant with Id 1000000007 is not allowed to perform this debit any more', 3007),
    ).toBe('errors.paysafecard.expired');
    expect(of(400, 'submerchant_not_found', 3014)).toBe('errors.paysafecard.connection');
    expect(of(400, 'general_error', 3017)).toBe('errors.paysafecard.connection');
    expect(of(400, 'CUSTOMER_LIMIT_EXCEEDED', 3167)).toBe('errors.paysafecard.limit');
    expect(playerMessageOf(new Error('socket hang up'))).toBe('errors.paysafecard.connection');
  });
});

for (const backend of backends()) {
  describe(`paysafecard on ${backend.name}`, () => {
    const f = useProviderApp(backend, { TRUSTLY_ADAPTER: 'off' });
    let t: TestApp;
    beforeAll(() => {
      t = f.t;
    });
    const { db, orderRow, entriesOf } = f;
    const psc = f.paysafecard;
    const sim = () => psc().simulator!;

    async function pscOrder(token: string, amount = 50) {
      const o = await f.deposit(token, 'paysafecard', amount);
      return { view: o.view, row: o.row, paymentId: o.ref };
    }

    it('initiates a payment and sends the player to the payment panel', async () => {
      const p = await createPlayer(t);
      const { view, paymentId, row } = await pscOrder(p.token, 50);
      expect(paymentId).toBe(`pay_1000000007_${row.order_no}_EUR`);
      expect(view.payUrl).toBe(
        `/sandbox/paysafecard/panel?mid=1000000007&mtid=${encodeURIComponent(paymentId)}&amount=50.00&currency=EUR`,
      );
      expect(sim().statusOf(paymentId)).toBe('INITIATED');
    });

    it('captures on the notification after retrieving the status, and credits once', async () => {
      const p = await createPlayer(t);
      const o = await pscOrder(p.token, 50);
      sim().setNotificationScript('twice');
      expect(sim().authorize(o.paymentId)).toBe(true);
      await sim().idle();
      sim().setNotificationScript('once');
      expect(sim().statusOf(o.paymentId)).toBe('SUCCESS');
      expect((await orderRow(o.row.order_no)).status).toBe('confirmed');
      expect(await balanceOf(t, p.userId)).toBe(5000);
      expect(await entriesOf(o.row.order_no)).toEqual([
        { kind: 'deposit_credit', amount_minor: 5000 },
      ]);
      const seen = await db()
        .selectFrom('payment_notifications')
        .select(['kind', 'outcome'])
        .where('order_no', '=', o.row.order_no)
        .execute();
      expect(seen).toEqual([{ kind: 'ASSIGN_CARDS', outcome: 'trigger' }]);
      await expectReconciled(t);
    });

    it('a lost notification: the player’s return captures it', async () => {
      const p = await createPlayer(t);
      const o = await pscOrder(p.token, 60);
      sim().setNotificationScript('lost');
      sim().authorize(o.paymentId);
      await sim().idle();
      sim().setNotificationScript('once');
      expect(sim().statusOf(o.paymentId)).toBe('AUTHORIZED');
      const back = await answer(
        t,
        orderRecordDetail,
        { orderId: o.row.order_no },
        { session: p.token },
      );
      expect(back.state).toBe('200');
      expect(back.resultData).toMatchObject({ status: 'confirmed' });
      expect(await balanceOf(t, p.userId)).toBe(6000);
      await expectReconciled(t);
    });

    it('the notification racing the player’s return: one capture, one credit', async () => {
      const p = await createPlayer(t);
      const o = await pscOrder(p.token, 70);
      sim().setNotificationScript('lost');
      sim().authorize(o.paymentId);
      await sim().idle();
      sim().setNotificationScript('once');
      const notify = () =>
        t.app.inject({
          method: 'POST',
          url: `${PAYSAFECARD_NOTIFICATION_PATH}?payment_id=${encodeURIComponent(o.paymentId)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `mtid=${encodeURIComponent(o.paymentId)}&eventType=ASSIGN_CARDS&serialNumbers=1%3BEUR%3B70.00%3BAT00002%3B`,
        });
      const answers = await Promise.all([
        notify(),
        answer(t, orderRecordDetail, { orderId: o.row.order_no }, { session: p.token }),
        notify(),
        psc().sync(o.row.order_no),
      ]);
      expect((answers[0] as { statusCode: number }).statusCode).toBe(200);
      expect(await balanceOf(t, p.userId)).toBe(7000);
      expect(await entriesOf(o.row.order_no)).toEqual([
        { kind: 'deposit_credit', amount_minor: 7000 },
      ]);
      await expectReconciled(t);
    });

    it('a capture that fails is answered 500, so paysafecard sends the notification again: credited once', async () => {
      const p = await createPlayer(t);
      const o = await pscOrder(p.token, 50);
      // The first check's capture fails three times (the call and its two retries).
      sim().failCaptures(3);
      sim().authorize(o.paymentId);
      await sim().idle();
      expect(
        sim()
          .notifications()
          .filter((n) => n.paymentId === o.paymentId)
          .map((n) => n.status),
      ).toEqual([500, 200]);
      expect(await orderRow(o.row.order_no)).toMatchObject({ status: 'confirmed' });
      expect(await entriesOf(o.row.order_no)).toEqual([
        { kind: 'deposit_credit', amount_minor: 5000 },
      ]);
      expect(await balanceOf(t, p.userId)).toBe(5000);
    });

    it('a capture that fails with a technical error is a reconcile violation until the next trigger', async () => {
      const p = await createPlayer(t);
      const o = await pscOrder(p.token, 50);
      // Every capture of the notification and its 5 resubmissions fails (6 × 3 calls).
      sim().failCaptures(18);
      sim().authorize(o.paymentId);
      await sim().idle();
      expect(await orderRow(o.row.order_no)).toMatchObject({
        status: 'pending',
        provider_state: 'authorized',
      });
      await db()
        .updateTable('deposit_orders')
        .set({ updated_at: Date.now() - 25 * 60 * 60 * 1000 })
        .where('order_no', '=', o.row.order_no)
        .execute();
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      expect(violations).toBe(1);
      expect(lines.join('\n')).toContain(
        `deposit ${o.row.order_no} (paysafecard, user ${p.userId}, 5000) is authorized at the provider`,
      );
      expect(await psc().sync(o.row.order_no)).toBe('credited');
      expect(await balanceOf(t, p.userId)).toBe(5000);
    });

    it('a payment the player cancelled, or one that expired, closes the order with nothing credited', async () => {
      const p = await createPlayer(t);
      const cancelled = await pscOrder(p.token, 50);
      sim().cancel(cancelled.paymentId);
      expect(await psc().sync(cancelled.row.order_no)).toBe('closed');
      expect(await orderRow(cancelled.row.order_no)).toMatchObject({
        status: 'failed',
        fail_reason: 'paysafecard: CANCELED_CUSTOMER',
      });
      const expired = await pscOrder(p.token, 50);
      sim().setNotificationScript('lost');
      sim().authorize(expired.paymentId);
      await sim().idle();
      sim().setNotificationScript('once');
      sim().expire(expired.paymentId);
      expect(await psc().sync(expired.row.order_no)).toBe('closed');
      expect(await orderRow(expired.row.order_no)).toMatchObject({
        status: 'failed',
        fail_reason: 'paysafecard: EXPIRED',
      });
      expect(await balanceOf(t, p.userId)).toBe(0);
      await expectReconciled(t);
    });

    it('a notification for a payment we never made changes nothing and is not kept', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: PAYSAFECARD_NOTIFICATION_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'mtid=pay_1000000007_nothing_EUR&eventType=ASSIGN_CARDS&serialNumbers=x',
      });
      expect(res.statusCode).toBe(200);
      const rows = await db()
        .selectFrom('payment_notifications')
        .select('outcome')
        .where('provider_order', '=', 'pay_1000000007_nothing_EUR')
        .execute();
      expect(rows).toEqual([]);
    });

    it('limits notifications per address: 300 a minute, then 429', async () => {
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: PAYSAFECARD_NOTIFICATION_PATH,
          remoteAddress: '203.0.113.9',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'mtid=pay_1000000007_flood_EUR&eventType=ASSIGN_CARDS',
        });
      const answers = [];
      for (let i = 0; i < 301; i++) answers.push((await send()).statusCode);
      expect(answers.filter((s) => s === 200)).toHaveLength(300);
      expect(answers[300]).toBe(429);
    });

    it('a payment paysafecard refuses reaches the player as its documented message', async () => {
      const p = await createPlayer(t);
      // A 500 is retried (twice more): refused three times, the player is told.
      sim().refuseNextPayment('general_technical_error', 3);
      const down = await answer(
        t,
        createRechargeOrder,
        { amount: 50, method: 'paysafecard' },
        { session: p.token },
      );
      expect(down.state).toBe('500');
      expect(down.msg).toBe(
        'İşlem bir bağlantı sorunu yüzünden başlatılamadı. Sorun sürerse destek ekibimize yazın.',
      );
      sim().refuseNextPayment('invalid_request_parameter');
      const bad = await answer(
        t,
        createRechargeOrder,
        { amount: 50, method: 'paysafecard' },
        { session: p.token, headers: { 'accept-language': 'en' } },
      );
      expect(bad.msg).toBe(
        'paysafecard did not accept this amount or these details. Check the amount and try again.',
      );
      const orders = await db()
        .selectFrom('deposit_orders')
        .select(['status', 'fail_reason'])
        .where('user_id', '=', p.userId)
        .execute();
      expect(orders.map((o) => o.status)).toEqual(['failed', 'failed']);
      expect(await balanceOf(t, p.userId)).toBe(0);
      // Refused once, the retry goes through.
      sim().refuseNextPayment('general_technical_error', 1);
      const retried = await answer(
        t,
        createRechargeOrder,
        { amount: 50, method: 'paysafecard' },
        { session: p.token },
      );
      expect(retried.state, retried.msg).toBe('200');
    });

    it('a second payment for one order number is refused as documented (duplicate_transaction_id)', async () => {
      const p = await createPlayer(t);
      const res = await answer(
        t,
        createRechargeOrder,
        { amount: 50, method: 'paysafecard' },
        { session: p.token },
      );
      expect(res.state).toBe('200');
      const again = await t.app.inject({
        method: 'POST',
        url: '/sandbox/paysafecard/v1/payments',
        headers: {
          authorization: `Basic ${Buffer.from(sim().apiKey).toString('base64')}`,
          'content-type': 'application/json',
          'correlation-id': res.resultData.orderId,
        },
        payload: JSON.stringify({
          type: 'PAYSAFECARD',
          amount: 50,
          currency: 'EUR',
          redirect: { success_url: 'a', failure_url: 'b' },
          notification_url: 'c',
          customer: { id: 'x' },
        }),
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'duplicate_transaction_id', number: 2001 });
    });

    it('refunds a captured payment once: the money goes back to paysafecard', async () => {
      const p = await createPlayer(t);
      const o = await pscOrder(p.token, 80);
      sim().authorize(o.paymentId);
      await sim().idle();
      expect(await balanceOf(t, p.userId)).toBe(8000);
      const refund = {
        refundNo: newRefundNo(),
        orderNo: o.row.order_no,
        amountMinor: 8000,
        email: 'player@example.com',
        reason: 'refund',
        requestedBy: 'finance-a',
        approvedBy: 'finance-b',
      };
      const made = await startRefund(t.app.talih.services, refund);
      expect([made.status, made.provider_ref]).toEqual([
        'refunded',
        expect.stringMatching(/^ref_1000000007_/),
      ]);
      expect(sim().refundedOf(o.paymentId)).toBe(80);
      expect(await balanceOf(t, p.userId)).toBe(0);
      expect((await orderRow(o.row.order_no)).refunded_minor).toBe(8000);
      await expect(
        startRefund(t.app.talih.services, { ...refund, refundNo: newRefundNo() }),
      ).rejects.toThrow('errors.boPayments.refundTooMuch');
      expect(sim().refundedOf(o.paymentId)).toBe(80);
      await expectReconciled(t);
    });
  });
}
