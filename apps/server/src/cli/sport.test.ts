// `talih sport-exposure` and `talih sport-void` on both databases: exposure per event with
// open bets; voiding an event gives every stake back (an accumulator leg counts as 1.00), and
// voiding a market already settled resettles its bets by the difference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView, EventDetail } from '@talih/contracts/sport.ts';
import { sportOf } from '../modules/sport/routes.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';
import { reconcile } from './reconcile.ts';
import { sportExposure, sportVoid } from './sport.ts';

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

    async function fixture(ref: string) {
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
            { code: '1', oddsX100: 250 },
            { code: 'X', oddsX100: 300 },
            { code: '2', oddsX100: 300 },
          ],
        },
      ]);
      const row = await t.database.db
        .selectFrom('sport_events')
        .select('id')
        .where('feed_ref', '=', ref)
        .executeTakeFirstOrThrow();
      const ev = await t.call<EventDetail>('/sport/event', { eventId: row.id });
      return {
        id: row.id,
        market: ev.resultData.markets[0]!,
        home: ev.resultData.markets[0]!.selections[0]!,
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
    const balanceOf = async (token: string) =>
      (await t.call<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).resultData
        .totalAssets;

    it('shows exposure, voids an event and resettles a settled market as void', async () => {
      const p = await createPlayer(t, 10_000);
      const a = await fixture('c:1');
      const b = await fixture('c:2');
      const bet = (body: Record<string, unknown>) =>
        t.call<{ bets: BetView[] }>(
          '/sport/placeBet',
          { oddsPolicy: 'none', ...body },
          { token: p.token },
        );
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
      expect(await balanceOf(p.token)).toBe(80);

      const exposure = await run((out) => sportExposure(t.database, out));
      expect(exposure.text).toMatch(
        new RegExp(`${a.id}\\s+not_started\\s+2\\s+20\\.00\\s+67\\.50\\s+c:1 A - c:1 B`),
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
      expect(await balanceOf(p.token)).toBe(80 + 10 + 25);
      // Voiding b's market afterwards resettles the accumulator to 10 × 1.00 × 1.00.
      const again = await run((out, err) =>
        sportVoid(t.database, t.cache, `m${b.market.id}`, out, err),
      );
      expect(again.code, again.text).toBe(0);
      expect(await balanceOf(p.token)).toBe(100);
      const event = await t.call<EventDetail>('/sport/event', { eventId: a.id });
      expect(event.resultData.status).toBe('cancelled');
      expect((await run((out, err) => sportVoid(t.database, t.cache, 'x', out, err))).code).toBe(2);
      expect(
        (await run((out, err) => sportVoid(t.database, t.cache, '999999', out, err))).code,
      ).toBe(1);
      expect((await run((out) => sportExposure(t.database, out))).text).toBe(
        'sport-exposure: no open bets',
      );
      const lines: string[] = [];
      expect((await reconcile(t.database, (l) => lines.push(l))).violations, lines.join('\n')).toBe(
        0,
      );
    });
  });
}
