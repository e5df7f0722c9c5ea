// Sport free bets through the HTTP API, on both databases: a token's grant is
// idempotent; a win pays the winnings only (stake × odds − stake) as cash, a loss nothing, a
// void gives the token back; a token stakes one single only, once, under 10 parallel slips;
// no cash-out; another player's token is refused; reconcile is clean and its free-bet check
// fails on a token staking two bets or a token that says it is free while a bet holds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView, FreeBetView } from '@talih/contracts/sport.ts';
import { backends, openTestApp, type TestApp } from '../../../testing/backends.ts';
import { prematch1x2 } from '../../../testing/sport.ts';
import { balancesOf, reconcileProblems } from '../../../testing/bonus-wallet.ts';
import { entryLinesOf } from '../../../testing/ledger.ts';
import { createPlayer } from '../../../testing/players.ts';
import type { FeedResult } from '../../../adapters/sports/port.ts';
import { sportOf } from '../routes.ts';
import { grantFreeBet } from './free-bets.ts';

const LEAGUE = {
  ref: 't:fb-league',
  sport: 'football' as const,
  country: 'TR',
  name: 'FB Ligi',
  sort: 1,
};
const KEY = { type: '1x2', line: '' };
const results = (winner: string): FeedResult[] =>
  ['1', 'X', '2'].map((code) => ({ code, result: code === winner ? 'won' : 'lost' }));

for (const backend of backends()) {
  describe(`sport free bets on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
    });
    afterAll(() => t.dispose());

    const book = () => sportOf(t.app).book;

    const fixture = () => prematch1x2(t, LEAGUE, { '1': 150, X: 320, '2': 400 });

    const grant = (userId: number, amountMinor: number, key: string) =>
      t.app.talih.services.ledger.transact('free_bet_grant', (tx) =>
        grantFreeBet(tx, { userId, amountMinor, grantKey: `test:${key}`, expiryDays: 7 }),
      );
    const freeBets = async (token: string) =>
      (await t.call<{ list: FreeBetView[] }>('/sport/myFreeBets', {}, { token })).resultData.list;
    const place = (token: string, s: { id: number; odds: number }, freeBetId: number, body = {}) =>
      t.call<{ bets: BetView[]; balance: number }>(
        '/sport/placeBet',
        {
          oddsPolicy: 'none',
          kind: 'single',
          selections: [{ selectionId: s.id, odds: s.odds }],
          stake: 10,
          freeBetId,
          ...body,
        },
        { token },
      );
    const placed = async (token: string, s: { id: number; odds: number }, freeBetId: number) => {
      const r = await place(token, s, freeBetId);
      expect(r.state, r.msg).toBe('200');
      return r.resultData.bets[0]!;
    };
    const linesOf = (key: string) => entryLinesOf(t, key);
    const tokenRow = (id: number) =>
      t.database.db
        .selectFrom('sport_free_bets')
        .select(['status', 'bet_no'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('grants a token once per key and lists it to its player only', async () => {
      const p = await createPlayer(t);
      const q = await createPlayer(t);
      const id = await grant(p.userId, 10_00, `g-${p.userId}`);
      expect(await grant(p.userId, 10_00, `g-${p.userId}`)).toBe(id);
      expect((await freeBets(p.token)).map((f) => [f.id, f.amount])).toEqual([[id, 10]]);
      expect(await freeBets(q.token)).toEqual([]);
    });

    it('a win pays the winnings only, as cash; the stake came from promotion expense', async () => {
      const p = await createPlayer(t);
      const f = await fixture();
      const id = await grant(p.userId, 10_00, `w-${p.userId}`);
      const bet = await placed(p.token, f.sel('2'), id);
      expect([bet.stake, bet.cashOut]).toEqual([10, null]);
      expect(await linesOf(`sport:${bet.betNo}:place`)).toEqual({
        promotion_expense: -10_00,
        sportsbook_clearing: 10_00,
      });
      expect(await tokenRow(id)).toEqual({ status: 'used', bet_no: bet.betNo });
      expect(await freeBets(p.token)).toEqual([]);
      await book().settlement(f.ref, KEY, results('2'));
      expect(await linesOf(`sport:${bet.betNo}:settle:1`)).toEqual({
        sportsbook_clearing: -10_00,
        house: -20_00,
        player_cash: 30_00,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 30_00, bonus: 0 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('a loss pays nothing; a void gives the token back, usable again', async () => {
      const p = await createPlayer(t);
      const f = await fixture();
      const lost = await grant(p.userId, 10_00, `l-${p.userId}`);
      const lossBet = await placed(p.token, f.sel('1'), lost);
      await book().settlement(f.ref, KEY, results('X'));
      expect(await linesOf(`sport:${lossBet.betNo}:settle:1`)).toEqual({
        sportsbook_clearing: -10_00,
        house: 10_00,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 0 });

      const g = await fixture();
      const back = await grant(p.userId, 10_00, `v-${p.userId}`);
      const voidBet = await placed(p.token, g.sel('1'), back);
      await book().settlement(
        g.ref,
        KEY,
        ['1', 'X', '2'].map((code) => ({ code, result: 'lost' as const, voidFactor: 1 })),
      );
      expect(await linesOf(`sport:${voidBet.betNo}:settle:1`)).toEqual({
        sportsbook_clearing: -10_00,
        promotion_expense: 10_00,
      });
      expect(await tokenRow(back)).toEqual({ status: 'available', bet_no: null });
      expect((await freeBets(p.token)).map((x) => x.id)).toEqual([back]);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 0 });
      const h = await fixture();
      await placed(p.token, h.sel('1'), back);
      expect(await reconcileProblems(t)).toBe('');
    });

    it('stakes a token once under 10 parallel slips', async () => {
      const p = await createPlayer(t);
      const f = await fixture();
      const id = await grant(p.userId, 10_00, `par-${p.userId}`);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => place(p.token, f.sel('1'), id)),
      );
      expect(answers.filter((a) => a.state === '200')).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.state !== '200').map((a) => a.msg))).toEqual(
        new Set(['Bu bedava bahis artık kullanılamıyor.']),
      );
      const bets = await t.database.db
        .selectFrom('sport_bets')
        .select('bet_no')
        .where('free_bet_id', '=', id)
        .execute();
      expect(bets).toHaveLength(1);
      expect(await reconcileProblems(t)).toBe('');
    });

    it("refuses a token on a multi, another player's token, and a used one", async () => {
      const p = await createPlayer(t);
      const q = await createPlayer(t, 100_00);
      const f = await fixture();
      const g = await fixture();
      const id = await grant(p.userId, 10_00, `ref-${p.userId}`);
      const multi = await place(p.token, f.sel('1'), id, {
        kind: 'multi',
        selections: [
          { selectionId: f.sel('1').id, odds: 1.5 },
          { selectionId: g.sel('1').id, odds: 1.5 },
        ],
      });
      expect(multi.msg).toBe('Bedava bahis yalnızca tek bir seçimle tekli bahiste kullanılabilir.');
      expect((await place(q.token, f.sel('1'), id)).msg).toBe(
        'Bu bedava bahis artık kullanılamıyor.',
      );
      expect(await balancesOf(t, q.userId)).toEqual({ cash: 100_00, bonus: 0 });
      await placed(p.token, f.sel('1'), id);
      expect((await place(p.token, g.sel('1'), id)).msg).toBe(
        'Bu bedava bahis artık kullanılamıyor.',
      );
    });

    it('reconcile fails on a token staking two bets, or free while a bet holds it', async () => {
      const p = await createPlayer(t, 100_00);
      const f = await fixture();
      const id = await grant(p.userId, 10_00, `rc-${p.userId}`);
      const free = await placed(p.token, f.sel('1'), id);
      const cash = await t.call<{ bets: BetView[] }>(
        '/sport/placeBet',
        {
          oddsPolicy: 'none',
          kind: 'single',
          selections: [{ selectionId: f.sel('X').id, odds: 3.2 }],
          stake: 10,
        },
        { token: p.token },
      );
      const cashNo = cash.resultData.bets[0]!.betNo;
      const db = t.database.db;
      await db
        .updateTable('sport_bets')
        .set({ free_bet_id: id })
        .where('bet_no', '=', cashNo)
        .execute();
      const twice = await reconcileProblems(t);
      expect(twice).toContain(`free bet ${cashNo} did not take its stake from promotion expense`);
      expect(twice).toContain(`free-bet token ${id} staked 2 bets: ${free.betNo}, ${cashNo}`);
      await db
        .updateTable('sport_bets')
        .set({ free_bet_id: null })
        .where('bet_no', '=', cashNo)
        .execute();
      await db
        .updateTable('sport_free_bets')
        .set({ status: 'available', bet_no: null })
        .where('id', '=', id)
        .execute();
      expect(await reconcileProblems(t)).toContain(
        `free-bet token ${id} is available but staked bet ${free.betNo}`,
      );
      await db
        .updateTable('sport_free_bets')
        .set({ status: 'used', bet_no: cashNo })
        .where('id', '=', id)
        .execute();
      expect(await reconcileProblems(t)).toContain(
        `free-bet token ${id} is used by bet ${cashNo}, which did not stake it`,
      );
      await db
        .updateTable('sport_free_bets')
        .set({ status: 'used', bet_no: free.betNo })
        .where('id', '=', id)
        .execute();
      expect(await reconcileProblems(t)).toBe('');
    });
  });
}
