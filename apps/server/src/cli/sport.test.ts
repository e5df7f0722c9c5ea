// `talih sport-exposure` and `talih sport-void` on both databases: exposure per event with
// open bets; voiding an event gives every stake back (an accumulator leg counts as 1.00), and
// voiding a market already settled resettles its bets by the difference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportOf } from '../modules/sport/routes.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';
import { adjustBalance } from './adjust.ts';
import { debtsCommand } from './debts.ts';
import { reconcile } from '../testing/reconcile.ts';
import { sportExposure, sportVoid } from './sport.ts';
import type { CallBody } from '@talih/contracts/call.ts';
import { answer, totalAssetsOf } from '../testing/calls.ts';
import {
  myBets as myBetsCall,
  placeBet as placeBetCall,
  sportEvent,
} from '@talih/contracts/sport.ts';
import { getUserInfo as getUserInfoCall } from '@talih/contracts/accounts.ts';
import { expectReconciled } from '../testing/ledger.ts';

const LEAGUE = {
  ref: 'c:league',
  sport: 'football' as const,
  country: 'TR',
  name: 'CLI Ligi',
  sort: 1,
};

for (const backend of backends()) {
  describe(`talih sport-void|sport-exposure on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
    });
    afterAll(() => t.dispose());

    async function fixture(ref: string, odds: [number, number, number] = [250, 300, 300]) {
      const book = sportOf(t.app).book;
      await book.fixtureChange({
        ref,
        league: LEAGUE,
        home: `${ref} A`,
        away: `${ref} B`,
        startAt: Date.now() + 3_600_000,
      });
      await book.oddsChange(ref, [
        {
          type: '1x2',
          line: '',
          inPlay: true,
          status: 'open',
          selections: [
            { code: '1', oddsX100: odds[0] },
            { code: 'X', oddsX100: odds[1] },
            { code: '2', oddsX100: odds[2] },
          ],
        },
      ]);
      const row = await t.database.db
        .selectFrom('sport_events')
        .select('id')
        .where('feed_ref', '=', ref)
        .executeTakeFirstOrThrow();
      const ev = await answer(t, sportEvent, { eventId: row.id });
      return {
        id: row.id,
        market: ev.resultData.markets[0]!,
        home: ev.resultData.markets[0]!.selections[0]!,
        draw: ev.resultData.markets[0]!.selections[1]!,
        away: ev.resultData.markets[0]!.selections[2]!,
      };
    }
    const run = async (
      fn: (out: (l: string) => void, err: (l: string) => void) => Promise<number>,
    ) => {
      const lines: string[] = [];
      const code = await fn(
        (l) => lines.push(l),
        (l) => lines.push(l),
      );
      return { code, text: lines.join('\n') };
    };

    it('shows exposure, voids an event and resettles a settled market as void', async () => {
      const p = await createPlayer(t, 10_000);
      const a = await fixture('c:1');
      const b = await fixture('c:2');
      const bet = (body: Omit<CallBody<typeof placeBetCall>, 'oddsPolicy'>) =>
        answer(t, placeBetCall, { oddsPolicy: 'none', ...body }, { session: p.token });
      expect(
        (
          await bet({
            kind: 'single',
            selections: [{ selectionId: a.home.id, odds: 2.5 }],
            stake: 10,
          })
        ).state,
      ).toBe('200');
      expect(
        (
          await bet({
            kind: 'multi',
            selections: [
              { selectionId: a.home.id, odds: 2.5 },
              { selectionId: b.home.id, odds: 2.5 },
            ],
            stake: 10,
          })
        ).state,
      ).toBe('200');
      expect(await totalAssetsOf(t, p.token)).toBe(80);

      const exposure = await run((out) => sportExposure(t.database, out));
      expect(exposure.text).toMatch(
        new RegExp(`${a.id}\\s+not_started\\s+2\\s+₺20,00\\s+₺67,50\\s+c:1 A - c:1 B`),
      );

      // Event b is settled: the home side won, so the accumulator waits only on a.
      await sportOf(t.app).book.settlement('c:2', { type: '1x2', line: '' }, [
        { code: '1', result: 'won' },
        { code: 'X', result: 'lost' },
        { code: '2', result: 'lost' },
      ]);
      const voided = await run((out, err) => sportVoid(t.database, t.cache, `e${a.id}`, out, err));
      expect(voided.code, voided.text).toBe(0);
      // Single: stake back (10); accumulator: 10 × 1.00 × 2.50 = 25.
      expect(await totalAssetsOf(t, p.token)).toBe(80 + 10 + 25);
      // Voiding b's market afterwards resettles the accumulator to 10 × 1.00 × 1.00.
      const again = await run((out, err) =>
        sportVoid(t.database, t.cache, `m${b.market.id}`, out, err),
      );
      expect(again.code, again.text).toBe(0);
      expect(await totalAssetsOf(t, p.token)).toBe(100);
      const event = await answer(t, sportEvent, { eventId: a.id });
      expect(event.resultData.status).toBe('cancelled');
      expect((await run((out, err) => sportVoid(t.database, t.cache, 'x', out, err))).code).toBe(2);
      expect(
        (await run((out, err) => sportVoid(t.database, t.cache, '999999', out, err))).code,
      ).toBe(1);
      expect((await run((out) => sportExposure(t.database, out))).text).toBe(
        'sport-exposure: no open bets',
      );
      await expectReconciled(t);
    });

    const single = (token: string, s: { id: number; odds: number }, stake: number) =>
      answer(
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
    const homeWon = [
      { code: '1', result: 'won' as const },
      { code: 'X', result: 'lost' as const },
      { code: '2', result: 'lost' as const },
    ];
    const reconciles = async () => {
      const lines: string[] = [];
      const r = await reconcile(t.database, (l) => lines.push(l));
      return { violations: r.violations, text: lines.join('\n') };
    };

    it('voids a paid-out event in full though the player spent the win, the rest as a debt', async () => {
      const p = await createPlayer(t, 30_000);
      const ev = await fixture('c:f1', [275, 300, 300]);
      for (const s of [ev.home, ev.draw, ev.away]) {
        expect((await single(p.token, s, 100)).state).toBe('200');
      }
      await sportOf(t.app).book.settlement('c:f1', { type: '1x2', line: '' }, homeWon);
      expect(await totalAssetsOf(t, p.token)).toBe(275);
      // The player spends the win on another match.
      const other = await fixture('c:f1-spend');
      expect((await single(p.token, other.home, 275)).state).toBe('200');
      expect(await totalAssetsOf(t, p.token)).toBe(0);

      const voided = await run((out, err) => sportVoid(t.database, t.cache, `e${ev.id}`, out, err));
      expect(voided.code, voided.text).toBe(0);
      expect(voided.text).toContain('1 market(s) of event');
      expect(voided.text).toContain('3 bet(s) settled');
      // 300 of stakes back less the 275 paid: 175 taken from the won bet (from debt), then
      // 100 + 100 from the others repay it first.
      expect(await totalAssetsOf(t, p.token)).toBe(25);
      const bets = await answer(t, myBetsCall, { status: 'settled' }, { session: p.token });
      expect(bets.resultData.list.map((b) => [b.status, b.payout])).toEqual([
        ['void', 100],
        ['void', 100],
        ['void', 100],
      ]);
      const info = await answer(t, getUserInfoCall, {}, { session: p.token });
      expect(info.resultData.debt).toBe(0);
      await expectReconciled(t);
    });

    it('owes what a void takes back beyond the cash, shows it, and repays it from a credit', async () => {
      const p = await createPlayer(t, 10_000);
      const ev = await fixture('c:f1-debt', [275, 300, 300]);
      const placed = await single(p.token, ev.home, 100);
      expect(placed.state).toBe('200');
      await sportOf(t.app).book.settlement('c:f1-debt', { type: '1x2', line: '' }, homeWon);
      const other = await fixture('c:f1-debt-spend');
      expect((await single(p.token, other.home, 275)).state).toBe('200');

      const voided = await run((out, err) => sportVoid(t.database, t.cache, `e${ev.id}`, out, err));
      expect(voided.code, voided.text).toBe(0);
      expect(voided.text).toContain('1 bet(s) settled');
      expect(voided.text).toContain(`sport-void: player ${p.userId} owes ₺175,00`);
      expect(await totalAssetsOf(t, p.token)).toBe(0);
      const info = await answer(t, getUserInfoCall, {}, { session: p.token });
      expect(info.resultData.debt).toBe(175);
      const listed = await run((out, err) => debtsCommand(t.database, 'list', out, err));
      expect(listed.text).toMatch(new RegExp(`${p.userId}\\s+₺175,00`));
      const exposure = await run((out) => sportExposure(t.database, out));
      expect(exposure.text).toMatch(/sport-exposure: \d+ player\(s\) owe ₺[\d.]+,\d\d/);
      const bet = await answer(t, myBetsCall, { status: 'settled' }, { session: p.token });
      expect(bet.resultData.list[0]).toMatchObject({ status: 'void', payout: 100 });
      await expectReconciled(t);

      // An operator credit of 200 repays the 175 first.
      const credited = await run((out, err) =>
        adjustBalance(
          t.database,
          t.cache,
          {
            direction: 'credit',
            userId: String(p.userId),
            amount: '200',
            reason: 'goodwill',
            key: undefined,
          },
          out,
          err,
        ),
      );
      expect(credited.code, credited.text).toBe(0);
      expect(await totalAssetsOf(t, p.token)).toBe(25);
      const after = await answer(t, getUserInfoCall, {}, { session: p.token });
      expect(after.resultData.debt).toBe(0);
      await expectReconciled(t);
    });

    it('reconcile flags a settled bet whose legs now say another result', async () => {
      const p = await createPlayer(t, 10_000);
      const ev = await fixture('c:f1-check', [275, 300, 300]);
      const placed = await single(p.token, ev.home, 100);
      await sportOf(t.app).book.settlement('c:f1-check', { type: '1x2', line: '' }, homeWon);
      // What the old code left: the leg voided, the bet still won and paid.
      await t.database.db
        .updateTable('sport_selections')
        .set({ result: 'void', win_pm: 0, void_pm: 1000 })
        .where('id', '=', ev.home.id)
        .execute();
      const r = await reconciles();
      expect(r.text).toContain(
        `bet ${placed.resultData.bets[0]!.betNo} is won paying 27500, but its legs say void paying 10000`,
      );
      // Put back as it was, for the tests after this one.
      await t.database.db
        .updateTable('sport_selections')
        .set({ result: 'won', win_pm: 1000, void_pm: 0 })
        .where('id', '=', ev.home.id)
        .execute();
      await expectReconciled(t);
    });

    it('reconcile flags a debt line its entry does not account for', async () => {
      const entry = await t.database.db
        .selectFrom('journal_entries')
        .select(['id', 'detail'])
        .where('detail', 'like', '%"debtMinor"%')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const detail = JSON.parse(entry.detail) as Record<string, unknown>;
      await t.database.db
        .updateTable('journal_entries')
        .set({ detail: JSON.stringify({ ...detail, debtMinor: 1 }) })
        .where('id', '=', entry.id)
        .execute();
      const r = await reconciles();
      expect(r.text).toContain(`entry ${entry.id} says it moved -1 of debt, its lines -17500`);
      await t.database.db
        .updateTable('journal_entries')
        .set({ detail: entry.detail })
        .where('id', '=', entry.id)
        .execute();
      await expectReconciled(t);
    });
  });
}
