// Trustly end to end on both databases: our adapter against the sandbox's Trustly simulator
// (its own keys, the documented JSON-RPC and notifications). Deposits are credited only by
// signed notifications, each once by its notificationid whatever the order, the copies or the
// races; a debit after a credit takes the money back (as debt where it is gone); payouts go
// by AccountPayout to the account Trustly reported and are final only on its notification.
// The signature tester's documented serialisation is the first test vector.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { createWithdraw, getChargeInfo, getWithdrawInfo } from '@talih/contracts/payments.ts';
import {
  serializeTrustlyData,
  signTrustly,
  trustlyPlaintext,
  trustlyPublicKeyOf,
  verifyTrustly,
} from '../../../adapters/payments/trustly/signature.ts';
import { sign as simulatorSign } from '@talih/sandbox/payments/trustly-protocol.ts';
import { backends, type TestApp } from '../../../testing/backends.ts';
import { useProviderApp } from '../../../testing/provider-payments.ts';
import { answer } from '../../../testing/calls.ts';
import { balanceOf, expectReconciled } from '../../../testing/ledger.ts';
import { createPlayer } from '../../../testing/players.ts';
import { WITHDRAW_PASSWORD, withdrawingPlayer } from '../../../testing/payments.ts';
import { reconcile } from '../../../testing/reconcile.ts';
import { payoutProviderOf } from '../payout-provider.ts';
import { approveWithdrawal, markWithdrawalPaid } from '../withdrawals.ts';
import { settleDeposit } from '../deposits.ts';

// docs.trustly.com/api/signature-tester: the documented Data object behind its "Concatenated
// string example" (the page's example object shows more attributes than its plaintext has;
// these are the ones in the plaintext) and that plaintext, verbatim.
const TESTER_DATA = {
  Username: 'merchant_username',
  Password: 'merchant_password',
  NotificationURL: 'URL_to_your_notification_service',
  EndUserID: '12345',
  MessageID: 'your_unique_deposit_id',
  Attributes: {
    Locale: 'sv_SE',
    Currency: 'SEK',
    IP: '123.123.123.123',
    MobilePhone: '+46709876543',
    Firstname: 'John',
    Lastname: 'Doe',
    NationalIdentificationNumber: '790131-1234',
  },
};
const TESTER_PLAINTEXT =
  'Deposit258a2184-2842-b485-25ca-293525152425AttributesCurrencySEKFirstnameJohnIP123.123.123.123LastnameDoeLocalesv_SEMobilePhone+46709876543NationalIdentificationNumber790131-1234EndUserID12345MessageIDyour_unique_deposit_idNotificationURLURL_to_your_notification_servicePasswordmerchant_passwordUsernamemerchant_username';

describe('Trustly signatures', () => {
  it('serialises the signature tester’s Data to its documented plaintext', () => {
    expect(trustlyPlaintext('Deposit', '258a2184-2842-b485-25ca-293525152425', TESTER_DATA)).toBe(
      TESTER_PLAINTEXT,
    );
  });

  it('serialises arrays in order, null as nothing, nested keys sorted', () => {
    expect(serializeTrustlyData({ b: [3, 'x', null], a: { d: null, c: true } })).toBe('actruedb3x');
  });

  it('verifies what the simulator signs, and refuses a changed byte or another key', () => {
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const data = { amount: '10.00', notificationid: '1' };
    const signature = simulatorSign(keys.privateKey, 'credit', 'u-1', data);
    expect(verifyTrustly(keys.publicKey, 'credit', 'u-1', data, signature)).toBe(true);
    expect(
      verifyTrustly(keys.publicKey, 'credit', 'u-1', { ...data, amount: '10.01' }, signature),
    ).toBe(false);
    expect(verifyTrustly(trustlyPublicKeyOf('test'), 'credit', 'u-1', data, signature)).toBe(false);
    expect(signTrustly(keys.privateKey, 'credit', 'u-1', data)).toBe(signature);
  });

  it('reads the published TEST and LIVE keys as 2048-bit RSA keys', () => {
    for (const which of ['test', 'live']) {
      const key = trustlyPublicKeyOf(which);
      expect(key.asymmetricKeyType).toBe('rsa');
      expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    }
  });
});

for (const backend of backends()) {
  describe(`Trustly on ${backend.name}`, () => {
    const f = useProviderApp(backend);
    let t: TestApp;
    beforeAll(() => {
      t = f.t;
    });
    const { db, orderRow, history, alertsOf } = f;
    const sim = f.trustlySim;
    const post = f.postTrustly;

    async function trustlyOrder(token: string, amount = 100) {
      const o = await f.deposit(token, 'trustly', amount);
      return { view: o.view, row: o.row, simOrder: o.ref };
    }

    it('offers Trustly in a euro pack and opens a Deposit order on Trustly’s page', async () => {
      const p = await createPlayer(t);
      const info = await answer(t, getChargeInfo, {}, { session: p.token });
      expect(info.resultData.currency).toBe('EUR');
      expect(info.resultData.methods.map((m) => m.code)).toEqual([
        'havale',
        'trustly',
        'paysafecard',
      ]);
      const { view, row } = await trustlyOrder(p.token, 100);
      expect(view.method).toBe('trustly');
      expect(view.payUrl).toMatch(/^\/sandbox\/trustly\/pay\/\d{10}\?t=[0-9a-f]{32}$/);
      expect(row.status).toBe('pending');
      expect(row.provider_ref).toMatch(/^\d{10}$/);
      expect(await balanceOf(t, p.userId)).toBe(0);
    });

    it('credits only on credit: account, pending, credit, each answered with a signed OK', async () => {
      const p = await createPlayer(t);
      const o = await trustlyOrder(p.token, 100);
      expect(sim().decide(o.simOrder, 'credit')).toBe(true);
      await sim().idle();
      expect(await balanceOf(t, p.userId)).toBe(10000);
      expect((await orderRow(o.row.order_no)).status).toBe('confirmed');
      expect(await history(o.row.order_no)).toEqual([
        { kind: 'account', outcome: 'account_saved' },
        { kind: 'pending', outcome: 'pending' },
        { kind: 'credit', outcome: 'credited' },
      ]);
      const sent = sim()
        .sent()
        .filter((s) => s.orderId === o.simOrder);
      expect(sent.map((s) => [s.method, s.answered])).toEqual([
        ['account', true],
        ['pending', true],
        ['credit', true],
      ]);
      const account = await db()
        .selectFrom('payment_accounts')
        .selectAll()
        .where('user_id', '=', p.userId)
        .executeTakeFirstOrThrow();
      expect(account).toMatchObject({
        provider: 'trustly',
        bank: 'Sandbox Bank',
        verified: 1,
        order_no: o.row.order_no,
      });
      await expectReconciled(t);
    });

    it('pending leaves the money out until the bank’s late credit', async () => {
      const p = await createPlayer(t);
      const o = await trustlyOrder(p.token, 60);
      sim().decide(o.simOrder, 'pending');
      await sim().idle();
      expect(await balanceOf(t, p.userId)).toBe(0);
      expect(await orderRow(o.row.order_no)).toMatchObject({
        status: 'pending',
        provider_state: 'pending',
      });
      sim().creditLater(o.simOrder);
      await sim().idle();
      expect(await balanceOf(t, p.userId)).toBe(6000);
      expect(await orderRow(o.row.order_no)).toMatchObject({
        status: 'confirmed',
        provider_state: null,
      });
      await expectReconciled(t);
    });

    it('a deposit left pending at the bank past 24 h is a reconcile violation naming it', async () => {
      const p = await createPlayer(t);
      const o = await trustlyOrder(p.token, 50);
      sim().decide(o.simOrder, 'pending');
      await sim().idle();
      await db()
        .updateTable('deposit_orders')
        .set({ updated_at: Date.now() - 25 * 60 * 60 * 1000 })
        .where('order_no', '=', o.row.order_no)
        .execute();
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      expect(violations).toBe(1);
      expect(lines.join('\n')).toContain(
        `deposit ${o.row.order_no} (trustly, user ${p.userId}, 5000) is pending at the provider`,
      );
      sim().creditLater(o.simOrder);
      await sim().idle();
      await expectReconciled(t);
    });

    it('cancel closes the order with nothing credited', async () => {
      const p = await createPlayer(t);
      const o = await trustlyOrder(p.token, 50);
      sim().decide(o.simOrder, 'cancel');
      await sim().idle();
      expect(await orderRow(o.row.order_no)).toMatchObject({
        status: 'failed',
        fail_reason: 'provider: cancel',
      });
      expect(await balanceOf(t, p.userId)).toBe(0);
      await expectReconciled(t);
    });

    it('every notification sent twice, and out of order: credited once, the account kept', async () => {
      const p = await createPlayer(t);
      const dup = await trustlyOrder(p.token, 50);
      sim().decide(dup.simOrder, 'duplicate');
      const late = await trustlyOrder(p.token, 55);
      sim().decide(late.simOrder, 'out_of_order');
      await sim().idle();
      expect(await balanceOf(t, p.userId)).toBe(10500);
      expect((await history(dup.row.order_no)).map((h) => h.outcome)).toEqual([
        'account_saved',
        'pending',
        'credited',
      ]);
      expect((await history(late.row.order_no)).map((h) => `${h.kind}:${h.outcome}`)).toEqual([
        'credit:credited',
        'pending:pending',
        'account:account_saved',
      ]);
      await expectReconciled(t);
    });

    it('the same credit 20 times at once: one credit, twenty signed OKs', async () => {
      const p = await createPlayer(t);
      const o = await trustlyOrder(p.token, 75);
      const body = sim().notification('credit', o.simOrder);
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(answers.every((a) => sim().answeredOk(body, a.body))).toBe(true);
      expect(await balanceOf(t, p.userId)).toBe(7500);
      const credits = await db()
        .selectFrom('journal_entries')
        .select('id')
        .where('idempotency_key', '=', `deposit:${o.row.order_no}`)
        .execute();
      expect(credits).toHaveLength(1);
      expect(await history(o.row.order_no)).toEqual([{ kind: 'credit', outcome: 'credited' }]);
      await expectReconciled(t);
    });

    it('credit racing cancel: credited exactly once whichever lands first', async () => {
      for (let round = 0; round < 3; round++) {
        const p = await createPlayer(t);
        const o = await trustlyOrder(p.token, 50);
        const credit = sim().notification('credit', o.simOrder);
        const cancel = sim().notification('cancel', o.simOrder);
        const [a, b] = await Promise.all([post(cancel), post(credit)]);
        expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
        expect(await balanceOf(t, p.userId)).toBe(5000);
        expect((await orderRow(o.row.order_no)).status).toBe('confirmed');
      }
      await expectReconciled(t);
    });

    it('debit after credit takes the money back, as debt where it was spent, and alerts risk', async () => {
      const p = await withdrawingPlayer(t, 0, false);
      const o = await trustlyOrder(p.token, 200);
      sim().decide(o.simOrder, 'credit');
      await sim().idle();
      expect(await balanceOf(t, p.userId)).toBe(20000);
      // 150.00 of it is held for a withdrawal before the bank reverses the payment.
      const held = await answer(
        t,
        createWithdraw,
        { amount: 150, withdrawPassword: WITHDRAW_PASSWORD },
        { session: p.token },
      );
      expect(held.state, held.msg).toBe('200');
      expect(await balanceOf(t, p.userId)).toBe(5000);
      const debit = sim().notification('debit', o.simOrder);
      expect((await post(debit)).statusCode).toBe(200);
      expect((await post(debit)).statusCode).toBe(200);
      expect(await balanceOf(t, p.userId)).toBe(0);
      expect(await balanceOf(t, p.userId, 'player_debt')).toBe(-15000);
      expect((await orderRow(o.row.order_no)).reversed_minor).toBe(20000);
      const alerts = await alertsOf(p.userId, 'deposit_reversed');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.details).toMatchObject({ reversed: '200.00', debt: '150.00' });
      await expectReconciled(t);
    });

    it('a debit that arrives before its credit is applied when the credit comes', async () => {
      const p = await createPlayer(t);
      const o = await trustlyOrder(p.token, 50);
      expect((await post(sim().notification('debit', o.simOrder))).statusCode).toBe(200);
      expect(await balanceOf(t, p.userId)).toBe(0);
      expect((await post(sim().notification('credit', o.simOrder))).statusCode).toBe(200);
      expect(await balanceOf(t, p.userId)).toBe(0);
      expect(await orderRow(o.row.order_no)).toMatchObject({
        status: 'confirmed',
        reversed_minor: 5000,
      });
      expect((await history(o.row.order_no)).map((h) => `${h.kind}:${h.outcome}`)).toEqual([
        'debit:reversed',
        'credit:credited',
      ]);
      await expectReconciled(t);
    });

    it('refuses a notification signed with another key, and one changed after signing', async () => {
      const p = await createPlayer(t);
      const o = await trustlyOrder(p.token, 50);
      const body = JSON.parse(sim().notification('credit', o.simOrder)) as {
        params: { data: { amount: string } };
      };
      body.params.data.amount = '1000.00';
      const forged = await post(JSON.stringify(body));
      expect(forged.statusCode).toBe(401);
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const data = {
        orderid: o.simOrder,
        messageid: o.row.order_no,
        notificationid: '42',
        amount: '50.00',
        currency: 'EUR',
      };
      const foreign = JSON.stringify({
        method: 'credit',
        params: {
          uuid: 'u',
          data,
          signature: simulatorSign(other.privateKey, 'credit', 'u', data),
        },
        version: '1.1',
      });
      expect((await post(foreign)).statusCode).toBe(401);
      expect(await history(o.row.order_no)).toEqual([]);
      expect(await balanceOf(t, p.userId)).toBe(0);
    });

    it('staff cannot confirm a Trustly deposit by hand: only Trustly’s credit does', async () => {
      const p = await createPlayer(t);
      const o = await trustlyOrder(p.token, 50);
      await expect(
        settleDeposit(t.app.talih.services, {
          orderNo: o.row.order_no,
          outcome: 'confirm',
          actor: 'finance',
          actorType: 'staff',
        }),
      ).rejects.toMatchObject({ key: 'errors.payments.providerSettles' });
      expect((await orderRow(o.row.order_no)).status).toBe('pending');
      expect(await balanceOf(t, p.userId)).toBe(0);
    });

    it('a credit of another amount is left for staff: nothing credited, a risk alert', async () => {
      const p = await createPlayer(t);
      const o = await trustlyOrder(p.token, 50);
      expect(
        (await post(sim().notification('credit', o.simOrder, { amount: '49.00' }))).statusCode,
      ).toBe(200);
      expect(await balanceOf(t, p.userId)).toBe(0);
      expect(await history(o.row.order_no)).toEqual([
        { kind: 'credit', outcome: 'amount_mismatch' },
      ]);
      expect(await alertsOf(p.userId, 'deposit_paid_late')).toHaveLength(1);
    });

    async function depositedPlayer(amount: number) {
      const p = await withdrawingPlayer(t, 0, false);
      const o = await trustlyOrder(p.token, amount);
      sim().decide(o.simOrder, 'credit');
      await sim().idle();
      return p;
    }

    /** A withdrawal the player asked for, accepted (state 200). */
    async function withdrawn(token: string, amount: number) {
      const w = await answer(
        t,
        createWithdraw,
        { amount, withdrawPassword: WITHDRAW_PASSWORD },
        { session: token },
      );
      expect(w.state, w.msg).toBe('200');
      return w;
    }

    async function approve(orderNo: string) {
      return approveWithdrawal(t.app.talih.services, payoutProviderOf(t.app.talih.services), {
        orderNo,
        actor: 'finance',
      });
    }

    it('pays an approved withdrawal to the Trustly account, final on payoutconfirmation', async () => {
      const p = await depositedPlayer(200);
      const w = await withdrawn(p.token, 150);
      const row = await f.withdrawalRow(w.resultData.orderId);
      const account = await db()
        .selectFrom('payment_accounts')
        .selectAll()
        .where('user_id', '=', p.userId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        provider: 'trustly',
        payout_account: account.account_id,
        status: 'pending',
      });
      sim().setPayoutScript('confirm');
      const info = await answer(t, getWithdrawInfo, {}, { session: p.token });
      expect(info.resultData.payoutAccount).toEqual({
        provider: 'trustly',
        bankName: 'Sandbox Bank',
        account: account.descriptor,
      });
      const approved = await approve(row.order_no);
      expect(approved?.status).toBe('approved');
      expect(approved?.payout_ref).toMatch(/^\d{10}$/);
      await expect(
        markWithdrawalPaid(t.app.talih.services, {
          orderNo: row.order_no,
          bankRef: 'BANK-1',
          actor: 'finance',
          actorType: 'staff',
        }),
      ).rejects.toMatchObject({ key: 'errors.payments.payoutProviderSettles' });
      await sim().idle();
      const paid = await f.withdrawalRow(row.order_no);
      expect(paid.status).toBe('paid');
      expect(await balanceOf(t, p.userId)).toBe(5000);
      expect((await history(row.order_no)).map((h) => `${h.kind}:${h.outcome}`)).toEqual([
        'payoutconfirmation:paid',
      ]);
      await expectReconciled(t);
    });

    it('a denied payout comes back to the player once, with Trustly’s reason', async () => {
      const p = await depositedPlayer(100);
      const w = await withdrawn(p.token, 100);
      expect(await balanceOf(t, p.userId)).toBe(0);
      sim().setPayoutScript('denied');
      await approve(w.resultData.orderId);
      await sim().idle();
      sim().setPayoutScript('confirm');
      const row = await f.withdrawalRow(w.resultData.orderId);
      expect(row.status).toBe('voided');
      expect(row.fail_reason).toBe(
        'Trustly: Format of the account number specified is not correct',
      );
      expect(await balanceOf(t, p.userId)).toBe(10000);
      expect((await history(row.order_no)).map((h) => `${h.kind}:${h.outcome}`)).toEqual([
        'payoutfailed:payout_returned',
        'credit:already_settled',
      ]);
      await expectReconciled(t);
    });

    it('a denied payout whose returning credit comes before payoutfailed: returned once, with Trustly’s reason', async () => {
      const p = await depositedPlayer(100);
      const w = await withdrawn(p.token, 100);
      sim().setPayoutScript('held');
      await approve(w.resultData.orderId);
      sim().setPayoutScript('confirm');
      const approved = await f.withdrawalRow(w.resultData.orderId);
      const credit = sim().notification('credit', approved.payout_ref!, { attributes: {} });
      const failed = sim().notification('payoutfailed', approved.payout_ref!, {
        errorcode: 'incorrect_account_number',
        errormessage: 'Format of the account number specified is not correct',
      });
      expect((await post(credit)).statusCode).toBe(200);
      expect((await post(failed)).statusCode).toBe(200);
      const row = await f.withdrawalRow(w.resultData.orderId);
      expect([row.status, row.fail_reason]).toEqual([
        'voided',
        'Trustly: Format of the account number specified is not correct',
      ]);
      expect(await balanceOf(t, p.userId)).toBe(10000);
      expect((await history(row.order_no)).map((h) => `${h.kind}:${h.outcome}`)).toEqual([
        'credit:payout_returned',
        'payoutfailed:already_settled',
      ]);
      await expectReconciled(t);
    });

    it('a withdrawal asked for Trustly without a Trustly deposit is refused with the reason', async () => {
      const p = await withdrawingPlayer(t, 50000, false);
      const w = await answer(
        t,
        createWithdraw,
        { amount: 100, withdrawPassword: WITHDRAW_PASSWORD, method: 'trustly' },
        { session: p.token },
      );
      expect(w.state).toBe('500');
      expect(w.msg).toBe(
        'Trustly ile para çekmek için önce Trustly ile para yatırmalısınız; ödeme o banka hesabına gönderilir.',
      );
    });
  });
}
