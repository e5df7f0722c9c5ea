// A trader's hold on the feed's settlements (backoffice trading): while an event or a market is
// held, a settlement the feed sends for the market, or its taking one back, is kept here with
// the feed's message instead of being applied: no result is written, no bet settles, no money
// moves, and the player's bet stays open (pending). A later message of the feed for the same
// market supersedes the one held; the same message again (a sandbox feed's recovery repeats
// its settlement) changes nothing. A trader then releases it (applied as the feed said,
// backoffice/areas/sport/holds.ts) or rejects it with a reason and settles by hand.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { FeedResult, FeedSource } from '../../../adapters/sports/port.ts';

export type HeldKind = 'settle' | 'rollback';

/** The market's event and whether the trader holds its settlements (the market or its event). */
export async function settlementHoldOf(db: Kysely<DB>, marketId: number) {
  const row = await db
    .selectFrom('sport_markets as m')
    .innerJoin('sport_events as e', 'e.id', 'm.event_id')
    .select(['m.event_id', 'm.settle_held as market_held', 'e.settle_held as event_held'])
    .select('m.trader_settled')
    .where('m.id', '=', marketId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    eventId: row.event_id,
    held: row.market_held === 1 || row.event_held === 1,
    traderSettled: row.trader_settled === 1,
  };
}

/**
 * Keeps the feed's settlement of a held market instead of applying it; answers true when the
 * market is held (the caller then applies nothing). A trader's settlement stands over the
 * feed's whatever the hold: the feed's message is then ignored as before.
 */
export async function holdIfHeld(
  db: Kysely<DB>,
  marketId: number,
  kind: HeldKind,
  results: FeedResult[],
  source: FeedSource | undefined,
  now: number,
): Promise<boolean> {
  const hold = await settlementHoldOf(db, marketId);
  if (!hold?.held || hold.traderSettled) return false;
  const json = JSON.stringify(results);
  const lastHeld = (q: Kysely<DB>) =>
    q
      .selectFrom('sport_held_settlements')
      .select(['id', 'kind', 'results'])
      .where('market_id', '=', marketId)
      .where('status', '=', 'held')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  const same = (last: Awaited<ReturnType<typeof lastHeld>>) =>
    last !== undefined && last.kind === kind && last.results === json;
  // A repeat (the sandbox feed's recovery sends an ended match's settlements again) is read
  // without opening a write transaction.
  if (same(await lastHeld(db))) return true;
  await db.transaction().execute(async (trx) => {
    const last = await lastHeld(trx);
    if (same(last)) return;
    if (last) {
      await trx
        .updateTable('sport_held_settlements')
        .set({ status: 'superseded', decided_at: now })
        .where('market_id', '=', marketId)
        .where('status', '=', 'held')
        .execute();
    }
    await trx
      .insertInto('sport_held_settlements')
      .values({
        market_id: marketId,
        event_id: hold.eventId,
        kind,
        results: json,
        feed: source?.feed ?? 'feed',
        msg_id: (source?.msgId ?? '').slice(0, 64),
        message: (source?.raw ?? json).slice(0, 100_000),
        status: 'held',
        created_at: now,
      })
      .execute();
  });
  return true;
}
