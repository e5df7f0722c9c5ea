// The trading staff calls over HTTP on both databases: who may call them, validation that
// changes nothing, a trader's suspension that placeBet refuses and the feed cannot lift, an odds
// override placeBet prices with and the feed does not overwrite, live liability, stake limits
// where the strictest wins, the ticket search, the CLI, and a suspension racing 20 bets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffInput } from '@talih/contracts/backoffice/call.ts';
import {
  playerStakeLimits,
  setPlayerStakeLimit,
  setStakeLimit,
  stakeLimits,
  tradingEvent,
  tradingEvents,
  tradingLeagues,
  tradingOdds,
  tradingSettle,
  tradingSuspend,
  tradingTicket,
  tradingTickets,
} from '@talih/contracts/backoffice/trading.ts';
import { runCli } from '../../../cli/talih.ts';
import { backends } from '../../../testing/backends.ts';
import { staffAnswer, staffCall } from '../../../testing/calls.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import { createPlayer } from '../../../testing/players.ts';
import { feedMarket, liveFixture, MAIN_ODDS, placeSingle } from '../../../testing/sport.ts';
import {
  cliEnv,
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';

const SUSPENDED = 'Bu bahis şu an askıda. Lütfen biraz sonra tekrar deneyin.';
const FORBIDDEN = 'Bu işlem için yetkiniz yok.';

for (const backend of backends()) {
  describe(`trading staff calls on ${backend.name}`, () => {
    let t: BackofficeTest;
    let trader: StaffClient;
    let support: StaffClient;
    let finance: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend, {
        SPORT_LIVE_DELAY_MS: '0',
        FOUR_EYES_SPORT_MINOR: '50000',
      });
      trader = await staffClient(t, 'trader');
      support = await staffClient(t, 'support');
      finance = await staffClient(t, 'finance');
    });
    afterAll(() => t.dispose());

    const auditOf = (objectType: string, objectId: number | string) =>
      t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'staff_name', 'before_json', 'after_json', 'reason'])
        .where('object_type', '=', objectType)
        .where('object_id', '=', String(objectId))
        .orderBy('seq')
        .execute();
    const detail = (eventId: number) => staffCall(trader, tradingEvent, { eventId });
    const reconciles = () => expectReconciled(t);

    it('only roles holding sport.* may call; bad input answers a clear error and changes nothing', async () => {
      const f = await liveFixture(t);
      const marketId = f.market('1x2').id;
      for (const who of [support, finance]) {
        for (const [path, input] of [
          ['/trading/events', {}],
          ['/trading/suspend', { target: 'market', id: marketId, suspend: true, reason: 'gol' }],
          ['/trading/void', { target: 'market', id: marketId, reason: 'iptal' }],
          ['/trading/hold', { target: 'market', id: marketId, hold: true, reason: 'bekle' }],
          ['/trading/held', {}],
          ['/trading/held/release', { id: 1, reason: 'öde' }],
          ['/trading/held/reject', { id: 1, reason: 'reddet' }],
        ] as const) {
          const r = await who.call(path, input);
          expect([path, r.msg]).toEqual([path, FORBIDDEN]);
        }
      }
      const short = await trader.call('/trading/suspend', {
        target: 'market',
        id: marketId,
        suspend: true,
        reason: 'x',
      });
      expect(short.state).toBe('500');
      const missing = await staffAnswer(trader, tradingSuspend, {
        target: 'market',
        id: 99_999_999,
        suspend: true,
        reason: 'gol var',
      });
      expect(missing.msg).toBe('Bahis bulunamadı.');
      const badOdds = await trader.call('/trading/odds', {
        selectionId: f.sel('1x2', '1').id,
        oddsX100: 100,
        reason: 'fiyat',
      });
      expect(badOdds.state).toBe('500');
      const partial = await staffAnswer(trader, tradingSettle, {
        marketId,
        results: [{ selectionId: f.sel('1x2', '1').id, result: 'won' }],
        reason: 'maç bitti',
      });
      expect(partial.msg).toBe('Bahisteki her seçim için bir sonuç seçin.');
      const m = (await detail(f.eventId)).markets.find((x) => x.id === marketId)!;
      expect([m.status, m.traderSuspended, m.selections[0]!.oddsX100]).toEqual([
        'open',
        false,
        200,
      ]);
      expect(await auditOf('sport_market', marketId)).toEqual([]);
    });

    it('a suspended market refuses the slip; the feed cannot lift it; resume restores the feed', async () => {
      const f = await liveFixture(t);
      const p = await createPlayer(t, 100_000);
      const sel = f.sel('1x2', '1');
      const marketId = f.market('1x2').id;
      const r = await staffAnswer(trader, tradingSuspend, {
        target: 'market',
        id: marketId,
        suspend: true,
        reason: 'kırmızı kart incelemesi',
      });
      expect(r.resultData).toEqual({ changed: 1, openBets: 0 });
      const refused = await placeSingle(t, p.token, sel.id, 2, 10);
      expect(refused.msg).toBe(SUSPENDED);
      // The feed says open again: the trader's suspension holds.
      await f.feedAgain([
        feedMarket('1x2', '', MAIN_ODDS),
        feedMarket('total', '2.5', { over: 1.9, under: 1.9 }),
      ]);
      const held = (await detail(f.eventId)).markets.find((x) => x.id === marketId)!;
      expect([held.status, held.feedStatus, held.traderSuspended]).toEqual([
        'suspended',
        'open',
        true,
      ]);
      expect((await placeSingle(t, p.token, sel.id, 2, 10)).msg).toBe(SUSPENDED);
      // The other market was not touched.
      expect((await placeSingle(t, p.token, f.sel('total', 'over').id, 1.9, 10)).state).toBe('200');
      // Twice is a no-op, not a second audit row.
      const again = await staffAnswer(trader, tradingSuspend, {
        target: 'market',
        id: marketId,
        suspend: true,
        reason: 'tekrar',
      });
      expect(again.resultData.changed).toBe(0);
      await staffAnswer(trader, tradingSuspend, {
        target: 'market',
        id: marketId,
        suspend: false,
        reason: 'inceleme bitti',
      });
      expect((await placeSingle(t, p.token, sel.id, 2, 10)).state).toBe('200');
      const audit = await auditOf('sport_market', marketId);
      expect(audit.map((a) => [a.action, a.staff_name, a.reason])).toEqual([
        ['sport.market.suspend', trader.name, 'kırmızı kart incelemesi'],
        ['sport.market.resume', trader.name, 'inceleme bitti'],
      ]);
      expect(JSON.parse(audit[0]!.before_json!)).toEqual({ traderSuspended: false });
      expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ traderSuspended: true });
    });

    it('an event suspension holds every market, and markets the feed sends later', async () => {
      const f = await liveFixture(t);
      const p = await createPlayer(t, 100_000);
      await staffAnswer(trader, tradingSuspend, {
        target: 'event',
        id: f.eventId,
        suspend: true,
        reason: 'şüpheli bahis akışı',
      });
      await f.feedAgain([
        feedMarket('1x2', '', MAIN_ODDS),
        feedMarket('total', '2.5', { over: 1.9, under: 1.9 }),
        feedMarket('btts', '', { yes: 1.8, no: 2 }),
      ]);
      const d = await detail(f.eventId);
      expect(d.event.traderSuspended).toBe(true);
      expect(d.markets.map((m) => [m.type, m.status])).toEqual([
        ['1x2', 'suspended'],
        ['total', 'suspended'],
        ['btts', 'suspended'],
      ]);
      expect((await placeSingle(t, p.token, f.sel('total', 'under').id, 1.9, 10)).msg).toBe(
        SUSPENDED,
      );
      await staffAnswer(trader, tradingSuspend, {
        target: 'event',
        id: f.eventId,
        suspend: false,
        reason: 'temiz',
      });
      expect((await detail(f.eventId)).markets.map((m) => m.status)).toEqual([
        'open',
        'open',
        'open',
      ]);
      expect((await auditOf('sport_event', f.eventId)).map((a) => a.action)).toEqual([
        'sport.event.suspend',
        'sport.event.resume',
      ]);
    });

    it('an odds override prices the bet; the feed does not overwrite it until released', async () => {
      const f = await liveFixture(t);
      const p = await createPlayer(t, 100_000);
      const sel = f.sel('1x2', '2');
      const set = await staffAnswer(trader, tradingOdds, {
        selectionId: sel.id,
        oddsX100: 410,
        reason: 'piyasanın üstünde',
      });
      expect(set.resultData).toEqual({ oddsX100: 410, overridden: true });
      await f.feedAgain([feedMarket('1x2', '', { '1': 2.1, X: 3.1, '2': 3.3 })]);
      const m = (await detail(f.eventId)).markets.find((x) => x.type === '1x2')!;
      expect(m.selections.map((s) => [s.code, s.oddsX100, s.feedOddsX100, s.overridden])).toEqual([
        ['1', 210, null, false],
        ['2', 410, 330, true],
        ['X', 310, null, false],
      ]);
      // The slip still holding the old price is refused; at the override it is taken.
      expect((await placeSingle(t, p.token, sel.id, 3.5, 10)).state).not.toBe('200');
      const placed = await placeSingle(t, p.token, sel.id, 4.1, 10);
      expect(placed.resultData.bets[0]).toMatchObject({ totalOdds: 4.1, potentialWin: 41 });
      await staffAnswer(trader, tradingOdds, {
        selectionId: sel.id,
        oddsX100: null,
        reason: 'bitti',
      });
      const released = (await detail(f.eventId)).markets.find((x) => x.type === '1x2')!;
      expect(released.selections[1]).toMatchObject({ oddsX100: 330, overridden: false });
      expect((await auditOf('sport_selection', sel.id)).map((a) => a.action)).toEqual([
        'sport.odds.override',
        'sport.odds.release',
      ]);
    });

    it('shows live liability per market and outcome, and lists events by filter', async () => {
      const f = await liveFixture(t);
      const a = await createPlayer(t, 100_000);
      const b = await createPlayer(t, 100_000);
      await placeSingle(t, a.token, f.sel('1x2', '1').id, 2, 100); // pays 200.00
      await placeSingle(t, b.token, f.sel('1x2', '1').id, 2, 50); // pays 100.00
      await placeSingle(t, b.token, f.sel('1x2', '2').id, 3.5, 20); // pays 70.00
      const d = await detail(f.eventId);
      const m = d.markets.find((x) => x.type === '1x2')!;
      expect([m.openBets, m.stakesMinor]).toEqual([3, 17_000]);
      expect(
        m.selections.map((s) => [s.code, s.openBets, s.stakesMinor, s.liabilityMinor]),
      ).toEqual([
        ['1', 2, 15_000, 30_000 - 17_000],
        ['2', 1, 2_000, 7_000 - 17_000],
        ['X', 0, 0, -17_000],
      ]);
      expect([d.event.openBets, d.event.stakesMinor, d.event.maxLiabilityMinor]).toEqual([
        3, 17_000, 13_000,
      ]);
      const list = await staffAnswer(trader, tradingEvents, {
        status: 'live',
        sport: 'football',
        query: d.event.home.toLowerCase(),
        withBets: true,
      });
      expect(list.resultData.rows.map((r) => [r.id, r.maxLiabilityMinor])).toEqual([
        [f.eventId, 13_000],
      ]);
      const none = await staffAnswer(trader, tradingEvents, {
        status: 'upcoming',
        query: d.event.home,
      });
      expect(none.resultData.total).toBe(0);
      const paged = await staffAnswer(trader, tradingEvents, {
        pageSize: 1,
        page: 2,
      });
      expect(paged.resultData.rows.length).toBe(1);
      expect(paged.resultData.total).toBeGreaterThanOrEqual(2);
    });

    it('stake limits per sport, league, market type and player: the strictest wins', async () => {
      const f = await liveFixture(t);
      const p = await createPlayer(t, 1_000_000);
      const sel = f.sel('1x2', '1');
      const leagueId = (await detail(f.eventId)).event.leagueId;
      const set = (
        scope: StaffInput<typeof setStakeLimit>['scope'],
        ref: string,
        maxStakeMinor: number | null,
      ) => staffAnswer(trader, setStakeLimit, { scope, ref, maxStakeMinor, reason: 'risk ayarı' });
      expect((await set('sport', 'curling', 100)).msg).toBe('Spor dalı geçersiz.');
      await set('sport', 'football', 50_000);
      await set('league', String(leagueId), 30_000);
      await set('market', '1x2', 40_000);
      expect((await placeSingle(t, p.token, sel.id, 2, 300.01)).msg).toMatch(/en fazla/);
      expect((await placeSingle(t, p.token, sel.id, 2, 300)).state).toBe('200');
      const factor = await staffAnswer(trader, setPlayerStakeLimit, {
        userId: p.userId,
        stakeFactorPm: 500,
        maxStakeMinor: null,
        reason: 'profesyonel oyuncu',
      });
      expect(factor.resultData).toMatchObject({ stakeFactorPm: 500, maxStakeMinor: null });
      expect((await placeSingle(t, p.token, sel.id, 2, 150.01)).msg).toMatch(/150/);
      expect((await placeSingle(t, p.token, sel.id, 2, 150)).state).toBe('200');
      await staffAnswer(trader, setPlayerStakeLimit, {
        userId: p.userId,
        stakeFactorPm: 500,
        maxStakeMinor: 10_000,
        reason: 'daha sıkı',
      });
      const listed = await staffAnswer(trader, playerStakeLimits);
      expect(listed.resultData.rows.find((r) => r.userId === p.userId)).toMatchObject({
        stakeFactorPm: 500,
        maxStakeMinor: 10_000,
      });
      const lists = await staffAnswer(trader, tradingLeagues);
      expect(lists.resultData.leagues.map((l) => l.id)).toContain(leagueId);
      expect(lists.resultData.marketTypes).toEqual(expect.arrayContaining(['1x2', 'total']));
      expect((await placeSingle(t, p.token, sel.id, 2, 50.01)).state).not.toBe('200');
      expect((await placeSingle(t, p.token, sel.id, 2, 50)).state).toBe('200');
      // Another player is held only by the scope limits.
      const other = await createPlayer(t, 1_000_000);
      expect((await placeSingle(t, other.token, sel.id, 2, 300)).state).toBe('200');
      const limits = await staffAnswer(trader, stakeLimits);
      expect(limits.resultData.rows.map((r) => [r.scope, r.label])).toEqual([
        ['league', 'Deneme Ligi'],
        ['market', '1x2'],
        ['sport', 'football'],
      ]);
      for (const [scope, ref] of [
        ['sport', 'football'],
        ['league', String(leagueId)],
        ['market', '1x2'],
      ] as const) {
        await set(scope, ref, null);
      }
      await staffAnswer(trader, setPlayerStakeLimit, {
        userId: p.userId,
        stakeFactorPm: 1000,
        maxStakeMinor: null,
        reason: 'kaldırıldı',
      });
      expect((await placeSingle(t, p.token, sel.id, 2, 1000)).state).toBe('200');
      expect((await auditOf('player', p.userId)).map((a) => a.action)).toEqual([
        'sport.player_limit.set',
        'sport.player_limit.set',
        'sport.player_limit.set',
      ]);
      expect((await auditOf('sport_limit', 'sport:football')).length).toBe(2);
      await reconciles();
    });

    it('finds tickets by number, player, event, state and date, with legs and history', async () => {
      const f = await liveFixture(t);
      const p = await createPlayer(t, 100_000);
      const placed = await placeSingle(t, p.token, f.sel('total', 'over').id, 1.9, 25);
      const betNo = placed.resultData.bets[0]!.betNo;
      const search = (input: StaffInput<typeof tradingTickets>) =>
        staffAnswer(trader, tradingTickets, input);
      expect((await search({ betNo })).resultData.rows.map((r) => r.betNo)).toEqual([betNo]);
      expect((await search({ player: String(p.userId) })).resultData.total).toBe(1);
      const nickname = (await search({ betNo })).resultData.rows[0]!.nickname;
      const byName = await search({ player: nickname.toLowerCase() });
      expect(byName.resultData.rows.map((r) => r.betNo)).toContain(betNo);
      expect((await search({ eventId: f.eventId, status: 'open' })).resultData.total).toBe(1);
      expect((await search({ eventId: f.eventId, status: 'won' })).resultData.total).toBe(0);
      expect(
        (await search({ eventId: f.eventId, to: Date.now() - 3_600_000 })).resultData.total,
      ).toBe(0);
      const ticket = await staffAnswer(trader, tradingTicket, { betNo });
      expect(ticket.resultData.ticket).toMatchObject({ stakeMinor: 2_500, potentialMinor: 4_750 });
      expect(ticket.resultData.legs).toMatchObject([{ code: 'over', oddsX100: 190 }]);
      expect(ticket.resultData.history).toMatchObject([{ kind: 'place', amountMinor: -2_500 }]);
      expect((await staffAnswer(trader, tradingTicket, { betNo: 'SNOPE' })).msg).toBe(
        'Kupon bulunamadı.',
      );
    });

    it('the CLI runs the same call as a named staff member, permission and audit included', async () => {
      const f = await liveFixture(t);
      const marketId = f.market('total').id;
      const out: string[] = [];
      const input = JSON.stringify({
        target: 'market',
        id: marketId,
        suspend: true,
        reason: 'cli',
      });
      const refused = await runCli(
        ['trading', 'suspend', input, '--as', support.name],
        (l) => out.push(l),
        (l) => out.push(l),
        cliEnv(t, backend),
      );
      expect(refused).not.toBe(0);
      const code = await runCli(
        ['trading', 'suspend', input, '--as', trader.name],
        (l) => out.push(l),
        (l) => out.push(l),
        cliEnv(t, backend),
      );
      expect(code).toBe(0);
      expect(JSON.parse(out.at(-1)!)).toEqual({ changed: 1, openBets: 0 });
      const audit = await auditOf('sport_market', marketId);
      expect(audit.map((a) => [a.action, a.staff_name])).toEqual([
        ['sport.market.suspend', trader.name],
      ]);
    });

    it('a suspension racing 20 bets: no bet is accepted after it commits', async () => {
      const f = await liveFixture(t);
      const sel = f.sel('1x2', 'X');
      const players = await Promise.all(Array.from({ length: 20 }, () => createPlayer(t, 10_000)));
      const bets = players.map((p, i) =>
        new Promise((r) => setTimeout(r, i * 2)).then(() =>
          placeSingle(t, p.token, sel.id, 3.2, 10),
        ),
      );
      const suspend = new Promise((r) => setTimeout(r, 15)).then(() =>
        staffAnswer(trader, tradingSuspend, {
          target: 'market',
          id: f.market('1x2').id,
          suspend: true,
          reason: 'yarış',
        }),
      );
      const [answers, s] = await Promise.all([Promise.all(bets), suspend]);
      const accepted = answers.filter((a) => a.state === '200').length;
      for (const a of answers.filter((x) => x.state !== '200')) {
        expect([
          SUSPENDED,
          'Oranlar değişti. Lütfen yeni oranları kontrol edip tekrar deneyin.',
        ]).toContain(a.msg);
      }
      const onMarket = await t.database.db
        .selectFrom('sport_bet_legs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('market_id', '=', f.market('1x2').id)
        .executeTakeFirstOrThrow();
      // The suspension counted, inside its transaction, every bet committed before it; none after.
      expect(Number(onMarket.n)).toBe(s.resultData.openBets);
      expect(accepted).toBe(s.resultData.openBets);
      await reconciles();
    });
  });
}
