// Settling what the sandbox feed left: the markets of a match at its final whistle, and on
// recovery the matches an earlier run (or a failed settlement) left open. One market's error
// is logged and the others still settle; recovery tries the failed one again later.
import type { SportCode } from '@talih/contracts/sport.ts';
import { settleMarket } from './model.ts';
import type { SandboxCtx } from './sandbox-context.ts';
import { SANDBOX_REF_PREFIX } from './sandbox-leagues.ts';
import type { FeedResult } from '../../../adapters/sports/port.ts';

interface MarketKeyRow {
  id: number;
  type: string;
  line: string;
}

/** Settles each market of the event not settled yet, with the results `resultsOf` gives. */
export async function settleEach(
  c: SandboxCtx,
  ref: string,
  resultsOf: (k: MarketKeyRow) => FeedResult[],
) {
  const keys = await c.db
    .selectFrom('sport_markets as mk')
    .innerJoin('sport_events as e', 'e.id', 'mk.event_id')
    .select(['mk.id', 'mk.type', 'mk.line'])
    .where('e.feed_ref', '=', ref)
    .where('mk.status', '!=', 'settled')
    .orderBy('mk.id')
    .execute();
  for (const k of keys) {
    try {
      await c.handlers.settlement(ref, { type: k.type, line: k.line }, resultsOf(k));
    } catch (error) {
      c.log?.error(
        { err: error, event: ref, market: k.id },
        'sandbox feed: a market failed to settle',
      );
    }
  }
}

/** Every selection of the market void: the stakes back. */
async function voidResults(c: SandboxCtx, marketId: number): Promise<FeedResult[]> {
  const codes = await c.db
    .selectFrom('sport_selections')
    .select('code')
    .where('market_id', '=', marketId)
    .execute();
  return codes.map((x) => ({ code: x.code, result: 'lost' as const, voidFactor: 1 }));
}

/**
 * The void results of the event's markets not settled yet (only its first-set markets when
 * `onlyFirstSet`), by market id.
 */
async function voidsOf(c: SandboxCtx, ref: string, onlyFirstSet: boolean) {
  const voids = new Map<number, FeedResult[]>();
  const keys = await c.db
    .selectFrom('sport_markets as mk')
    .innerJoin('sport_events as ev', 'ev.id', 'mk.event_id')
    .select(['mk.id', 'mk.type'])
    .where('ev.feed_ref', '=', ref)
    .where('mk.status', '!=', 'settled')
    .$if(onlyFirstSet, (q) => q.where('mk.type', '=', 'first_set'))
    .execute();
  for (const k of keys) voids.set(k.id, await voidResults(c, k.id));
  return voids;
}

/**
 * Matches that ended but whose markets were not all settled (a crash between the final
 * whistle and the settlements, or a settlement that failed): settled from the final score.
 * What the score alone can't tell (tennis' first set) is voided, as is every market of a
 * cancelled match.
 */
export async function recoverEnded(c: SandboxCtx) {
  const ended = await c.db
    .selectFrom('sport_events as e')
    .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
    .innerJoin('sport_sports as s', 's.id', 'l.sport_id')
    .select(['e.feed_ref', 'e.status', 'e.home_score', 'e.away_score', 's.code as sport'])
    .where('e.status', 'in', ['ended', 'cancelled'])
    .where('e.feed_ref', 'like', `${SANDBOX_REF_PREFIX}:%`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sport_markets as mk')
          .select('mk.id')
          .whereRef('mk.event_id', '=', 'e.id')
          .where('mk.status', '!=', 'settled'),
      ),
    )
    .limit(200)
    .execute();
  for (const e of ended) {
    if (c.live.has(e.feed_ref)) continue;
    const voids = await voidsOf(c, e.feed_ref, e.status === 'ended');
    await settleEach(
      c,
      e.feed_ref,
      (k) =>
        voids.get(k.id) ??
        settleMarket(e.sport as SportCode, k.type, k.line, e.home_score, e.away_score),
    );
  }
}

/** Live events of an earlier run cannot go on: they are cancelled and their markets voided. */
export async function recoverStale(c: SandboxCtx) {
  const stale = await c.db
    .selectFrom('sport_events')
    .select(['feed_ref', 'home_score', 'away_score', 'clock'])
    .where('status', '=', 'live')
    .where('feed_ref', 'like', `${SANDBOX_REF_PREFIX}:%`)
    .execute();
  for (const e of stale) {
    if (c.live.has(e.feed_ref)) continue;
    await c.handlers.betStop(e.feed_ref);
    await c.handlers.oddsChange(e.feed_ref, [], {
      status: 'cancelled',
      homeScore: e.home_score,
      awayScore: e.away_score,
      clock: '',
    });
    const voids = await voidsOf(c, e.feed_ref, false);
    await settleEach(c, e.feed_ref, (k) => voids.get(k.id) ?? []);
  }
}
