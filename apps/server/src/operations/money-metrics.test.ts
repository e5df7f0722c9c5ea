// What the money did, as /metrics counts it on both backends (./money-counters.ts,
// ./wallet-metrics.ts): a ₺100 havale deposit confirmed (its webhook sent twice counts once),
// a ₺250 withdrawal paid (by the sandbox payout provider), two sport bets placed and one settled won, one cashed out, wallet
// calls timed per action on our wallet and Hub88's, ledger transactions timed per reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRechargeOrder, createWithdraw } from '@talih/contracts/payments.ts';
import { backends, type TestApp } from '../testing/backends.ts';
import { answer } from '../testing/calls.ts';
import { hub88Bet, hub88Client, hub88Player, insertHub88Game } from '../testing/hub88.ts';
import {
  sendWebhook,
  TEST_PAYMENT_SECRETS,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../testing/payments.ts';
import {
  betBody,
  createPlayer,
  openWalletTestApp,
  studioClient,
  walletPlayer,
} from '../testing/players.ts';
import { liveFixture, placeSingle } from '../testing/sport.ts';
import { paymentSandboxOf } from '../modules/payments/routes.ts';
import { sportOf } from '../modules/sport/routes.ts';
import { approveWithdrawal } from '../modules/payments/withdrawals.ts';

/** The value of one sample line, e.g. `talih_deposits_confirmed_total{method="havale"} 1`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function depositHavale(t: TestApp, amount: number) {
  const p = await createPlayer(t);
  const order = await answer(
    t,
    createRechargeOrder,
    { amount, method: 'havale' },
    { session: p.token },
  );
  expect(order.state, order.msg).toBe('200');
  const event = {
    orderId: order.resultData.orderId,
    status: 'paid' as const,
    amount: `${amount}.00`,
  };
  const first = await sendWebhook(t, 'havale', { ...event, eventId: 'evt-metrics-1' });
  expect(first.body.outcome).toBe('credited');
  await sendWebhook(t, 'havale', { ...event, eventId: 'evt-metrics-1' });
}

async function payWithdrawal(t: TestApp, amount: number) {
  const p = await withdrawingPlayer(t, 500_00);
  const w = await answer(
    t,
    createWithdraw,
    { amount, withdrawPassword: WITHDRAW_PASSWORD },
    { session: p.token },
  );
  expect(w.state, w.msg).toBe('200');
  const paid = await approveWithdrawal(t.app.talih.services, paymentSandboxOf(t.app).payout, {
    orderNo: w.resultData.orderId,
    actor: 'metrics-test',
  });
  expect(paid?.status).toBe('paid');
}

async function betAndSettle(t: TestApp) {
  const p = await createPlayer(t, 100_00);
  const f = await liveFixture(t);
  const home = f.sel('1x2', '1');
  expect((await placeSingle(t, p.token, home.id, home.odds, 10)).state).toBe('200');
  const draw = f.sel('1x2', 'X');
  const cashed = await placeSingle(t, p.token, draw.id, draw.odds, 10);
  expect(cashed.state).toBe('200');
  const betNo = cashed.resultData.bets[0]!.betNo;
  const out = await t.call('/sport/cashOut', { betNo, amount: 9.5 }, { token: p.token });
  expect(out.state, out.msg).toBe('200');
  const won = [
    { code: '1', result: 'won' as const },
    { code: 'X', result: 'lost' as const },
    { code: '2', result: 'lost' as const },
  ];
  await sportOf(t.app).book.settlement(f.ref, { type: '1x2', line: '' }, won);
}

async function walletCalls(t: TestApp) {
  const studio = studioClient(t);
  const p = await walletPlayer(t, 10_00);
  expect((await studio('bet', betBody(p, '1.00'))).status).toBe('OK');
  expect((await studio('bet', betBody(p, '2.00'))).status).toBe('OK');
  const gameId = await insertHub88Game(t, 'metrics-slot');
  const h = await hub88Player(t, gameId, 10_00);
  const hub88 = hub88Client(t);
  expect((await hub88('transaction/bet', hub88Bet(h, 'metrics-slot', 1_00000))).status).toBe(
    'RS_OK',
  );
}

for (const backend of backends()) {
  describe(`money metrics on ${backend.name}`, () => {
    let t: TestApp;
    let text: string;
    beforeAll(async () => {
      t = await openWalletTestApp(backend, {
        ...TEST_PAYMENT_SECRETS,
        PAYMENT_SANDBOX_AUTO: 'false',
      });
      await depositHavale(t, 100);
      await payWithdrawal(t, 250);
      await betAndSettle(t);
      await walletCalls(t);
      text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    }, 60_000);
    afterAll(() => t.dispose());

    it('counts a confirmed deposit once, with its amount, by method', () => {
      expect(sample(text, 'talih_deposits_confirmed_total{method="havale"}')).toBe(1);
      expect(sample(text, 'talih_deposits_confirmed_amount_total{method="havale"}')).toBe(100);
    });

    it('counts a paid withdrawal with its amount, by its payout provider', () => {
      expect(sample(text, 'talih_withdrawals_paid_total{method="mangirpay"}')).toBe(1);
      expect(sample(text, 'talih_withdrawals_paid_amount_total{method="mangirpay"}')).toBe(250);
    });

    it('counts sport bets placed and settled by outcome', () => {
      expect(sample(text, 'talih_sport_bets_placed_total')).toBe(2);
      expect(sample(text, 'talih_sport_bets_settled_total{outcome="won"}')).toBe(1);
      expect(sample(text, 'talih_sport_bets_settled_total{outcome="cashout"}')).toBe(1);
      expect(sample(text, 'talih_sport_bets_settled_total{outcome="lost"}')).toBeUndefined();
    });

    it('times wallet calls per provider and action, ours and Hub88', () => {
      const count = (provider: string, action: string) =>
        sample(
          text,
          `talih_wallet_call_duration_seconds_count{provider="${provider}",action="${action}"}`,
        );
      expect(count('sandbox', 'bet')).toBe(2);
      expect(count('hub88', 'transaction/bet')).toBe(1);
      expect(
        sample(
          text,
          'talih_wallet_calls_total{provider="hub88",action="transaction/bet",code="RS_OK"}',
        ),
      ).toBe(1);
      expect(text).toContain(
        'talih_wallet_call_duration_seconds_bucket{le="0.1",provider="sandbox",action="bet"}',
      );
    });

    it('times committed ledger transactions per reason', () => {
      const count = (reason: string) =>
        sample(text, `talih_ledger_transaction_duration_seconds_count{reason="${reason}"}`);
      // The webhook sent twice ran two transactions; the second posted nothing.
      expect(count('deposit_webhook_havale')).toBe(2);
      expect(count('sport_bet')).toBe(2);
      expect(count('sport_cashout')).toBe(1);
      expect(count('game_bet')).toBe(3);
      expect(sample(text, 'talih_scheduler_leader')).toBe(0); // scheduled work is off in tests
    });
  });
}
