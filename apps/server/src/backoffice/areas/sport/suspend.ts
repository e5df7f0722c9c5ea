// A trader's suspension and resumption of a market or a whole event, and odds overrides. The
// suspension is its own flag beside the feed's status: the feed's later updates keep the market
// suspended, and resuming restores what the feed last said. Each change bumps the market's
// version in one transaction with its audit row, so a bet priced before it is refused at commit
// (modules/sport/bets/place.ts claimMarketsUnchanged): no bet is accepted after the suspension commits.
import { sql, type Transaction } from 'kysely';
import type { DB, SportMarketStatus } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import type { StaffContext } from '../../calls.ts';
import { announceEvent } from './announce.ts';

async function openBetsOn(trx: Transaction<DB>, column: 'market_id' | 'event_id', id: number) {
  const row = await trx
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_bets as b', 'b.id', 'l.bet_id')
    .select((eb) => eb.fn.count<number>('b.id').distinct().as('n'))
    .where(`l.${column}`, '=', id)
    .where('b.status', '=', 'open')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The status a market takes when a trader lifts a hold: the feed's, unless its event is held. */
const resumedStatus = sql<SportMarketStatus>`case when exists (select 1 from sport_events where sport_events.id = sport_markets.event_id and sport_events.trader_suspended = 1) then 'suspended' else coalesce(feed_status, 'open') end`;

export async function suspendMarket(
  ctx: StaffContext,
  input: { id: number; suspend: boolean; reason: string },
) {
  const result = await ctx.services.db.transaction().execute(async (trx) => {
    // The update comes first: it takes the row (and SQLite's write lock) before anything is read.
    const updated = await trx
      .updateTable('sport_markets')
      .set((eb) => ({
        trader_suspended: input.suspend ? 1 : 0,
        feed_status: eb.fn.coalesce('feed_status', sql<'open' | 'suspended'>`status`),
        status: input.suspend ? sql<SportMarketStatus>`'suspended'` : resumedStatus,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', input.id)
      .where('status', '!=', 'settled')
      .where('trader_suspended', '=', input.suspend ? 0 : 1)
      .executeTakeFirst();
    const market = await trx
      .selectFrom('sport_markets')
      .select(['id', 'event_id', 'status', 'trader_suspended'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!market) throw new AppError('backoffice.trading.marketNotFound');
    const changed = Number(updated.numUpdatedRows);
    if (changed === 0 && market.status === 'settled') {
      throw new AppError('backoffice.trading.marketSettled');
    }
    const openBets = await openBetsOn(trx, 'market_id', input.id);
    // Already so (a repeated click): nothing changed, so nothing to audit.
    if (changed === 0) ctx.unchanged();
    if (changed > 0) {
      await ctx.audit(
        {
          action: input.suspend ? 'sport.market.suspend' : 'sport.market.resume',
          objectType: 'sport_market',
          objectId: input.id,
          before: { traderSuspended: !input.suspend },
          after: { traderSuspended: input.suspend, status: market.status, openBets },
          reason: input.reason,
        },
        trx,
      );
    }
    return { changed, openBets, eventId: market.event_id };
  });
  await announceEvent(ctx.services, result.eventId);
  return { changed: result.changed, openBets: result.openBets };
}

export async function suspendEvent(
  ctx: StaffContext,
  input: { id: number; suspend: boolean; reason: string },
) {
  const result = await ctx.services.db.transaction().execute(async (trx) => {
    const flagged = await trx
      .updateTable('sport_events')
      .set({ trader_suspended: input.suspend ? 1 : 0, updated_at: Date.now() })
      .where('id', '=', input.id)
      .where('trader_suspended', '=', input.suspend ? 0 : 1)
      .executeTakeFirst();
    const event = await trx
      .selectFrom('sport_events')
      .select(['id', 'trader_suspended'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!event) throw new AppError('backoffice.trading.eventNotFound');
    if (Number(flagged.numUpdatedRows) === 0) {
      ctx.unchanged();
      return { changed: 0, openBets: 0 };
    }
    // Resuming the event lifts the event's hold only: a market a trader held stays held.
    const markets = await trx
      .updateTable('sport_markets')
      .set((eb) => ({
        feed_status: eb.fn.coalesce('feed_status', sql<'open' | 'suspended'>`status`),
        status: input.suspend
          ? sql<SportMarketStatus>`'suspended'`
          : sql<SportMarketStatus>`case when trader_suspended = 1 then 'suspended' else coalesce(feed_status, 'open') end`,
        version: eb('version', '+', 1),
      }))
      .where('event_id', '=', input.id)
      .where('status', '!=', 'settled')
      .executeTakeFirst();
    const openBets = await openBetsOn(trx, 'event_id', input.id);
    await ctx.audit(
      {
        action: input.suspend ? 'sport.event.suspend' : 'sport.event.resume',
        objectType: 'sport_event',
        objectId: input.id,
        before: { traderSuspended: !input.suspend },
        after: {
          traderSuspended: input.suspend,
          markets: Number(markets.numUpdatedRows),
          openBets,
        },
        reason: input.reason,
      },
      trx,
    );
    return { changed: Number(markets.numUpdatedRows), openBets };
  });
  await announceEvent(ctx.services, input.id);
  return result;
}

/** Sets (or, with null, releases) a trader's odds on one selection. */
export async function overrideOdds(
  ctx: StaffContext,
  input: { selectionId: number; oddsX100: number | null; reason: string },
) {
  const result = await ctx.services.db.transaction().execute(async (trx) => {
    const sel = await trx
      .selectFrom('sport_selections as s')
      .innerJoin('sport_markets as m', 'm.id', 's.market_id')
      .select(['s.id', 's.market_id', 's.odds_x100', 's.override_odds_x100', 's.feed_odds_x100'])
      .select(['m.status', 'm.event_id'])
      .where('s.id', '=', input.selectionId)
      .executeTakeFirst();
    if (!sel) throw new AppError('backoffice.trading.selectionNotFound');
    if (sel.status === 'settled') throw new AppError('backoffice.trading.marketSettled');
    const feedOdds = sel.override_odds_x100 === null ? sel.odds_x100 : sel.feed_odds_x100;
    const after =
      input.oddsX100 === null
        ? { odds_x100: feedOdds ?? sel.odds_x100, override_odds_x100: null, feed_odds_x100: null }
        : {
            odds_x100: input.oddsX100,
            override_odds_x100: input.oddsX100,
            feed_odds_x100: feedOdds,
          };
    await trx.updateTable('sport_selections').set(after).where('id', '=', sel.id).execute();
    // A new price: bets priced at the old one are refused at commit.
    await trx
      .updateTable('sport_markets')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', sel.market_id)
      .execute();
    await ctx.audit(
      {
        action: input.oddsX100 === null ? 'sport.odds.release' : 'sport.odds.override',
        objectType: 'sport_selection',
        objectId: sel.id,
        before: { oddsX100: sel.odds_x100, overrideX100: sel.override_odds_x100 },
        after: { oddsX100: after.odds_x100, overrideX100: after.override_odds_x100, feedOdds },
        reason: input.reason,
      },
      trx,
    );
    return { eventId: sel.event_id, oddsX100: after.odds_x100 };
  });
  await announceEvent(ctx.services, result.eventId);
  return { oddsX100: result.oddsX100, overridden: input.oddsX100 !== null };
}
