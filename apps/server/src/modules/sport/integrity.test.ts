// Money integrity of the sportsbook under races and crashes, on both databases:
// the per-event stake limit holds under parallel bets (F8); a bet committing while its market
// settles is settled (F3); a bet left open on a settled market is swept up; a match that ended
// without its markets settled is settled by recovery, and one failing market does not stop the
// others (F7). F3 and F8 only ever raced on PostgreSQL (SQLite runs writers one at a time);
// their tests run on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet, sportEvent } from '@talih/contracts/sport.ts';
import { reconcile } from '../../testing/reconcile.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { answer, call } from '../../testing/calls.ts';
import { expectReconciled } from '../../testing/ledger.ts';
import { createPlayer } from '../../testing/players.ts';
import type { BetDeps } from './bets/deps.ts';
import { placeBets } from './bets/place.ts';
import { resettleCorrectedBets, sweepOpenBets } from './sweep.ts';
import { createSandboxFeed } from './feed/sandbox.ts';
import type { FeedMarket, OddsFeedHandlers } from '../../adapters/sports/port.ts';
import { sportOf } from './routes.ts';

let seq = 0;
const LEAGUE = { ref: 'i:league', sport: 'football' as const, country: 'TR', name: 'Lig', sort: 1 };
const ONE_X_TWO: FeedMarket = {
  type: '1x2',
  line: '',
  inPlay: true,
  status: 'open',
  selections: [
    { code: '1', oddsX100: 200 },
    { code: 'X', oddsX100: 320 },
    { code: '2', oddsX100: 350 },
  ],
};
const HOME_WON = [
  { code: '1', result: 'won' as const },
  { code: 'X', result: 'lost' as const },
  { code: '2', result: 'lost' as const },
];

for (const backend of backends()) {
  describe(`sportsbook integrity on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
    });
    afterAll(() => t.dispose());

    const book = () => sportOf(t.app).book;

    async function fixture(markets: FeedMarket[] = [ONE_X_TWO], prefix = 'i') {
      const ref = `${prefix}:e${++seq}`;
      await book().fixtureChange({
        ref,
        league: LEAGUE,
        home: `Ev ${seq}`,
        away: `Dep ${seq}`,
        startAt: Date.now() + 3_600_000,
      });
      await book().oddsChange(ref, markets);
      const row = await t.database.db
        .selectFrom('sport_events')
        .select('id')
        .where('feed_ref', '=', ref)
        .executeTakeFirstOrThrow();
      const ev = await call(t, sportEvent, { eventId: row.id });
      const sel = (type: string, code: string) => {
        const s = ev.markets.find((m) => m.type === type)?.selections.find((x) => x.code === code);
        if (!s) throw new Error(`no ${type} ${code}`);
        return s;
      };
      return { ref, id: row.id, event: ev, sel };
    }

    const single = (token: string, s: { id: number; odds: number }, stake: number) =>
      answer(
        t,
        placeBet,
        {
          oddsPolicy: 'none',
          kind: 'single',
          selections: [{ selectionId: s.id, odds: s.odds }],
          stake,
        },
        { session: token },
      );
    const betRow = (betNo: string) =>
      t.database.db
        .selectFrom('sport_bets')
        .select(['status', 'payout_minor', 'settle_version'])
        .where('bet_no', '=', betNo)
        .executeTakeFirstOrThrow();
    const reconciled = async () => {
      const lines: string[] = [];
      const r = await reconcile(t.database, (l) => lines.push(l));
      return { violations: r.violations, text: lines.join('\n') };
    };

    it('takes exactly 2 of 6 parallel ₺10,000 bets on one event under the ₺25,000 limit (F8)', async () => {
      const p = await createPlayer(t, 6_000_000);
      const f = await fixture();
      const s = f.sel('1x2', '1');
      const results = await Promise.all(
        Array.from({ length: 6 }, () => single(p.token, s, 10_000)),
      );
      expect(results.filter((r) => r.state === '200')).toHaveLength(2);
      expect(
        results.filter(
          (r) =>
            r.msg ===
            'Bir etkinliğe en fazla ₺25.000,00 yatırabilirsiniz. Bu etkinlik için kalan: ₺5.000,00.',
        ),
      ).toHaveLength(4);
      const open = await t.database.db
        .selectFrom('sport_bets')
        .select((eb) => eb.fn.sum<number>('stake_minor').as('total'))
        .where('user_id', '=', p.userId)
        .executeTakeFirstOrThrow();
      expect(Number(open.total)).toBe(2_000_000);
      await expectReconciled(t);
    });

    it('settles a bet that commits while its market settles (F3)', async () => {
      const p = await createPlayer(t, 10_000);
      const f = await fixture();
      const s = f.sel('1x2', '1');
      const { deps } = sportOf(t.app);
      // The bet's transaction has done its work and waits, uncommitted, until released.
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let reached!: () => void;
      const atGate = new Promise<void>((r) => (reached = r));
      const real = deps.services.ledger;
      const gated: Ledger = {
        db: real.db,
        transact: (reason, fn) =>
          real.transact(reason, async (tx) => {
            const out = await fn(tx);
            if (reason === 'sport_bet') {
              reached();
              await gate;
            }
            return out;
          }),
      };
      const gatedDeps: BetDeps = { ...deps, services: { ...deps.services, ledger: gated } };
      const placing = placeBets(gatedDeps, {
        userId: p.userId,
        kind: 'single',
        selections: [{ selectionId: s.id, odds: s.odds }],
        stake: 10,
        oddsPolicy: 'none',
      });
      await atGate;
      // The feed settles the market meanwhile; the bet commits a moment later.
      const settling = book().settlement(f.ref, { type: '1x2', line: '' }, HOME_WON);
      await new Promise((r) => setTimeout(r, 300));
      release();
      const placed = await placing;
      await settling;
      expect(await betRow(placed.bets[0]!)).toMatchObject({
        status: 'won',
        payout_minor: 2_000,
        settle_version: 1,
      });
      await expectReconciled(t);
    });

    it('refuses a bet on a market that settled before it committed', async () => {
      const p = await createPlayer(t, 10_000);
      const f = await fixture();
      await book().settlement(f.ref, { type: '1x2', line: '' }, HOME_WON);
      const r = await single(p.token, f.sel('1x2', '1'), 10);
      expect(r.state).toBe('500');
    });

    it('sweeps up a bet left open on a settled market, which reconcile flags till then', async () => {
      const p = await createPlayer(t, 10_000);
      const f = await fixture();
      const placed = await single(p.token, f.sel('1x2', '1'), 10);
      expect(placed.state, placed.msg).toBe('200');
      const betNo = placed.resultData.bets[0]!.betNo;
      // A crash after the market's settlement committed, before its bets were settled.
      const settle = book().onMarketSettled;
      book().onMarketSettled = async () => 0;
      try {
        await book().settlement(f.ref, { type: '1x2', line: '' }, HOME_WON);
      } finally {
        book().onMarketSettled = settle;
      }
      expect((await betRow(betNo)).status).toBe('open');
      const flagged = await reconciled();
      expect(flagged.text).toContain(
        `bet ${betNo} is open though every market it is on has settled`,
      );
      expect(await sweepOpenBets(sportOf(t.app).deps)).toBe(1);
      expect(await betRow(betNo)).toMatchObject({ status: 'won', payout_minor: 2_000 });
      expect(await sweepOpenBets(sportOf(t.app).deps)).toBe(0);
      await expectReconciled(t);
    });

    const TOTAL: FeedMarket = {
      type: 'total',
      line: '2.5',
      inPlay: true,
      status: 'open',
      selections: [
        { code: 'over', oddsX100: 190 },
        { code: 'under', oddsX100: 190 },
      ],
    };
    /** A sandbox match with two bets, then ended 2-1 by the feed, which crashed right after. */
    async function endedUnsettled(token: string) {
      const f = await fixture([ONE_X_TWO, TOTAL], 'sbx');
      const home = await single(token, f.sel('1x2', '1'), 10);
      const over = await single(token, f.sel('total', 'over'), 10);
      expect([home.state, over.state]).toEqual(['200', '200']);
      await book().oddsChange(f.ref, [], {
        status: 'ended',
        homeScore: 2,
        awayScore: 1,
        clock: 'MS',
      });
      return { ...f, home: home.resultData.bets[0]!.betNo, over: over.resultData.bets[0]!.betNo };
    }
    const sandboxFeed = (
      handlers: OddsFeedHandlers,
      extra: Partial<Parameters<typeof createSandboxFeed>[0]> = {},
    ) =>
      createSandboxFeed({
        handlers,
        db: t.database.db,
        tickMs: 1000,
        livePerSport: 0,
        upcomingPerLeague: 0,
        ...extra,
      });

    it('settles a match that ended before its markets settled, which reconcile flags (F7)', async () => {
      const p = await createPlayer(t, 10_000);
      const m = await endedUnsettled(p.token);
      // Past the grace reconcile gives a settlement in progress.
      await t.database.db
        .updateTable('sport_events')
        .set({ updated_at: Date.now() - 600_000 })
        .where('id', '=', m.id)
        .execute();
      const flagged = await reconciled();
      expect(flagged.text).toMatch(
        new RegExp(
          `bet ${m.home} is open on market \\d+ of event ${m.id}, which is ended but not settled`,
        ),
      );
      await sandboxFeed(book()).recover();
      expect(await betRow(m.home)).toMatchObject({ status: 'won', payout_minor: 2_000 });
      expect(await betRow(m.over)).toMatchObject({ status: 'won', payout_minor: 1_900 });
      await expectReconciled(t);
    });

    it('settles the other markets when one fails, and the failed one on the next recovery (F7)', async () => {
      const p = await createPlayer(t, 10_000);
      const m = await endedUnsettled(p.token);
      const errors: string[] = [];
      const failing: OddsFeedHandlers = {
        ...book(),
        settlement: async (ref, key, results) => {
          if (key.type === '1x2') throw new Error('the 1x2 settlement failed');
          return book().settlement(ref, key, results);
        },
      };
      await sandboxFeed(failing, { log: { error: (_o, msg) => errors.push(msg ?? '') } }).recover();
      expect(errors).toEqual(['sandbox feed: a market failed to settle']);
      expect((await betRow(m.home)).status).toBe('open');
      expect(await betRow(m.over)).toMatchObject({ status: 'won', payout_minor: 1_900 });
      // A running feed recovers again on its timer.
      let clock = Date.now();
      const feed = sandboxFeed(book(), { now: () => clock, recoverEveryMs: 60_000 });
      clock += 60_000;
      await feed.tick();
      expect(await betRow(m.home)).toMatchObject({ status: 'won', payout_minor: 2_000 });
      await expectReconciled(t);
    });

    const withId = (
      token: string,
      s: { id: number; odds: number },
      stake: number,
      requestId: string,
    ) =>
      answer(
        t,
        placeBet,
        {
          oddsPolicy: 'none',
          kind: 'single',
          selections: [{ selectionId: s.id, odds: s.odds }],
          stake,
          requestId,
        },
        { session: token },
      );
    const betsOf = async (userId: number) =>
      (
        await t.database.db
          .selectFrom('sport_bets')
          .select('bet_no')
          .where('user_id', '=', userId)
          .execute()
      ).length;

    it('answers a replayed request id with the first result and places nothing (L1)', async () => {
      const p = await createPlayer(t, 10_000);
      const f = await fixture();
      const first = await withId(p.token, f.sel('1x2', '1'), 10, 'slip-0001-retry');
      expect(first.state, first.msg).toBe('200');
      expect(first.resultData.balance).toBe(90);
      const again = await withId(p.token, f.sel('1x2', '1'), 10, 'slip-0001-retry');
      expect(again.state, again.msg).toBe('200');
      expect(again.resultData.bets.map((b) => b.betNo)).toEqual(
        first.resultData.bets.map((b) => b.betNo),
      );
      expect(again.resultData.balance).toBe(90);
      expect(await betsOf(p.userId)).toBe(1);
      // Still the first result once the market has settled.
      await book().settlement(f.ref, { type: '1x2', line: '' }, HOME_WON);
      const late = await withId(p.token, f.sel('1x2', '1'), 10, 'slip-0001-retry');
      expect(late.state, late.msg).toBe('200');
      expect(late.resultData.bets[0]).toMatchObject({
        betNo: first.resultData.bets[0]!.betNo,
        status: 'won',
      });
      expect(await betsOf(p.userId)).toBe(1);
      // Another player may use the same id.
      const q = await createPlayer(t, 10_000);
      const g = await fixture();
      expect((await withId(q.token, g.sel('1x2', '1'), 10, 'slip-0001-retry')).state).toBe('200');
    });

    it('refuses a request id reused for another slip, and a malformed one (L1)', async () => {
      const p = await createPlayer(t, 10_000);
      const f = await fixture();
      expect((await withId(p.token, f.sel('1x2', '1'), 10, 'slip-0002-other')).state).toBe('200');
      const other = await withId(p.token, f.sel('1x2', '1'), 20, 'slip-0002-other');
      expect(other.state).toBe('500');
      expect(other.msg).toBe(
        'Bu işlem numarası başka bir kupon için kullanılmış. Lütfen sayfayı yenileyip tekrar deneyin.',
      );
      expect((await withId(p.token, f.sel('1x2', 'X'), 10, 'short')).state).not.toBe('200');
      expect((await withId(p.token, f.sel('1x2', 'X'), 10, 'bad id with spaces')).state).not.toBe(
        '200',
      );
      expect(await betsOf(p.userId)).toBe(1);
    });

    it('places a slip once when 8 replays of its request id race (L1)', async () => {
      const p = await createPlayer(t, 10_000);
      const f = await fixture();
      const results = await Promise.all(
        Array.from({ length: 8 }, () => withId(p.token, f.sel('1x2', '2'), 10, 'slip-0003-race')),
      );
      expect(results.map((r) => r.state)).toEqual(Array.from({ length: 8 }, () => '200'));
      expect(new Set(results.map((r) => r.resultData.bets[0]!.betNo)).size).toBe(1);
      expect(results.map((r) => r.resultData.balance)).toEqual(Array.from({ length: 8 }, () => 90));
      expect(await betsOf(p.userId)).toBe(1);
      await expectReconciled(t);
    });

    it('resettles at start the bets a crash left paying a corrected market’s old result', async () => {
      const p = await createPlayer(t, 10_000);
      const f = await fixture();
      const placed = await single(p.token, f.sel('1x2', '1'), 10);
      const betNo = placed.resultData.bets[0]!.betNo;
      await book().settlement(f.ref, { type: '1x2', line: '' }, HOME_WON);
      expect(await betRow(betNo)).toMatchObject({ status: 'won', payout_minor: 2_000 });
      // The feed corrects itself (the match is void); the process dies before the bets follow.
      await book().rollbackSettlement(f.ref, { type: '1x2', line: '' });
      const settle = book().onMarketSettled;
      book().onMarketSettled = async () => 0;
      try {
        await book().settlement(
          f.ref,
          { type: '1x2', line: '' },
          HOME_WON.map((r) => ({ code: r.code, result: 'lost' as const, voidFactor: 1 })),
        );
      } finally {
        book().onMarketSettled = settle;
      }
      const flagged = await reconciled();
      expect(flagged.text).toContain(
        `bet ${betNo} is won paying 2000, but its legs say void paying 1000`,
      );
      expect(await resettleCorrectedBets(sportOf(t.app).deps)).toBe(1);
      expect(await betRow(betNo)).toMatchObject({
        status: 'void',
        payout_minor: 1_000,
        settle_version: 2,
      });
      expect(await resettleCorrectedBets(sportOf(t.app).deps)).toBe(0);
      await expectReconciled(t);
    });
  });
}
