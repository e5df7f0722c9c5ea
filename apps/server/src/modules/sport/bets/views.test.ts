// The player's bet views read a fixed number of queries however many bets the page holds:
// the count, the bets, their legs, and the cash-out data of all the open ones at once (no
// query per bet). Counted with a Kysely plugin on the app's own database, on both databases.
import type { KyselyPlugin, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import { liveFixture, placeSingle } from '../../../testing/sport.ts';
import { sportOf } from '../routes.ts';
import type { BetDeps } from './deps.ts';
import { betViews } from './views.ts';
import type { BetsFilter } from './repository.ts';

/** Counts the queries that ran (each one's result passes through the plugin once). */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: { node: RootOperationNode }) {
    return args.node;
  }
  async transformResult(args: { result: QueryResult<UnknownRow> }) {
    this.count++;
    return args.result;
  }
}

for (const backend of backends()) {
  describe(`bet views on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
    });
    afterAll(() => t.dispose());

    /** A player with `n` open singles of 10.00 at 2.00, each on its own live match. */
    async function playerWithOpenBets(n: number) {
      const p = await createPlayer(t, 100_000);
      const betNos: string[] = [];
      for (let i = 0; i < n; i++) {
        const f = await liveFixture(t);
        const placed = await placeSingle(t, p.token, f.sel('1x2', '1').id, 2, 10);
        expect(placed.state, placed.msg).toBe('200');
        betNos.push(placed.resultData.bets[0]!.betNo);
      }
      return { ...p, betNos };
    }

    /** The views, and how many queries reading them took. */
    async function countedViews(userId: number, filter: BetsFilter) {
      const deps = sportOf(t.app).deps;
      const counter = new QueryCounter();
      const counted: BetDeps = {
        ...deps,
        services: { ...deps.services, db: deps.services.db.withPlugin(counter) },
      };
      const views = await betViews(counted, userId, filter);
      return { views, queries: counter.count };
    }

    it('reads a page of 1 or 10 open bets, offers included, in 4 queries', async () => {
      const one = await playerWithOpenBets(1);
      const ten = await playerWithOpenBets(10);
      const page = { status: 'open' as const, page: 1, pageSize: 20 };

      const a = await countedViews(one.userId, page);
      expect(a.views.total).toBe(1);
      expect(a.views.list.map((b) => b.cashOut)).toEqual([9.5]);
      expect(a.queries).toBe(4);

      const b = await countedViews(ten.userId, page);
      expect(b.views.total).toBe(10);
      // Odds unchanged at 2.00: 10.00 back, less the 5% margin, on every bet.
      expect(b.views.list.map((v) => v.cashOut)).toEqual(Array(10).fill(9.5));
      expect(b.views.list.map((v) => v.betNo)).toEqual([...ten.betNos].reverse());
      expect(b.queries).toBe(4);

      // The receipt of the same bets by number reads the same way.
      const c = await countedViews(ten.userId, { betNos: ten.betNos });
      expect(c.views.list).toHaveLength(10);
      expect(c.queries).toBe(4);
    });

    it('reads no cash-out data for a page without open bets (3 queries)', async () => {
      const p = await playerWithOpenBets(2);
      const out = await t.call(
        '/sport/cashOut',
        { betNo: p.betNos[0], amount: 9.5 },
        { token: p.token },
      );
      expect(out.state, out.msg).toBe('200');
      const settled = await countedViews(p.userId, { status: 'settled', page: 1, pageSize: 20 });
      expect(settled.views.list.map((b) => [b.betNo, b.status])).toEqual([
        [p.betNos[0], 'cashed_out'],
      ]);
      expect(settled.queries).toBe(3);
    });
  });
}
