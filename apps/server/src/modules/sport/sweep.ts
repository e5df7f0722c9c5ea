// The sweeper: settles every bet still open although all of its markets have settled. A
// settlement lists a market's bets once, after it commits; a crash between that commit and the
// bets' settlement, or any bet that slipped past it, would otherwise stay open for good. Run
// at start and on a timer (routes.ts); each bet settles in its own transaction, and one bet's
// error is logged without stopping the others. At start it also resettles the bets of
// corrected markets that a crash left paying an earlier result.
import { sql } from 'kysely';
import type { BetDeps } from './bets/deps.ts';
import { settleBet } from './bets/settle.ts';

const SWEEP_BATCH = 500;

/** Settles the open bets whose markets have all settled; answers how many it settled. */
export async function sweepOpenBets(deps: BetDeps): Promise<number> {
  const { db, log } = deps.services;
  let settled = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('sport_bets as b')
      .select('b.id')
      .where('b.status', '=', 'open')
      .where('b.settle_version', '=', 0)
      .where('b.id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sport_bet_legs as l')
              .innerJoin('sport_markets as m', 'm.id', 'l.market_id')
              .select(sql<number>`1`.as('one'))
              .whereRef('l.bet_id', '=', 'b.id')
              .where('m.status', '!=', 'settled'),
          ),
        ),
      )
      .orderBy('b.id')
      .limit(SWEEP_BATCH)
      .execute();
    if (rows.length === 0) return settled;
    for (const r of rows) {
      after = r.id;
      try {
        if ((await settleBet(deps, r.id)) === 'settled') settled++;
      } catch (error) {
        log.error({ err: error, betId: r.id }, 'sport sweeper: a bet could not be settled');
      }
    }
  }
}

/**
 * Resettles the settled bets on markets the feed corrected (settled more than once), where a
 * bet still pays what an earlier settlement said: a crash between a market's resettlement and
 * its bets' leaves them so. Bets that already match answer "unchanged" and move nothing. Run at
 * start (corrections are rare, so the set is small).
 */
export async function resettleCorrectedBets(deps: BetDeps): Promise<number> {
  const { db, log } = deps.services;
  let settled = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('sport_bet_legs as l')
      .innerJoin('sport_markets as m', 'm.id', 'l.market_id')
      .innerJoin('sport_bets as b', 'b.id', 'l.bet_id')
      .select('b.id')
      .distinct()
      .where('m.status', '=', 'settled')
      .where('m.settle_version', '>', 1)
      .where('b.settle_version', '>', 0)
      .where('b.status', '!=', 'cashed_out')
      .where('b.id', '>', after)
      .orderBy('b.id')
      .limit(SWEEP_BATCH)
      .execute();
    if (rows.length === 0) return settled;
    for (const r of rows) {
      after = r.id;
      try {
        if ((await settleBet(deps, r.id)) === 'settled') settled++;
      } catch (error) {
        log.error({ err: error, betId: r.id }, 'sport sweeper: a bet could not be resettled');
      }
    }
  }
}
