// The feed's settlement of a market: each selection's result and win/void shares, the market
// settled with its settle version bumped (so a correction resettles bets by the difference),
// and the feed's rollback of a settlement. A trader's settlement stands over the feed's until
// a trader rolls it back (backoffice trading).
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Services } from '../../../services.ts';
import type { FeedMarketKey, FeedResult } from '../../../adapters/sports/port.ts';
import { outcomeShares } from '../math.ts';

export async function marketIdOf(db: Kysely<DB>, eventRef: string, key: FeedMarketKey) {
  const row = await db
    .selectFrom('sport_markets as m')
    .innerJoin('sport_events as e', 'e.id', 'm.event_id')
    .select('m.id')
    .where('e.feed_ref', '=', eventRef)
    .where('m.type', '=', key.type)
    .where('m.line', '=', key.line)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function eventIdOfMarket(db: Kysely<DB>, marketId: number) {
  const row = await db
    .selectFrom('sport_markets')
    .select('event_id')
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  return row.event_id;
}

/**
 * Writes the results (a selection the feed does not name lost); answers whether the market
 * changed, or null when a trader's settlement holds it and nothing was written.
 */
export async function writeSettlement(
  services: Pick<Services, 'db' | 'log'>,
  marketId: number,
  results: FeedResult[],
): Promise<boolean | null> {
  const market = await services.db
    .selectFrom('sport_markets')
    .select('trader_settled')
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  if (market.trader_settled === 1) {
    services.log.warn({ marketId }, 'feed settlement ignored: a trader settled this market');
    return null;
  }
  return services.db.transaction().execute((trx) => writeFeedResults(trx, marketId, results));
}

/**
 * The feed's results written in the caller's transaction (also a trader's release of a held
 * settlement, backoffice trading): answers whether the market changed.
 */
export async function writeFeedResults(
  trx: Kysely<DB>,
  marketId: number,
  results: FeedResult[],
): Promise<boolean> {
  const sels = await trx
    .selectFrom('sport_selections')
    .select(['id', 'code', 'result', 'win_pm', 'void_pm'])
    .where('market_id', '=', marketId)
    .execute();
  const market = await trx
    .selectFrom('sport_markets')
    .select('status')
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  let changed = market.status !== 'settled';
  for (const s of sels) {
    const r = results.find((x) => x.code === s.code) ?? { code: s.code, result: 'lost' as const };
    const o = outcomeShares(r);
    if (s.win_pm === o.winPm && s.void_pm === o.voidPm && s.result === o.label) continue;
    changed = true;
    await trx
      .updateTable('sport_selections')
      .set({ result: o.label, win_pm: o.winPm, void_pm: o.voidPm })
      .where('id', '=', s.id)
      .execute();
  }
  if (changed) {
    await trx
      .updateTable('sport_markets')
      .set((eb) => ({
        status: 'settled' as const,
        version: eb('version', '+', 1),
        settle_version: eb('settle_version', '+', 1),
      }))
      .where('id', '=', marketId)
      .execute();
  }
  return changed;
}

/** The feed takes its settlement back: results cleared, the market suspended until settled again. */
export async function rollbackSettlement(db: Kysely<DB>, marketId: number) {
  const held = await db
    .selectFrom('sport_markets')
    .select('trader_settled')
    .where('id', '=', marketId)
    .executeTakeFirst();
  if (held?.trader_settled === 1) return;
  await db.transaction().execute((trx) => rollbackFeedResults(trx, marketId));
}

/** The feed's rollback in the caller's transaction (also a trader's release of a held one). */
export async function rollbackFeedResults(trx: Kysely<DB>, marketId: number) {
  await trx
    .updateTable('sport_selections')
    .set({ result: null, win_pm: null, void_pm: null })
    .where('market_id', '=', marketId)
    .execute();
  await trx
    .updateTable('sport_markets')
    .set((eb) => ({
      status: 'suspended' as const,
      version: eb('version', '+', 1),
      settle_version: eb('settle_version', '+', 1),
    }))
    .where('id', '=', marketId)
    .where('status', '=', 'settled')
    .where('trader_settled', '=', 0)
    .execute();
}
