// A report's figures come from the ledger, so they reconcile with it: casino bets, a win, a
// rollback, sport bets settled (and one still open), a prize, deposits and withdrawals (one
// payout failed and voided) in a period, with activity just outside it, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  depositCredit,
  withdrawalHold,
  withdrawalPayoutVoid,
  withdrawalPost,
} from '../../../ledger/payment-movements.ts';
import { prizeCredit } from '../../../ledger/prize-movements.ts';
import { sportOf } from '../../../modules/sport/routes.ts';
import { backends, type TestApp } from '../../../testing/backends.ts';
import {
  betBody,
  createPlayer,
  openWalletTestApp,
  rollbackBody,
  studioClient,
  txId,
  walletPlayer,
} from '../../../testing/players.ts';
import type { Figures } from '@talih/contracts/backoffice/reports.ts';
import { glance } from './glance.ts';
import { buildReport } from './report.ts';
import { answer } from '../../../testing/calls.ts';
import { placeBet as placeBetCall, sportEvent } from '@talih/contracts/sport.ts';

// Istanbul is UTC+3: 2026-11-10 14:00 there is 11:00Z.
const NOV_10 = Date.parse('2026-11-10T11:00:00Z');
const NOV_11 = Date.parse('2026-11-11T11:00:00Z');
const NOV_9_LATE = Date.parse('2026-11-09T20:59:59Z'); // 23:59:59 on the 9th in Istanbul
const NOV_12_START = Date.parse('2026-11-11T21:00:00Z'); // 00:00 on the 12th in Istanbul

for (const backend of backends()) {
  describe(`reports from the ledger on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      await buildActivity(t);
    }, 60_000);
    afterAll(() => t.dispose());

    it("the period's GGR and NGR equal the ledger's, with every other figure", async () => {
      const r = await buildReport(t.database, {
        from: '2026-11-10',
        to: '2026-11-11',
        granularity: 'day',
      });
      expect(r.totals).toEqual({
        casinoGgrMinor: 8500,
        sportGgrMinor: 1500,
        ggrMinor: 10000,
        bonusesMinor: 1250,
        ngrMinor: 8750,
        stakesMinor: 17000,
        depositsMinor: 70000,
        withdrawalsMinor: 30000,
        adjustmentsMinor: 200000,
        activePlayers: 2,
        newPlayers: 3,
        // D1 and D2; W1 and W2 went out and W2 came back; C's first deposit is in the period.
        depositCount: 2,
        withdrawalCount: 1,
        firstDepositors: 1,
      });
      // The ledger's own view of the same period: what the providers' clearing and the house
      // kept (the house less operator adjustments), less what left the promotion account.
      const ledger = await ledgerGgr(t, Date.parse('2026-11-09T21:00:00Z'), NOV_12_START);
      expect(ledger).toEqual({ ggr: 10000, ngr: 8750 });
      expect(r.totals.ggrMinor).toBe(ledger.ggr);
      expect(r.totals.ngrMinor).toBe(ledger.ngr);
    });

    it('the glance: today, 7 and 30 days beside the periods before, from the same figures', async () => {
      // Noon on 12 November in Istanbul: today holds only D3 (C's third deposit).
      const g = await glance(t.database, Date.parse('2026-11-12T09:00:00Z'));
      const pick = (f: Figures) => [
        f.ggrMinor,
        f.depositsMinor,
        f.depositCount,
        f.withdrawalsMinor,
        f.withdrawalCount,
        f.firstDepositors,
        f.activePlayers,
        f.newPlayers,
      ];
      expect(g.windows.map((w) => [w.days, w.from, w.to])).toEqual([
        [1, '2026-11-12', '2026-11-12'],
        [7, '2026-11-06', '2026-11-12'],
        [30, '2026-10-14', '2026-11-12'],
      ]);
      expect(pick(g.windows[0]!.current)).toEqual([0, 7000, 1, 0, 0, 0, 0, 0]);
      expect(pick(g.windows[0]!.previous)).toEqual([0, 70000, 2, 30000, 1, 1, 0, 1]);
      expect(pick(g.windows[1]!.current)).toEqual([11000, 77000, 3, 30000, 1, 1, 2, 3]);
      expect(pick(g.windows[1]!.previous)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(g.daily).toHaveLength(30);
      expect(g.daily.at(-1)).toMatchObject({ bucket: '2026-11-12', depositsMinor: 7000 });
      expect(g.daily.at(-3)).toMatchObject({ bucket: '2026-11-10', ggrMinor: 10000 });
    });

    it('splits the period per Istanbul day, and a month holds the activity around it', async () => {
      const r = await buildReport(t.database, {
        from: '2026-11-10',
        to: '2026-11-11',
        granularity: 'day',
      });
      expect(r.series.map((s) => [s.bucket, s.ggrMinor, s.depositsMinor, s.newPlayers])).toEqual([
        ['2026-11-10', 10000, 0, 2],
        ['2026-11-11', 0, 70000, 1],
      ]);
      const month = await buildReport(t.database, {
        from: '2026-11-01',
        to: '2026-11-30',
        granularity: 'month',
      });
      expect(month.series.map((s) => [s.bucket, s.ggrMinor, s.depositsMinor])).toEqual([
        ['2026-11', 11000, 77000],
      ]);
      const week = await buildReport(t.database, {
        from: '2026-11-09',
        to: '2026-11-15',
        granularity: 'week',
      });
      // Monday 9 November to Sunday 15: one week, with the 9th's late bet in it.
      expect(week.series.map((s) => [s.bucket, s.casinoGgrMinor])).toEqual([['2026-11-09', 9500]]);
    });

    it('breaks the period down per game, provider, sport and payment method', async () => {
      const r = await buildReport(t.database, {
        from: '2026-11-10',
        to: '2026-11-11',
        granularity: 'day',
      });
      expect(r.byGame[0]?.name).toBe('Nazar Slot');
      expect(
        r.byGame.map((g) => [
          g.gameId,
          g.provider,
          g.stakesMinor,
          g.winsMinor,
          g.refundsMinor,
          g.ggrMinor,
        ]),
      ).toEqual([['1', 'sandbox', 13000, 2500, 2000, 8500]]);
      expect(r.byProvider).toEqual([
        {
          provider: 'sandbox',
          stakesMinor: 13000,
          winsMinor: 2500,
          refundsMinor: 2000,
          ggrMinor: 8500,
        },
      ]);
      expect(r.bySport).toEqual([{ sport: 'football', stakesMinor: 4000, ggrMinor: 1500 }]);
      expect(r.byPaymentMethod).toEqual([
        { method: 'havale', depositsMinor: 50000, withdrawalsMinor: 30000 },
        { method: 'crypto', depositsMinor: 20000, withdrawalsMinor: 0 },
      ]);
    });

    it('refuses a reversed or an over-long period', async () => {
      await expect(
        buildReport(t.database, { from: '2026-11-11', to: '2026-11-10', granularity: 'day' }),
      ).rejects.toThrow('bad period');
      await expect(
        buildReport(t.database, { from: '2020-01-01', to: '2026-11-10', granularity: 'day' }),
      ).rejects.toThrow('period too long');
    });
  });
}

/** GGR and NGR summed straight from the lines, by account kind, without the report's code. */
async function ledgerGgr(t: TestApp, startMs: number, endMs: number) {
  const rows = await sql<{ kind: string; entry_kind: string; total: number | string }>`
    select a.kind, e.kind as entry_kind, sum(l.amount_minor) as total
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    join ledger_accounts a on a.id = l.account_id
    where e.created_at >= ${startMs} and e.created_at < ${endMs}
    group by a.kind, e.kind`.execute(t.database.db);
  let ggr = 0;
  let promotions = 0;
  for (const r of rows.rows) {
    const total = Number(r.total);
    if (r.kind === 'provider_clearing') ggr += total;
    if (r.kind === 'house' && !r.entry_kind.startsWith('adjustment_')) ggr += total;
    if (r.kind === 'promotion_expense') promotions += total;
  }
  return { ggr, ngr: ggr + promotions };
}

async function buildActivity(t: TestApp) {
  const studio = studioClient(t);
  // Player A plays the slot: 80 staked and 25 won, 20 staked and rolled back, 30 lost.
  const a = await walletPlayer(t, 100_000);
  const round1 = betBody(a, '80.00');
  expect((await studio('bet', round1)).status).toBe('OK');
  const win = { ...round1, transactionId: txId(), amount: '25.00', roundClosed: true };
  expect((await studio('win', win)).status).toBe('OK');
  const refunded = betBody(a, '20.00');
  expect((await studio('bet', refunded)).status).toBe('OK');
  expect((await studio('rollback', rollbackBody(a, refunded.transactionId))).status).toBe('OK');
  const lost = betBody(a, '30.00');
  expect((await studio('bet', lost)).status).toBe('OK');
  expect(
    (await studio('win', { ...lost, transactionId: txId(), amount: '0.00', roundClosed: true }))
      .status,
  ).toBe('OK');
  // A prize from a mail: 12.50.
  await t.app.talih.services.ledger.transact('test', (tx) =>
    prizeCredit(tx, {
      source: 'mail',
      reference: 'report-test',
      userId: a.userId,
      amountMinor: 1250,
    }),
  );

  const b = await createPlayer(t, 100_000);
  await sportBets(t, b.token);

  // Player C pays in by havale and crypto, and takes money out by havale: 300 paid out, and
  // 100 whose payout failed and came back.
  const c = await createPlayer(t);
  const ledger = t.app.talih.services.ledger;
  const pay = { userId: c.userId };
  await ledger.transact('test', (tx) =>
    depositCredit(tx, { ...pay, provider: 'havale', orderNo: 'D1', amountMinor: 50_000 }),
  );
  await ledger.transact('test', (tx) =>
    depositCredit(tx, { ...pay, provider: 'crypto', orderNo: 'D2', amountMinor: 20_000 }),
  );
  for (const [orderNo, amountMinor] of [
    ['W1', 30_000],
    ['W2', 10_000],
  ] as const) {
    const w = { ...pay, provider: 'havale', orderNo, amountMinor };
    await ledger.transact('test', (tx) => withdrawalHold(tx, w));
    await ledger.transact('test', (tx) => withdrawalPost(tx, w));
  }
  await ledger.transact('test', (tx) =>
    withdrawalPayoutVoid(tx, { ...pay, provider: 'havale', orderNo: 'W2', amountMinor: 10_000 }),
  );

  // Everything happened now; place it in the period: A and B on the 10th, C on the 11th.
  const { db } = t.database;
  await db.updateTable('journal_entries').set({ created_at: NOV_10 }).execute();
  await db
    .updateTable('journal_entries')
    .set({ created_at: NOV_11 })
    .where('user_id', '=', c.userId)
    .execute();
  await db
    .updateTable('users')
    .set({ registered_at: NOV_10 })
    .where('id', 'in', [a.userId, b.userId])
    .execute();
  await db.updateTable('users').set({ registered_at: NOV_11 }).where('id', '=', c.userId).execute();

  // Just outside it: a lost 10 bet of A at 23:59:59 on the 9th, a deposit at 00:00 on the 12th.
  const early = betBody(a, '10.00');
  expect((await studio('bet', early)).status).toBe('OK');
  await db
    .updateTable('journal_entries')
    .set({ created_at: NOV_9_LATE })
    .where('idempotency_key', '=', `game:sandbox:${early.transactionId}`)
    .execute();
  await ledger.transact('test', (tx) =>
    depositCredit(tx, { ...pay, provider: 'havale', orderNo: 'D3', amountMinor: 7_000 }),
  );
  await db
    .updateTable('journal_entries')
    .set({ created_at: NOV_12_START })
    .where('idempotency_key', '=', 'deposit:D3')
    .execute();
}

/** B bets 10 at 2.00 on "1" (won), 25 on "X" (lost) and 5 on "2" (left open). */
async function sportBets(t: TestApp, token: string) {
  const book = sportOf(t.app).book;
  const ref = 'report:e1';
  const league = {
    ref: 'report:league',
    sport: 'football' as const,
    country: 'TR',
    name: 'Rapor Ligi',
    sort: 1,
  };
  await book.fixtureChange({
    ref,
    league,
    home: 'Ev',
    away: 'Deplasman',
    startAt: Date.now() + 3_600_000,
  });
  await book.oddsChange(ref, [
    {
      type: '1x2',
      line: '',
      inPlay: true,
      status: 'open',
      selections: [
        { code: '1', oddsX100: 200 },
        { code: 'X', oddsX100: 320 },
        { code: '2', oddsX100: 350 },
      ],
    },
    {
      type: 'total',
      line: '2.5',
      inPlay: true,
      status: 'open',
      selections: [
        { code: 'over', oddsX100: 190 },
        { code: 'under', oddsX100: 190 },
      ],
    },
  ]);
  const event = await t.database.db
    .selectFrom('sport_events')
    .select('id')
    .where('feed_ref', '=', ref)
    .executeTakeFirstOrThrow();
  const detail = await answer(t, sportEvent, { eventId: event.id });
  const sel = (type: string, code: string) => {
    const s = detail.resultData.markets
      .find((m) => m.type === type)
      ?.selections.find((x) => x.code === code);
    if (!s) throw new Error(`no ${code}`);
    return s;
  };
  const place = async (s: { id: number; odds: number }, stake: number) => {
    const r = await answer(
      t,
      placeBetCall,
      {
        oddsPolicy: 'none',
        kind: 'single',
        selections: [{ selectionId: s.id, odds: s.odds }],
        stake,
      },
      { session: token },
    );
    expect(r.state, r.msg).toBe('200');
  };
  await place(sel('1x2', '1'), 10);
  await place(sel('1x2', 'X'), 25);
  await place(sel('total', 'over'), 5);
  await book.settlement(ref, { type: '1x2', line: '' }, [
    { code: '1', result: 'won' },
    { code: 'X', result: 'lost' },
    { code: '2', result: 'lost' },
  ]);
}
