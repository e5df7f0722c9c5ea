// The sportsbook through the HTTP API on both databases: every settlement kind, resettlement
// by the difference, 5 concurrent settlements that pay once, bets refused after kick-off or on
// a suspended market, an accumulator with a void leg, system bets, odds-change settings, the
// live delay, cash-out racing settlement (one wins), ownership, and a ledger that reconciles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallBody } from '@talih/contracts/call.ts';
import {
  cashOut,
  fbTokenGet,
  myBets,
  placeBet,
  sportEvent,
  sportEvents,
  sportTree,
} from '@talih/contracts/sport.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { answer, call, totalAssetsOf } from '../../testing/calls.ts';
import { expectReconciled } from '../../testing/ledger.ts';
import { createPlayer } from '../../testing/players.ts';
import type { FeedMarket, FeedResult } from '../../adapters/sports/port.ts';
import { sportOf } from './routes.ts';

let seq = 0;
const LEAGUE = {
  ref: 't:league',
  sport: 'football' as const,
  country: 'TR',
  name: 'Test Ligi',
  sort: 1,
};
const won = (code: string): FeedResult => ({ code, result: 'won' });
const lost = (code: string): FeedResult => ({ code, result: 'lost' });

function market(
  type: string,
  line: string,
  odds: Record<string, number>,
  inPlay = true,
): FeedMarket {
  return {
    type,
    line,
    inPlay,
    status: 'open',
    selections: Object.entries(odds).map(([code, o]) => ({ code, oddsX100: Math.round(o * 100) })),
  };
}

for (const backend of backends()) {
  describe(`sportsbook on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
    });
    afterAll(() => t.dispose());

    const book = () => sportOf(t.app).book;

    /** A fixture with a 1X2, a total, an Asian total and a pre-match-only correct score. */
    async function fixture(startInMs = 3_600_000) {
      const ref = `t:e${++seq}`;
      await book().fixtureChange({
        ref,
        league: LEAGUE,
        home: `Ev ${seq}`,
        away: `Dep ${seq}`,
        startAt: Date.now() + startInMs,
      });
      await book().oddsChange(ref, [
        market('1x2', '', { '1': 2, X: 3.2, '2': 3.5 }),
        market('total', '2.5', { over: 1.9, under: 1.9 }),
        market('asian_total', '2.25', { over: 1.8, under: 2.0 }),
        market('correct_score', '', { '1-0': 7, other: 1.2 }, false),
      ]);
      const ev = await answer(t, sportEvent, { eventId: await eventId(ref) });
      expect(ev.state, ev.msg).toBe('200');
      const sel = (type: string, code: string) => {
        const m = ev.resultData.markets.find((x) => x.type === type);
        const s = m?.selections.find((x) => x.code === code);
        if (!s) throw new Error(`no ${type} ${code}`);
        return s;
      };
      return { ref, event: ev.resultData, sel };
    }

    async function eventId(ref: string) {
      const row = await t.database.db
        .selectFrom('sport_events')
        .select('id')
        .where('feed_ref', '=', ref)
        .executeTakeFirstOrThrow();
      return row.id;
    }

    const place = (token: string, body: CallBody<typeof placeBet>) =>
      answer(t, placeBet, { oddsPolicy: 'none', ...body }, { session: token });
    const single = (token: string, s: { id: number; odds: number }, stake: number) =>
      place(token, { kind: 'single', selections: [{ selectionId: s.id, odds: s.odds }], stake });
    const balanceOf = (token: string) => totalAssetsOf(t, token);
    const betOf = async (token: string, betNo: string, status: 'open' | 'settled') => {
      const r = await call(t, myBets, { status }, { session: token });
      return r.list.find((b) => b.betNo === betNo);
    };
    const reconciles = () => expectReconciled(t);

    it('serves the tree, lists and an event with its markets', async () => {
      const f = await fixture();
      const tree = await call(t, sportTree, {});
      expect(tree.sports[0]?.code).toBe('football');
      expect(tree.sports[0]?.leagues.map((l) => l.name)).toContain('Test Ligi');
      const list = await call(t, sportEvents, { sport: 'football', live: false });
      const row = list.list.find((e) => e.id === f.event.id);
      expect(row?.main?.type).toBe('1x2');
      expect(f.event.markets).toHaveLength(4);
      expect((await answer(t, sportEvent, { eventId: 999_999 })).state).toBe('500');
    });

    it('settles singles: won, lost, void, half won, half lost and dead heat', async () => {
      const p = await createPlayer(t, 100_000);
      const f = await fixture();
      const bets: Record<string, string> = {};
      const take = async (name: string, type: string, code: string) => {
        const r = await single(p.token, f.sel(type, code), 10);
        expect(r.state, r.msg).toBe('200');
        bets[name] = r.resultData.bets[0]!.betNo;
      };
      await take('won', '1x2', '1');
      await take('lost', '1x2', 'X');
      await take('dead', '1x2', '2');
      await take('halfWon', 'asian_total', 'under');
      await take('halfLost', 'asian_total', 'over');
      await take('void', 'total', 'over');
      expect(await balanceOf(p.token)).toBe(940);
      // 1 won, 2 tied for first (dead heat 1/2), X lost.
      await book().settlement(f.ref, { type: '1x2', line: '' }, [
        won('1'),
        lost('X'),
        { code: '2', result: 'won', deadHeatFactor: 0.5 },
      ]);
      await book().settlement(f.ref, { type: 'asian_total', line: '2.25' }, [
        { code: 'over', result: 'lost', voidFactor: 0.5 },
        { code: 'under', result: 'won', voidFactor: 0.5 },
      ]);
      await book().settlement(f.ref, { type: 'total', line: '2.5' }, [
        { code: 'over', result: 'lost', voidFactor: 1 },
        { code: 'under', result: 'lost', voidFactor: 1 },
      ]);
      const expectBet = async (name: string, status: string, payout: number, legResult: string) => {
        const b = await betOf(p.token, bets[name]!, 'settled');
        expect(b, name).toBeDefined();
        expect([b?.status, b?.payout, b?.legs[0]?.result], name).toEqual([
          status,
          payout,
          legResult,
        ]);
      };
      await expectBet('won', 'won', 20, 'won');
      await expectBet('lost', 'lost', 0, 'lost');
      await expectBet('dead', 'won', 17.5, 'dead_heat');
      await expectBet('halfWon', 'won', 15, 'half_won');
      await expectBet('halfLost', 'lost', 5, 'half_lost');
      await expectBet('void', 'void', 10, 'void');
      expect(await balanceOf(p.token)).toBe(940 + 20 + 17.5 + 15 + 5 + 10);
      await reconciles();
    });

    it('resettles after a feed correction by the difference only', async () => {
      const p = await createPlayer(t, 10_000);
      const f = await fixture();
      const r = await single(p.token, f.sel('1x2', '1'), 50);
      const betNo = r.resultData.bets[0]!.betNo;
      const key = { type: '1x2', line: '' };
      await book().settlement(f.ref, key, [lost('1'), won('X'), lost('2')]);
      expect(await balanceOf(p.token)).toBe(50);
      await book().rollbackSettlement(f.ref, key);
      await book().settlement(f.ref, key, [won('1'), lost('X'), lost('2')]);
      expect(await balanceOf(p.token)).toBe(150);
      expect((await betOf(p.token, betNo, 'settled'))?.status).toBe('won');
      // Back again: the 100 paid is taken back, nothing else moves.
      await book().rollbackSettlement(f.ref, key);
      await book().settlement(f.ref, key, [lost('1'), lost('X'), won('2')]);
      expect(await balanceOf(p.token)).toBe(50);
      const entries = await t.database.db
        .selectFrom('journal_entries')
        .select(['idempotency_key', 'amount_minor'])
        .where('idempotency_key', 'like', `sport:${betNo}:%`)
        .orderBy('id')
        .execute();
      expect(entries.map((e) => e.idempotency_key.split(':').slice(2).join(':'))).toEqual([
        'place',
        'settle:1',
        'settle:2',
        'settle:3',
      ]);
      await reconciles();
    });

    it('5 concurrent settlements of one market pay each bet once', async () => {
      const players = await Promise.all([1, 2, 3].map(() => createPlayer(t, 10_000)));
      const f = await fixture();
      for (const p of players)
        expect((await single(p.token, f.sel('1x2', '1'), 20)).state).toBe('200');
      const results = [won('1'), lost('X'), lost('2')];
      await Promise.all(
        [1, 2, 3, 4, 5].map(() => book().settlement(f.ref, { type: '1x2', line: '' }, results)),
      );
      for (const p of players) expect(await balanceOf(p.token)).toBe(100 - 20 + 40);
      const settles = await t.database.db
        .selectFrom('journal_entries')
        .select('id')
        .where('kind', '=', 'sport_bet_settle')
        .where(
          'user_id',
          'in',
          players.map((p) => p.userId),
        )
        .execute();
      expect(settles).toHaveLength(3);
      await reconciles();
    });

    it('10 parallel bets against one balance: exactly what the balance covers is taken', async () => {
      const p = await createPlayer(t, 10_000);
      const f = await fixture();
      const s = f.sel('1x2', '1');
      const results = await Promise.all(Array.from({ length: 10 }, () => single(p.token, s, 20)));
      expect(results.filter((r) => r.state === '200')).toHaveLength(5);
      expect(results.filter((r) => r.msg === 'Bakiyeniz bu bahsi karşılamıyor.')).toHaveLength(5);
      expect(await balanceOf(p.token)).toBe(0);
      await reconciles();
    });

    it('refuses a bet after kick-off, on a suspended market, or on a closed pre-match market in play', async () => {
      const p = await createPlayer(t, 10_000);
      const late = await fixture(-1000);
      const r1 = await single(p.token, late.sel('1x2', '1'), 10);
      expect(r1.msg).toBe('Bu maç başladı; maç öncesi bahisler kapandı.');
      const f = await fixture();
      await book().betStop(f.ref, [{ type: 'total', line: '2.5' }]);
      const r2 = await single(p.token, f.sel('total', 'over'), 10);
      expect(r2.msg).toBe('Bu bahis şu an askıda. Lütfen biraz sonra tekrar deneyin.');
      await book().oddsChange(f.ref, [], {
        status: 'live',
        homeScore: 0,
        awayScore: 0,
        clock: "1'",
      });
      const r3 = await single(p.token, f.sel('correct_score', '1-0'), 10);
      expect(r3.msg).toBe('Bu maç başladı; maç öncesi bahisler kapandı.');
      const r4 = await single(p.token, f.sel('1x2', '1'), 10);
      expect(r4.state, r4.msg).toBe('200');
      expect(r4.resultData.bets[0]?.live).toBe(true);
      expect(await balanceOf(p.token)).toBe(90);
    });

    it('pays an accumulator with a void leg at the reduced odds, and a 2/3 system bet', async () => {
      const p = await createPlayer(t, 10_000);
      const fs = [await fixture(), await fixture(), await fixture()];
      const legs = fs
        .map((f) => f.sel('1x2', '1'))
        .map((s) => ({ selectionId: s.id, odds: s.odds }));
      const acc = await place(p.token, { kind: 'multi', selections: legs, stake: 10 });
      expect(acc.state, acc.msg).toBe('200');
      expect(acc.resultData.bets[0]?.totalOdds).toBe(8);
      const sys = await place(p.token, { kind: 'system', systemK: 2, selections: legs, stake: 1 });
      expect(sys.state, sys.msg).toBe('200');
      expect(sys.resultData.bets[0]?.stake).toBe(3);
      expect(sys.resultData.bets[0]?.combinations).toBe(3);
      const same = await place(p.token, {
        kind: 'multi',
        selections: [legs[0]!, { selectionId: fs[0]!.sel('total', 'over').id, odds: 1.9 }],
        stake: 10,
      });
      expect(same.msg).toBe('Aynı etkinlikten iki seçim kombine bahiste birlikte oynanamaz.');
      const key = { type: '1x2', line: '' };
      await book().settlement(fs[0]!.ref, key, [won('1'), lost('X'), lost('2')]);
      await book().settlement(fs[1]!.ref, key, [
        { code: '1', result: 'lost', voidFactor: 1 },
        { code: 'X', result: 'lost', voidFactor: 1 },
        { code: '2', result: 'lost', voidFactor: 1 },
      ]);
      expect((await betOf(p.token, acc.resultData.bets[0]!.betNo, 'open'))?.status).toBe('open');
      await book().settlement(fs[2]!.ref, key, [won('1'), lost('X'), lost('2')]);
      // 10 × 2.00 × 1.00 × 2.00; the system: 1×(2·1) + 1×(2·2) + 1×(1·2) = 8.
      expect((await betOf(p.token, acc.resultData.bets[0]!.betNo, 'settled'))?.payout).toBe(40);
      expect((await betOf(p.token, sys.resultData.bets[0]!.betNo, 'settled'))?.payout).toBe(8);
      await reconciles();
    });

    it('applies the odds change setting: ask me, only higher, accept any', async () => {
      const p = await createPlayer(t, 10_000);
      const f = await fixture();
      const s = f.sel('1x2', '1');
      await book().oddsChange(f.ref, [market('1x2', '', { '1': 2.1, X: 3.2, '2': 3.5 })]);
      const seen = { id: s.id, odds: 2 };
      expect((await single(p.token, seen, 10)).msg).toBe(
        'Oranlar değişti. Lütfen yeni oranları kontrol edip tekrar deneyin.',
      );
      const higher = await place(p.token, {
        kind: 'single',
        selections: [{ selectionId: s.id, odds: 2 }],
        stake: 10,
        oddsPolicy: 'higher',
      });
      expect(higher.resultData.bets[0]?.totalOdds).toBe(2.1);
      await book().oddsChange(f.ref, [market('1x2', '', { '1': 1.9, X: 3.2, '2': 3.5 })]);
      const lower = await place(p.token, {
        kind: 'single',
        selections: [{ selectionId: s.id, odds: 2.1 }],
        stake: 10,
        oddsPolicy: 'higher',
      });
      expect(lower.state).toBe('500');
      const any = await place(p.token, {
        kind: 'single',
        selections: [{ selectionId: s.id, odds: 2.1 }],
        stake: 10,
        oddsPolicy: 'any',
      });
      expect(any.resultData.bets[0]?.totalOdds).toBe(1.9);
    });

    it('enforces stake, payout and per-event limits, balance and ownership', async () => {
      const p = await createPlayer(t, 5_000_000);
      const other = await createPlayer(t, 1000);
      const f = await fixture();
      const s = f.sel('1x2', '1');
      expect((await single(p.token, s, 0.5)).msg).toBe('Bahis miktarı en az ₺1,00 olmalıdır.');
      expect((await single(p.token, s, 10_001)).msg).toBe(
        'Bahis miktarı en fazla ₺10.000,00 olabilir.',
      );
      expect((await single(p.token, f.sel('correct_score', '1-0'), 10_000)).state).toBe('200');
      expect((await single(p.token, s, 10_000)).state).toBe('200');
      expect((await single(p.token, s, 6_000)).msg).toBe(
        'Bir etkinliğe en fazla ₺25.000,00 yatırabilirsiniz. Bu etkinlik için kalan: ₺5.000,00.',
      );
      expect((await single(other.token, s, 20)).msg).toBe('Bakiyeniz bu bahsi karşılamıyor.');
      const mine = await single(other.token, s, 5);
      const betNo = mine.resultData.bets[0]!.betNo;
      const stolen = await answer(t, cashOut, { betNo, amount: 1 }, { session: p.token });
      expect(stolen.msg).toBe('Bu bahis bulunamadı.');
      expect(await betOf(p.token, betNo, 'open')).toBeUndefined();
    });

    it('refuses a live bet whose odds moved during the live delay', async () => {
      const slow = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '300' });
      try {
        const p = await createPlayer(slow, 10_000);
        const b = sportOf(slow.app).book;
        await b.fixtureChange({
          ref: 'live:1',
          league: LEAGUE,
          home: 'A',
          away: 'B',
          startAt: Date.now(),
        });
        await b.oddsChange('live:1', [market('1x2', '', { '1': 2, X: 3, '2': 4 })], {
          status: 'live',
          homeScore: 0,
          awayScore: 0,
          clock: "10'",
        });
        const ev = await call(slow, sportEvent, { eventId: 1 });
        const s = ev.markets[0]!.selections[0]!;
        const body: CallBody<typeof placeBet> = {
          kind: 'single',
          selections: [{ selectionId: s.id, odds: s.odds }],
          stake: 10,
          oddsPolicy: 'none',
        };
        const pending = answer(slow, placeBet, body, { session: p.token });
        await new Promise((r) => setTimeout(r, 100));
        await b.oddsChange('live:1', [market('1x2', '', { '1': 1.8, X: 3.3, '2': 4.5 })]);
        expect((await pending).msg).toBe(
          'Bahsiniz beklerken oranlar değişti. Lütfen yeni oranlarla tekrar deneyin.',
        );
        const ok = await answer(
          slow,
          placeBet,
          { ...body, selections: [{ selectionId: s.id, odds: 1.8 }] },
          { session: p.token },
        );
        expect(ok.state, ok.msg).toBe('200');
        // "Accept any change": the bet takes the odds the delay ended on.
        const anyChange = answer(
          slow,
          placeBet,
          { ...body, selections: [{ selectionId: s.id, odds: 1.8 }], oddsPolicy: 'any' },
          { session: p.token },
        );
        await new Promise((r) => setTimeout(r, 100));
        await b.oddsChange('live:1', [market('1x2', '', { '1': 1.7, X: 3.4, '2': 4.8 })]);
        const taken = await anyChange;
        expect(taken.state, taken.msg).toBe('200');
        expect(taken.resultData.bets[0]?.totalOdds).toBe(1.7);
        // A market suspended during the delay refuses the bet whatever the setting.
        const suspended = answer(
          slow,
          placeBet,
          { ...body, selections: [{ selectionId: s.id, odds: 1.7 }], oddsPolicy: 'any' },
          { session: p.token },
        );
        await new Promise((r) => setTimeout(r, 100));
        await b.betStop('live:1');
        expect((await suspended).msg).toBe(
          'Bahsiniz beklerken oranlar değişti. Lütfen yeni oranlarla tekrar deneyin.',
        );
      } finally {
        await slow.dispose();
      }
    });

    it('cashes out at the offer; cash-out racing settlement: exactly one wins', async () => {
      const p = await createPlayer(t, 100_000);
      const f = await fixture();
      const s = f.sel('1x2', '1');
      const r = await single(p.token, s, 100);
      const betNo = r.resultData.bets[0]!.betNo;
      // Odds shorten from 2.00 to 1.60: the bet is worth 100 × 2 / 1.6 = 125, less 5%.
      await book().oddsChange(f.ref, [market('1x2', '', { '1': 1.6, X: 3.6, '2': 5 })]);
      const open = await betOf(p.token, betNo, 'open');
      expect(open?.cashOut).toBe(118.75);
      expect((await answer(t, cashOut, { betNo, amount: 120 }, { session: p.token })).msg).toBe(
        'Bozdurma teklifi değişti. Yeni teklif: ₺118,75.',
      );
      const done = await answer(t, cashOut, { betNo, amount: 118.75 }, { session: p.token });
      expect(done.state, done.msg).toBe('200');
      expect(done.resultData.bet.status).toBe('cashed_out');
      expect(done.resultData.balance).toBe(1000 - 100 + 118.75);
      // Settlement afterwards changes nothing.
      await book().settlement(f.ref, { type: '1x2', line: '' }, [won('1'), lost('X'), lost('2')]);
      expect(await balanceOf(p.token)).toBe(1018.75);

      // Races: 6 bets, each cashed out while its market settles at the same time.
      for (let i = 0; i < 6; i++) {
        const g = await fixture();
        const bet = (await single(p.token, g.sel('1x2', '1'), 10)).resultData.bets[0]!;
        const offer = (await betOf(p.token, bet.betNo, 'open'))!.cashOut!;
        const before = await balanceOf(p.token);
        const [co] = await Promise.all([
          answer(t, cashOut, { betNo: bet.betNo, amount: offer }, { session: p.token }),
          book().settlement(g.ref, { type: '1x2', line: '' }, [won('1'), lost('X'), lost('2')]),
        ]);
        const after = await betOf(p.token, bet.betNo, 'settled');
        if (co.state === '200') {
          expect(after?.status).toBe('cashed_out');
          expect(await balanceOf(p.token)).toBeCloseTo(before + offer, 2);
        } else {
          expect(after?.status).toBe('won');
          expect(await balanceOf(p.token)).toBeCloseTo(before + 20, 2);
        }
      }
      await reconciles();
    });

    it('pushes event changes to GET /api/sport/stream, and answers the external sportsbook token', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/sport/stream`, {
        signal: controller.signal,
      });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      const f = await fixture();
      await book().oddsChange(f.ref, [], {
        status: 'live',
        homeScore: 1,
        awayScore: 0,
        clock: "12'",
      });
      // Frames until the live one: the fixture's own odds came first.
      let text = '';
      let live: { id: number; homeScore: number; clock: string } | undefined;
      while (!live) {
        text += (await reader.read()).value ?? '';
        live = [...text.matchAll(/event: sport\ndata: ([^\n]*)\n\n/g)]
          .map(
            (m) =>
              (JSON.parse(m[1]!) as { event: { id: number; homeScore: number; clock: string } })
                .event,
          )
          .find((e) => e.id === f.event.id && e.homeScore === 1);
      }
      expect(live).toMatchObject({ id: f.event.id, homeScore: 1, clock: "12'" });
      // Each tick written to the streams is timed for operators (operations/metrics.ts).
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      const fanouts = /^talih_sport_stream_fanout_seconds_count (\d+)$/m.exec(metrics)?.[1];
      expect(Number(fanouts)).toBeGreaterThanOrEqual(1);
      controller.abort();

      const p = await createPlayer(t);
      const token = await call(t, fbTokenGet, {}, { session: p.token });
      expect(token.url).toBe('/sport');
      expect(token.token).toMatch(/^sbx_/);
    });

    it('the sandbox feed plays matches live and settles them', async () => {
      const { createSandboxFeed } = await import('./feed/sandbox.ts');
      const feed = createSandboxFeed({
        handlers: book(),
        db: t.database.db,
        tickMs: 1000,
        seed: 7,
        livePerSport: 1,
        upcomingPerLeague: 1,
      });
      await feed.tick();
      const live = await call(t, sportEvents, { live: true });
      expect(new Set(live.list.map((e) => e.sport))).toEqual(
        new Set(['football', 'basketball', 'tennis']),
      );
      for (let i = 0; i < 100; i++) await feed.tick();
      const ended = await t.database.db
        .selectFrom('sport_events')
        .select(['id'])
        .where('status', '=', 'ended')
        .execute();
      expect(ended.length).toBeGreaterThanOrEqual(3);
      const unsettled = await t.database.db
        .selectFrom('sport_markets')
        .select('id')
        .where(
          'event_id',
          'in',
          ended.map((e) => e.id),
        )
        .where('status', '!=', 'settled')
        .execute();
      expect(unsettled).toHaveLength(0);
      await reconciles();
    }, 60_000);
  });
}
