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
import { sportOf } from '../../../modules/sport/routes.ts';
import { createApplier } from './apply.ts';
import { createFeedMetrics } from './metrics.ts';
import {
  bet,
  fixtureMessage,
  livescoreMessage,
  marketMessage,
  message,
  settlementMessage,
} from './test-messages.ts';

const log = { warn() {}, error() {} };
let nextFixture = 7_000_000;

for (const backend of backends()) {
  describe(`LSports messages applied on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
    });
    afterAll(() => t.dispose());

    const setup = () => {
      const metrics = createFeedMetrics();
      const applier = createApplier({
        db: t.database.db,
        book: sportOf(t.app).book,
        metrics,
        log,
        now: Date.now,
      });
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
          {
            Id: 1,
            Name: '1X2',
            Bets: [
              bet(`${id}1`, '1', '2.10', at),
              bet(`${id}X`, 'X', '3.40', at),
              bet(`${id}2`, '2', '3.30', at),
            ],
          },
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
