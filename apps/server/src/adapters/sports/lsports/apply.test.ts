// The LSports messages applied to the sportsbook on both databases, without a broker: each
// documented message type in its shape, unknown types and fields skipped and counted, a
// duplicate delivery changing nothing, an older price never overwriting a newer one, every
// settlement value (winner, loser, refund, half won, half lost, cancelled) paid to players, a
// settlement the feed corrects resettled by the difference with its reason kept, and a
// suspension of every market at once that refuses bets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet, sportEvent } from '@talih/contracts/sport.ts';
import { backends, openTestApp, type TestApp } from '../../../testing/backends.ts';
import { answer, totalAssetsOf } from '../../../testing/calls.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import { createPlayer } from '../../../testing/players.ts';
import { applierFor, consumerFor } from '../../../testing/lsports.ts';
import {
  bet,
  fixtureMessage,
  livescoreMessage,
  market1x2,
  marketMessage,
  message,
  settlementMessage,
} from './test-messages.ts';

let nextFixture = 7_000_000;

for (const backend of backends()) {
  describe(`LSports messages applied on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
    });
    afterAll(() => t.dispose());

    const setup = () => {
      const { applier, metrics } = applierFor(t);
      const apply = (m: ReturnType<typeof message>) => applier.apply(m, JSON.stringify(m));
      return { metrics, applier, apply };
    };

    async function eventOf(fixtureId: number) {
      const row = await t.database.db
        .selectFrom('sport_events')
        .selectAll()
        .where('feed_ref', '=', `ls:${fixtureId}`)
        .executeTakeFirstOrThrow();
      const view = await answer(t, sportEvent, { eventId: row.id });
      return { row, view: view.resultData };
    }

    /** A fixture with a 1X2 (market 1) and an Asian Under/Over 2.25 (market 835). */
    async function openFixture(apply: ReturnType<typeof setup>['apply'], at = Date.now()) {
      const id = ++nextFixture;
      await apply(fixtureMessage(id));
      await apply(
        marketMessage(id, [
          market1x2(id, at),
          {
            Id: 835,
            Name: 'Asian Under/Over',
            Bets: [
              bet(`${id}o`, 'Over', '1.85', at, { Line: '2.25', BaseLine: '2.25' }),
              bet(`${id}u`, 'Under', '1.95', at, { Line: '2.25', BaseLine: '2.25' }),
            ],
          },
        ]),
      );
      return id;
    }

    const sel = (view: Awaited<ReturnType<typeof eventOf>>['view'], type: string, code: string) => {
      const s = view.markets.find((m) => m.type === type)?.selections.find((x) => x.code === code);
      if (!s) throw new Error(`no ${type} ${code}`);
      return s;
    };

    it('maps a fixture, its markets with prices and lines, and the livescore', async () => {
      const { apply } = setup();
      const id = await openFixture(apply);
      let e = await eventOf(id);
      expect(e.row.home).toBe(`Ev ${id}`);
      expect(e.row.status).toBe('not_started');
      expect(sel(e.view, '1x2', '1').odds).toBe(2.1);
      expect(sel(e.view, 'asian_total', 'under').odds).toBe(1.95);
      expect(e.view.markets.find((m) => m.type === 'asian_total')?.line).toBe('2.25');
      expect(await apply(livescoreMessage(id, 2, 1, 0, { period: 20, seconds: 3960 }))).toBe(
        'applied',
      );
      e = await eventOf(id);
      expect([e.row.status, e.row.home_score, e.row.away_score, e.row.clock]).toEqual([
        'live',
        1,
        0,
        "66'",
      ]);
    });

    it('counts and skips unknown message types, sports and markets, and ignores unknown fields', async () => {
      const { apply, metrics } = setup();
      expect(await apply(message(99, { Events: [] }))).toBe('skipped');
      await apply(fixtureMessage(++nextFixture, { sportId: 35232 }));
      const id = await openFixture(apply);
      await apply(
        marketMessage(id, [
          { Id: 99999, Name: 'Unknown market', Bets: [bet('x1', '1', '2.00', Date.now())] },
        ]),
      );
      const withExtra = { ...fixtureMessage(id), Extra: { Whatever: 1 } };
      expect(await apply(withExtra)).toBe('applied');
      const h = metrics.snapshot();
      expect(h.skipped).toEqual({ type: 1, fixture: 1, sport: 1, market: 1 });
      expect(h.messages.fixture_metadata).toBe(3);
    });

    it('applies a redelivered message once, and never lets an older price overwrite a newer one', async () => {
      const { apply, metrics } = setup();
      const at = Date.now();
      const id = await openFixture(apply, at);
      const newer = marketMessage(id, [
        { Id: 1, Name: '1X2', Bets: [bet(`${id}1`, '1', '1.80', at + 2000)] },
      ]);
      const older = marketMessage(id, [
        { Id: 1, Name: '1X2', Bets: [bet(`${id}1`, '1', '2.50', at + 1000)] },
      ]);
      expect(await apply(newer)).toBe('applied');
      expect(await apply(newer)).toBe('duplicate');
      expect(await apply(older)).toBe('applied');
      expect(sel((await eventOf(id)).view, '1x2', '1').odds).toBe(1.8);
      expect(metrics.snapshot().stalePrices).toBe(1);
    });

    it('never lets an older livescore overwrite a newer one, alone or in one run with it', async () => {
      const { apply, applier, metrics } = setup();
      const at = Date.now();
      const id = await openFixture(apply, at);
      const live = (home: number, away: number, minute: number, ms: number) =>
        livescoreMessage(id, 2, home, away, { period: 10, seconds: minute * 60, at: ms });
      expect(await apply(live(2, 1, 70, at + 2000))).toBe('applied');
      expect(await apply(live(1, 0, 40, at + 1000))).toBe('applied');
      let e = await eventOf(id);
      expect([e.row.home_score, e.row.away_score, e.row.clock]).toEqual([2, 1, "70'"]);
      // Delivered together (one transaction): the order of delivery does not matter either.
      const both = [live(3, 1, 80, at + 4000), live(2, 2, 75, at + 3000)];
      const out = await applier.applyMany(both.map((msg) => ({ msg, raw: JSON.stringify(msg) })));
      expect(out).toEqual(['applied', 'applied']);
      e = await eventOf(id);
      expect([e.row.home_score, e.row.away_score, e.row.clock]).toEqual([3, 1, "80'"]);
      expect(metrics.snapshot().skipped).toEqual({ stale_livescore: 2 });
      // An equal timestamp applies: a message's fixture status and its scoreboard share one.
      await apply(live(3, 2, 85, at + 4000));
      e = await eventOf(id);
      expect([e.row.home_score, e.row.away_score, e.row.clock]).toEqual([3, 2, "85'"]);
    });

    it('writes a run of price messages once per event: the newest price of each bet stands', async () => {
      const { apply, applier, metrics } = setup();
      const at = Date.now();
      const id = await openFixture(apply, at);
      const price = (code: string, p: string, ms: number) =>
        marketMessage(id, [{ Id: 1, Name: '1X2', Bets: [bet(`${id}${code}`, code, p, ms)] }]);
      const run = [
        price('1', '1.90', at + 1000),
        price('X', '3.60', at + 1000),
        price('1', '1.70', at + 3000),
        price('1', '2.40', at + 2000),
      ];
      const out = await applier.applyMany(run.map((msg) => ({ msg, raw: JSON.stringify(msg) })));
      expect(out).toEqual(['applied', 'applied', 'applied', 'applied']);
      const e = await eventOf(id);
      expect(['1', 'X', '2'].map((c) => sel(e.view, '1x2', c).odds)).toEqual([1.7, 3.6, 3.3]);
      expect(metrics.snapshot().stalePrices).toBe(1);
      // Stored as applied: the run's older price, redelivered alone, is still older.
      expect(await apply(price('1', '2.60', at + 2500))).toBe('applied');
      expect(sel((await eventOf(id)).view, '1x2', '1').odds).toBe(1.7);
    });

    it('suspends a market the feed suspends and every market of the feed at once; bets are refused', async () => {
      const { apply, applier } = setup();
      const p = await createPlayer(t, 100_000);
      const at = Date.now();
      const id = await openFixture(apply, at);
      const other = await openFixture(apply, at);
      await apply(
        marketMessage(id, [
          {
            Id: 1,
            Name: '1X2',
            Bets: ['1', 'X', '2'].map((n) => bet(`${id}${n}`, n, '3.00', at + 500, { Status: 2 })),
          },
        ]),
      );
      let e = await eventOf(id);
      expect(e.view.markets.find((m) => m.type === '1x2')?.status).toBe('suspended');
      expect(await applier.suspendAll()).toBeGreaterThanOrEqual(3);
      const o = await eventOf(other);
      expect(o.view.markets.map((m) => m.status)).toEqual(['suspended', 'suspended']);
      const s = sel(o.view, '1x2', '1');
      const r = await answer(
        t,
        placeBet,
        {
          kind: 'single',
          selections: [{ selectionId: s.id, odds: s.odds }],
          stake: 10,
          oddsPolicy: 'none',
        },
        { session: p.token },
      );
      expect(r.state).toBe('500');
      expect(await totalAssetsOf(t, p.token)).toBe(1000);
      e = await eventOf(id);
      expect(e.view.markets.every((m) => m.status === 'suspended')).toBe(true);
    });

    it('counts heartbeats, and stops the markets of live fixtures a keep-alive leaves out', async () => {
      const { apply, metrics } = setup();
      const named = await openFixture(apply);
      const missing = await openFixture(apply);
      for (const id of [named, missing])
        await apply(livescoreMessage(id, 2, 0, 0, { seconds: 600 }));
      expect(await apply(message(32, undefined))).toBe('applied');
      expect(await apply(message(31, { KeepAlive: { ActiveEvents: [named] } }))).toBe('applied');
      expect((await eventOf(named)).view.markets.map((m) => m.status)).toEqual(['open', 'open']);
      expect((await eventOf(missing)).view.markets.map((m) => m.status)).toEqual([
        'suspended',
        'suspended',
      ]);
      expect(metrics.snapshot().messages).toMatchObject({
        heartbeat: 1,
        keep_alive: 1,
        livescore: 2,
      });
    });

    it('a broker unreachable at start suspends every market of the feed until it recovers', async () => {
      const { apply } = setup();
      const id = await openFixture(apply);
      // Nothing listens on port 1: neither the broker nor the Snapshot API answers.
      const { consumer } = consumerFor(t, {
        url: 'amqp://guest:guest@127.0.0.1:1',
        queue: 'nowhere',
        snapshotUrl: 'http://127.0.0.1:1/',
        credentials: { packageId: 1, username: 'u', password: 'p' },
        declareQueue: false,
        prefetch: 1,
        snapshotTimeoutMs: 500,
        snapshotRetries: 0,
        reconnectMaxMs: 100,
      });
      await consumer.start();
      expect(consumer.state()).toBe('stale');
      expect((await eventOf(id)).view.markets.map((m) => m.status)).toEqual([
        'suspended',
        'suspended',
      ]);
      await consumer.stop();
    });

    it('forgets message ids after a day and bet updates after a week', async () => {
      const { apply, applier } = setup();
      const at = Date.now();
      const id = await openFixture(apply, at);
      const again = marketMessage(id, [
        { Id: 1, Name: '1X2', Bets: [bet(`${id}1`, '1', '1.70', at + 10)] },
      ]);
      expect(await apply(again)).toBe('applied');
      const count = async () => {
        const m = await t.database.db
          .selectFrom('feed_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('msg_id', '=', again.Header.MsgGuid)
          .executeTakeFirstOrThrow();
        const b = await t.database.db
          .selectFrom('feed_bet_updates')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('bet_ref', '=', `${id}1`)
          .executeTakeFirstOrThrow();
        return [Number(m.n), Number(b.n)];
      };
      await applier.prune(at + 23 * 3_600_000);
      expect(await count()).toEqual([1, 1]);
      await applier.prune(Date.now() + 25 * 3_600_000);
      expect(await count()).toEqual([0, 1]);
      await applier.prune(at + 8 * 24 * 3_600_000);
      expect(await count()).toEqual([0, 0]);
      expect(await apply(again)).toBe('applied');
    });

    it('settles every settlement value to balances, and resettles a correction with its reason', async () => {
      const { apply } = setup();
      const p = await createPlayer(t, 100_000);
      const at = Date.now();
      const id = await openFixture(apply, at);
      const e = await eventOf(id);
      const stake = async (type: string, code: string) => {
        const s = sel(e.view, type, code);
        const r = await answer(
          t,
          placeBet,
          {
            kind: 'single',
            selections: [{ selectionId: s.id, odds: s.odds }],
            stake: 100,
            oddsPolicy: 'none',
          },
          { session: p.token },
        );
        expect(r.state, r.msg).toBe('200');
      };
      await stake('1x2', '1'); // 2.10
      await stake('1x2', 'X'); // 3.40
      await stake('asian_total', 'over'); // 1.85
      await stake('asian_total', 'under'); // 1.95
      expect(await totalAssetsOf(t, p.token)).toBe(600);
      const settled = (n: string, s: number, extra = {}) =>
        bet(`${id}${n}`, n, '1.0', at + 9000, { Status: 3, Settlement: s, ...extra });
      // 1 won (2), X lost (1), 2 refunded (3); over half lost (4), under half won (5).
      await apply(
        settlementMessage(id, [
          { Id: 1, Name: '1X2', Bets: [settled('1', 2), settled('X', 1), settled('2', 3)] },
          {
            Id: 835,
            Name: 'Asian Under/Over',
            Bets: [
              bet(`${id}o`, 'Over', '1.85', at + 9000, {
                Line: '2.25',
                BaseLine: '2.25',
                Status: 3,
                Settlement: 4,
              }),
              bet(`${id}u`, 'Under', '1.95', at + 9000, {
                Line: '2.25',
                BaseLine: '2.25',
                Status: 3,
                Settlement: 5,
              }),
            ],
          },
        ]),
      );
      // 600 + 210 (1 won) + 50 (over: half back) + 50 + 97.50 (under: half back, half at 1.95).
      expect(await totalAssetsOf(t, p.token)).toBe(1007.5);
      // The feed corrects the 1X2: X won, 1 lost.
      await apply(
        settlementMessage(id, [
          { Id: 1, Name: '1X2', Bets: [settled('1', 1), settled('X', 2), settled('2', 1)] },
        ]),
      );
      // -210 (1 now lost) +340 (X now won).
      expect(await totalAssetsOf(t, p.token)).toBe(1137.5);
      const notes = await t.database.db
        .selectFrom('feed_settlements')
        .select(['kind', 'reason'])
        .where('market_id', '=', e.view.markets.find((m) => m.type === '1x2')!.id)
        .orderBy('id')
        .execute();
      expect(notes.map((n) => n.kind)).toEqual(['settled', 'resettled']);
      expect(notes[1]?.reason).toBe(
        'feed corrected its settlement: was 1 won, X lost, 2 void; now 1 lost, X won, 2 lost',
      );
      // A cancelled (-1) market voids: the stakes back.
      await apply(
        settlementMessage(id, [
          { Id: 1, Name: '1X2', Bets: [settled('1', -1), settled('X', -1), settled('2', -1)] },
        ]),
      );
      // 1: +100 (its stake back), X: -240 (340 paid, 100 kept).
      expect(await totalAssetsOf(t, p.token)).toBe(997.5);
      await expectReconciled(t);
    });
  });
}
