// Drop after commit: a TCP proxy between client and server closes the connection once the
// server has answered (so after its transaction committed) but before the client read it. The
// client sends the same request again; the retry must get the first result, and the ledger
// must hold the movement once. Wallet bets and wins, a sport bet slip (retried with its
// request id), and a provider's deposit webhook.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookHeaders } from '../crypto/webhook-signature.ts';
import { signBody } from '../crypto/body-signature.ts';
import { sportOf } from '../modules/sport/routes.ts';
import { seedDemoData } from '../seed/demo.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { createPlayer, walletPlayer } from '../testing/players.ts';
import { seedBankAccounts, TEST_PAYMENT_SECRETS } from '../testing/payments.ts';
import { startDropProxy, type DropProxy } from './drop-proxy.ts';
import { postUntilAnswered } from './retrying-client.ts';
import { answer as answerApi } from '../testing/calls.ts';
import { getUserInfo as getUserInfoCall } from '@talih/contracts/accounts.ts';
import { createRechargeOrder as createRechargeOrderCall } from '@talih/contracts/payments.ts';
import { expectReconciled } from '../testing/ledger.ts';

for (const backend of backends()) {
  describe(`an answer lost after commit on ${backend.name}`, () => {
    let t: TestApp;
    let proxy: DropProxy;
    beforeAll(async () => {
      t = await openTestApp(backend, {
        ...TEST_PAYMENT_SECRETS,
        PAYMENT_SANDBOX_AUTO: 'false',
        SPORT_LIVE_DELAY_MS: '0',
      });
      await seedDemoData(t.app.talih.services);
      await seedBankAccounts(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      proxy = await startDropProxy((t.app.server.address() as { port: number }).port);
    });
    afterAll(async () => {
      await proxy?.close();
      await t?.dispose();
    });

    /** A signed POST through the proxy, retried with the same body until answered. */
    const post = async (
      path: string,
      body: object,
      secret: string,
      sign: (raw: string, secret: string) => Record<string, string> = (raw, key) => ({
        'x-signature': signBody(raw, key),
      }),
    ) => {
      const raw = JSON.stringify(body);
      const stats = { retried: 0 };
      const { answer, attempts } = await postUntilAnswered<Record<string, unknown>>(
        `${proxy.base}${path}`,
        raw,
        sign(raw, secret),
        stats,
      );
      return { answer, attempts };
    };

    const entriesWithKey = async (key: string) =>
      t.database.db
        .selectFrom('journal_entries')
        .select(['id', 'amount_minor'])
        .where('idempotency_key', '=', key)
        .execute();

    it('answers a retried bet and win with their first results, each in the ledger once', async () => {
      const p = await walletPlayer(t, 100_000);
      const roundId = `round-${randomBytes(6).toString('hex')}`;
      const secret = t.config.PROVIDER_SECRET_SANDBOX;
      const common = { token: p.launch, playerId: p.playerId, roundId, gameId: 'slot' };

      proxy.dropAnswers(1);
      const bet = await post(
        '/provider/v1/sandbox/bet',
        { ...common, transactionId: `bet-${roundId}`, amount: '12.50' },
        secret,
      );
      expect(bet.attempts).toBe(2);
      const lostBet = JSON.parse(proxy.dropped.at(-1)!) as Record<string, unknown>;
      expect(lostBet).toMatchObject({ status: 'OK', balance: '987.50' });
      expect(bet.answer).toEqual(lostBet);

      proxy.dropAnswers(1);
      const win = await post(
        '/provider/v1/sandbox/win',
        { ...common, transactionId: `win-${roundId}`, amount: '40.00', roundClosed: true },
        secret,
      );
      expect(win.attempts).toBe(2);
      const lostWin = JSON.parse(proxy.dropped.at(-1)!) as Record<string, unknown>;
      expect(lostWin).toMatchObject({ status: 'OK', balance: '1027.50' });
      expect(win.answer).toEqual(lostWin);

      expect(await entriesWithKey(`game:sandbox:bet-${roundId}`)).toEqual([
        { id: Number(lostBet.transactionId), amount_minor: 1250 },
      ]);
      expect(await entriesWithKey(`game:sandbox:win-${roundId}`)).toEqual([
        { id: Number(lostWin.transactionId), amount_minor: 4000 },
      ]);
      const info = await answerApi(t, getUserInfoCall, {}, { session: p.token });
      expect(info.resultData.totalAssets).toBe(1027.5);
    });

    it('answers a retried bet slip with its first result, its bets placed once', async () => {
      const p = await createPlayer(t, 100_000);
      const ref = `drop:${randomBytes(4).toString('hex')}`;
      const book = sportOf(t.app).book;
      await book.fixtureChange({
        ref,
        league: { ref: 'drop:league', sport: 'football', country: 'TR', name: 'Lig', sort: 1 },
        home: 'Ev',
        away: 'Deplasman',
        startAt: Date.now() + 3_600_000,
      });
      await book.oddsChange(ref, [
        {
          type: '1x2',
          line: '',
          inPlay: false,
          status: 'open',
          selections: [
            { code: '1', oddsX100: 185 },
            { code: 'X', oddsX100: 330 },
            { code: '2', oddsX100: 410 },
          ],
        },
      ]);
      const selections = await t.database.db
        .selectFrom('sport_selections as s')
        .innerJoin('sport_markets as m', 'm.id', 's.market_id')
        .innerJoin('sport_events as e', 'e.id', 'm.event_id')
        .select(['s.id', 's.odds_x100'])
        .where('e.feed_ref', '=', ref)
        .orderBy('s.sort')
        .execute();
      const slip = {
        kind: 'single',
        selections: selections
          .slice(0, 2)
          .map((s) => ({ selectionId: s.id, odds: s.odds_x100 / 100 })),
        stake: 20,
        oddsPolicy: 'none',
        requestId: `drop-${randomBytes(8).toString('hex')}`,
      };

      proxy.dropAnswers(1);
      const placed = await post('/sport/placeBet', slip, '', () => ({ token: p.token }));
      expect(placed.attempts).toBe(2);
      const lost = JSON.parse(proxy.dropped.at(-1)!) as {
        resultData: { bets: { betNo: string }[]; balance: number };
      };
      expect(lost.resultData.balance).toBe(960);
      expect(placed.answer).toEqual(lost);
      const betNos = lost.resultData.bets.map((b) => b.betNo);
      expect(betNos).toHaveLength(2);
      const bets = await t.database.db
        .selectFrom('sport_bets')
        .select('bet_no')
        .where('user_id', '=', p.userId)
        .orderBy('bet_no')
        .execute();
      expect(bets.map((b) => b.bet_no)).toEqual([...betNos].sort());
      for (const betNo of betNos) {
        expect(await entriesWithKey(`sport:${betNo}:place`)).toMatchObject([
          { amount_minor: 2000 },
        ]);
      }
      const info = await answerApi(t, getUserInfoCall, {}, { session: p.token });
      expect(info.resultData.totalAssets).toBe(960);
    });

    it('acknowledges a retried deposit webhook and credits the deposit once', async () => {
      const p = await createPlayer(t);
      const order = await answerApi(
        t,
        createRechargeOrderCall,
        { amount: 250, method: 'havale' },
        { session: p.token },
      );
      expect(order.state, order.msg).toBe('200');
      const orderId = order.resultData.orderId;

      proxy.dropAnswers(1);
      const webhook = await post(
        '/payments/v1/havale/webhook',
        {
          eventId: `evt-drop-${orderId}`,
          providerRef: `ref-${orderId}`,
          sentAt: Date.now(),
          orderId,
          status: 'paid',
          amount: '250.00',
        },
        TEST_PAYMENT_SECRETS.PAYMENT_SECRET_HAVALE,
        // A payment webhook signs its timestamp with the body; the retry resends both as they were.
        (raw, key) => webhookHeaders(raw, key),
      );
      expect(webhook.attempts).toBe(2);
      expect(JSON.parse(proxy.dropped.at(-1)!)).toEqual({ ok: true, outcome: 'credited' });
      // The provider only needs the acknowledgement; the replay says it was already handled.
      expect(webhook.answer).toEqual({ ok: true, outcome: 'duplicate' });
      expect(await entriesWithKey(`deposit:${orderId}`)).toHaveLength(1);
      const info = await answerApi(t, getUserInfoCall, {}, { session: p.token });
      expect(info.resultData.totalAssets).toBe(250);
    });

    it('reconciles afterwards', async () => {
      await expectReconciled(t);
    });
  });
}
