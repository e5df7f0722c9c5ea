// The trader's hold on the feed's settlements (a trader holds a doubtful result for review
// before any money moves): a hold set ahead on an event or a market (sport.trade), the queue of settlements
// the feed sent while held (modules/sport/book/holds.ts keeps them with the feed's message),
// and the decision on each (sport.settle): release applies it exactly as the feed said, in one
// transaction with its audit row, then settles the bets through the existing code (a first
// settlement pays, a resettlement moves the difference); reject discards it with the reason
// and the trader settles or voids by hand (./settle.ts). Each decision is conditional on the
// row still being held, so a second press, or two traders at once, pays nothing more. No
// four-eyes: a release pays what the feed would have paid without the hold.
import type { Kysely } from 'kysely';
import type { StaffInput } from '@talih/contracts/backoffice/call.ts';
import type * as contract from '@talih/contracts/backoffice/sport.ts';
import type { HeldSettlementRow, HeldState } from '@talih/contracts/backoffice/sport.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import type { FeedResult } from '../../../adapters/sports/port.ts';
import { rollbackFeedResults, writeFeedResults } from '../../../modules/sport/book/settlement.ts';
import { settleMarketBets } from '../../../modules/sport/bets/settle.ts';
import { outcomeShares } from '../../../modules/sport/math.ts';
import type { StaffContext } from '../../calls.ts';
import { announceEvent } from './announce.ts';
import { betPayouts } from './impact.ts';
import { betDeps } from './settle.ts';
import { marketLiability } from './liability.ts';

type HoldInput = StaffInput<typeof contract.tradingHold>;
type HeldInput = StaffInput<typeof contract.tradingHeldSettlements> & {
  status: HeldState | 'all';
  page: number;
  pageSize: number;
};

/** Holds (or lets go) the feed's settlements of an event's markets or of one market. */
export async function setSettlementHold(ctx: StaffContext, input: HoldInput) {
  const table = input.target === 'event' ? 'sport_events' : 'sport_markets';
  return ctx.services.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable(table)
      .set({ settle_held: input.hold ? 1 : 0 })
      .where('id', '=', input.id)
      .where('settle_held', '=', input.hold ? 0 : 1)
      .executeTakeFirst();
    const changed = Number(updated.numUpdatedRows);
    if (changed === 0) {
      const exists = await trx
        .selectFrom(table)
        .select('id')
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (!exists) {
        throw new AppError(
          input.target === 'event'
            ? 'backoffice.trading.eventNotFound'
            : 'backoffice.trading.marketNotFound',
        );
      }
      ctx.unchanged();
      return { changed };
    }
    await ctx.audit(
      {
        action: `sport.${input.target}.${input.hold ? 'hold' : 'unhold'}`,
        objectType: input.target === 'event' ? 'sport_event' : 'sport_market',
        objectId: input.id,
        before: { settleHeld: !input.hold },
        after: { settleHeld: input.hold },
        reason: input.reason,
      },
      trx,
    );
    return { changed };
  });
}

function resultsOf(kind: string, json: string) {
  if (kind !== 'settle') return [];
  const list = JSON.parse(json) as FeedResult[];
  return list.map((r) => ({ code: r.code, result: outcomeShares(r).label }));
}

/** The queue: held settlements first by age (oldest first), decided ones newest first. */
export async function listHeldSettlements(db: Kysely<DB>, input: HeldInput) {
  let q = db
    .selectFrom('sport_held_settlements as h')
    .innerJoin('sport_markets as m', 'm.id', 'h.market_id')
    .innerJoin('sport_events as e', 'e.id', 'h.event_id')
    .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
    .innerJoin('sport_sports as s', 's.id', 'l.sport_id');
  if (input.status !== 'all') q = q.where('h.status', '=', input.status);
  const total = await q.select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await q
    .selectAll('h')
    .select(['m.type', 'm.line', 'e.home', 'e.away', 'l.name as league', 's.code as sport'])
    .orderBy('h.id', input.status === 'held' ? 'asc' : 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const liability = await marketLiability(db, [...new Set(rows.map((r) => r.market_id))]);
  const out: HeldSettlementRow[] = rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    marketId: r.market_id,
    sport: r.sport,
    league: r.league,
    home: r.home,
    away: r.away,
    marketType: r.type,
    line: r.line,
    kind: r.kind,
    results: resultsOf(r.kind, r.results),
    status: r.status,
    feed: r.feed,
    msgId: r.msg_id,
    message: r.message,
    openBets: liability.get(r.market_id)?.openBets ?? 0,
    stakesMinor: liability.get(r.market_id)?.stakesMinor ?? 0,
    createdAt: Number(r.created_at),
    decidedBy: r.decided_by,
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    reason: r.reason,
  }));
  return { rows: out, total: Number(total?.n ?? 0) };
}

async function heldRow(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('sport_held_settlements')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('backoffice.trading.heldNotFound');
  return row;
}

/**
 * Marks the held row decided, conditional on it still being held. Answers false when it was
 * already decided the same way (a repeat: nothing to do); refuses the other decision.
 */
async function claim(
  ctx: StaffContext,
  trx: Kysely<DB>,
  id: number,
  status: 'released' | 'rejected',
  reason: string,
) {
  const claimed = await trx
    .updateTable('sport_held_settlements')
    .set({ status, decided_by: ctx.staff.name, decided_at: Date.now(), reason })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return true;
  const now = await heldRow(trx, id);
  if (now.status !== status) throw new AppError('backoffice.trading.heldDecided');
  ctx.unchanged();
  return false;
}

/** Applies a held settlement as the feed said, once; then settles the market's bets. */
export async function releaseHeld(ctx: StaffContext, input: { id: number; reason: string }) {
  const { db } = ctx.services;
  const row = await heldRow(db, input.id);
  const before = await betPayouts(db, [row.market_id]);
  const written = await db.transaction().execute(async (trx) => {
    if (!(await claim(ctx, trx, input.id, 'released', input.reason))) return false;
    const market = await trx
      .selectFrom('sport_markets')
      .select('trader_settled')
      .where('id', '=', row.market_id)
      .executeTakeFirstOrThrow();
    // A trader settled the market by hand since: theirs stands (reject this one instead).
    if (market.trader_settled === 1) throw new AppError('backoffice.trading.heldSettledByTrader');
    if (row.kind === 'settle') {
      await writeFeedResults(trx, row.market_id, JSON.parse(row.results) as FeedResult[]);
    } else {
      await rollbackFeedResults(trx, row.market_id);
    }
    await ctx.audit(
      {
        action: 'sport.held.release',
        objectType: 'sport_market',
        objectId: row.market_id,
        before: { held: row.id, status: 'held', payouts: Object.fromEntries(before) },
        after: {
          status: 'released',
          kind: row.kind,
          results: resultsOf(row.kind, row.results),
          feed: row.feed,
          msgId: row.msg_id,
        },
        reason: input.reason,
      },
      trx,
    );
    return true;
  });
  // Also after a repeat: settling the market's bets again is idempotent (a crash between the
  // commit and the bets is finished here, or by the sweeper).
  const betsSettled =
    row.kind === 'settle' ? await settleMarketBets(betDeps(ctx.services), row.market_id) : 0;
  const after = await betPayouts(db, [row.market_id]);
  let movedMinor = 0;
  for (const [betNo, paid] of after) movedMinor += Math.abs(paid - (before.get(betNo) ?? 0));
  if (written) await announceEvent(ctx.services, row.event_id);
  return { status: 'done' as const, markets: written ? 1 : 0, betsSettled, movedMinor };
}

/** Discards a held settlement with the reason: nothing is paid; the trader settles by hand. */
export async function rejectHeld(ctx: StaffContext, input: { id: number; reason: string }) {
  const { db } = ctx.services;
  const row = await heldRow(db, input.id);
  const rejected = await db.transaction().execute(async (trx) => {
    if (!(await claim(ctx, trx, input.id, 'rejected', input.reason))) return 0;
    await ctx.audit(
      {
        action: 'sport.held.reject',
        objectType: 'sport_market',
        objectId: row.market_id,
        before: { held: row.id, status: 'held' },
        after: {
          status: 'rejected',
          kind: row.kind,
          results: resultsOf(row.kind, row.results),
          feed: row.feed,
          msgId: row.msg_id,
        },
        reason: input.reason,
      },
      trx,
    );
    return 1;
  });
  return { status: 'done' as const, rejected };
}
