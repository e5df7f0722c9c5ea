// The sportsbook trading area's staff calls. Manual settle, void and rollback move money: each
// asks requestOrRun, which runs it at once when its amount (./impact.ts) is within
// FOUR_EYES_SPORT_MINOR, else waits for a second staff member holding sport.settle.
import * as contract from '@talih/contracts/backoffice/trading.ts';
import type { SelectionResult } from '@talih/contracts/backoffice/trading.ts';
import { registerApprovalExecutor, requestOrRun } from '../../approvals.ts';
import { defineStaffCall, type StaffContext, type StaffRegistry } from '../../calls.ts';
import { AppError } from '../../../http/errors.ts';
import { listSportEvents, sportEventDetail, sportLeagueList } from './events.ts';
import { rollbackWinningsMinor, settlementImpactMinor, type MarketResults } from './impact.ts';
import { listHeldSettlements, rejectHeld, releaseHeld, setSettlementHold } from './holds.ts';
import { listPlayerLimits, listStakeLimits, setPlayerLimit, setStakeLimit } from './limits.ts';
import { rollbackMarket, runSettlement } from './settle.ts';
import { overrideOdds, suspendEvent, suspendMarket } from './suspend.ts';
import { searchTickets, ticketDetail } from './tickets.ts';

type SettlePayload =
  | { op: 'settle'; marketId: number; results: [number, SelectionResult][]; reason: string }
  | { op: 'void'; target: 'market' | 'event'; id: number; reason: string };
type RollbackPayload = { marketId: number; reason: string };

async function eventOfMarket(ctx: StaffContext, marketId: number) {
  const m = await ctx.services.db
    .selectFrom('sport_markets')
    .select('event_id')
    .where('id', '=', marketId)
    .executeTakeFirst();
  if (!m) throw new AppError('backoffice.trading.marketNotFound');
  return m.event_id;
}

/** Every selection of each market voided: each bet on them gets its stake back. */
async function voidResults(ctx: StaffContext, target: 'market' | 'event', id: number) {
  const sels = await ctx.services.db
    .selectFrom('sport_selections as s')
    .innerJoin('sport_markets as m', 'm.id', 's.market_id')
    .select(['s.id', 's.market_id', 'm.event_id'])
    .where(target === 'market' ? 'm.id' : 'm.event_id', '=', id)
    .orderBy('s.id')
    .execute();
  const markets = new Map<number, MarketResults>();
  for (const s of sels) {
    const m = markets.get(s.market_id) ?? { marketId: s.market_id, results: new Map() };
    m.results.set(s.id, 'void');
    markets.set(s.market_id, m);
  }
  return [...markets.values()];
}

async function plan(ctx: StaffContext, p: SettlePayload) {
  if (p.op === 'settle') {
    const eventId = await eventOfMarket(ctx, p.marketId);
    return { eventId, markets: [{ marketId: p.marketId, results: new Map(p.results) }] };
  }
  const markets = await voidResults(ctx, p.target, p.id);
  if (p.target === 'market') {
    if (markets.length === 0) throw new AppError('backoffice.trading.marketNotFound');
    return { eventId: await eventOfMarket(ctx, p.id), markets };
  }
  const event = await ctx.services.db
    .selectFrom('sport_events')
    .select('id')
    .where('id', '=', p.id)
    .executeTakeFirst();
  if (!event) throw new AppError('backoffice.trading.eventNotFound');
  return { eventId: p.id, markets };
}

async function executeSettle(ctx: StaffContext, p: SettlePayload) {
  const { eventId, markets } = await plan(ctx, p);
  const eventVoid = p.op === 'void' && p.target === 'event';
  return runSettlement(ctx, {
    action: p.op === 'settle' ? 'sport.market.settle' : `sport.${p.target}.void`,
    objectType: eventVoid ? 'sport_event' : 'sport_market',
    objectId: p.op === 'settle' ? p.marketId : p.id,
    eventId,
    markets,
    overwrite: p.op === 'void',
    reason: p.reason,
    // A voided event is over for players, and its new markets (if the feed sends any) held.
    ...(eventVoid
      ? {
          extra: async (trx) => {
            await trx
              .updateTable('sport_events')
              .set({ trader_suspended: 1, updated_at: Date.now() })
              .where('id', '=', eventId)
              .execute();
            await trx
              .updateTable('sport_events')
              .set({ status: 'cancelled' })
              .where('id', '=', eventId)
              .where('status', '!=', 'ended')
              .execute();
          },
        }
      : {}),
  });
}

async function requestSettle(ctx: StaffContext, p: SettlePayload) {
  const { markets } = await plan(ctx, p);
  const outcome = await requestOrRun(ctx, {
    kind: 'sport.settle',
    objectType: p.op === 'void' && p.target === 'event' ? 'sport_event' : 'sport_market',
    objectId: p.op === 'settle' ? p.marketId : p.id,
    amountMinor: await settlementImpactMinor(ctx.services.db, markets),
    payload: p,
    reason: p.reason,
  });
  if (outcome.status === 'pending') return outcome;
  return outcome.result as Awaited<ReturnType<typeof runSettlement>>;
}

export function register(registry: StaffRegistry) {
  const sportThreshold = {
    thresholdMinor: (c: { FOUR_EYES_SPORT_MINOR: number }) => c.FOUR_EYES_SPORT_MINOR,
  };
  registerApprovalExecutor('sport.settle', {
    permission: 'sport.settle',
    execute: (ctx, payload) => executeSettle(ctx, payload as SettlePayload),
    ...sportThreshold,
  });
  registerApprovalExecutor('sport.rollback', {
    permission: 'sport.settle',
    execute: (ctx, payload) => {
      const p = payload as RollbackPayload;
      return rollbackMarket(ctx, p.marketId, p.reason);
    },
    ...sportThreshold,
  });

  registry.add(
    defineStaffCall({
      ...contract.tradingFeedHealth,
      async handler(ctx) {
        const row = await ctx.services.db
          .selectFrom('feed_health')
          .selectAll()
          .where('feed', '=', 'lsports')
          .executeTakeFirst();
        const feed = ctx.services.config.SPORT_FEED;
        if (!row || feed !== 'lsports') return { feed, health: null };
        const state = contract.FEED_STATES.find((s) => s === row.state) ?? 'connecting';
        return {
          feed,
          health: {
            instance: row.instance,
            state,
            lastHeartbeatAt: row.last_heartbeat_at === null ? null : Number(row.last_heartbeat_at),
            lastLagMs: row.last_lag_ms === null ? null : Number(row.last_lag_ms),
            suspendedMarkets: Number(row.suspended_markets),
            recoveries: Number(row.recoveries),
            recoveryFailures: Number(row.recovery_failures),
            messages: Number(row.messages),
            updatedAt: Number(row.updated_at),
          },
        };
      },
    }),
    defineStaffCall({
      ...contract.tradingEvents,
      async handler(ctx, input) {
        const found = await listSportEvents(ctx.services.db, input);
        return { rows: found.rows, total: found.total, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.tradingLeagues,
      handler: (ctx) => sportLeagueList(ctx.services.db),
    }),
    defineStaffCall({
      ...contract.tradingEvent,
      handler: (ctx, input) => sportEventDetail(ctx.services.db, input.eventId),
    }),
    defineStaffCall({
      ...contract.tradingSuspend,
      handler: (ctx, input) =>
        input.target === 'market' ? suspendMarket(ctx, input) : suspendEvent(ctx, input),
    }),
    defineStaffCall({
      ...contract.tradingOdds,
      handler: (ctx, input) => overrideOdds(ctx, input),
    }),
    defineStaffCall({
      ...contract.tradingSettle,
      handler: (ctx, input) =>
        requestSettle(ctx, {
          op: 'settle',
          marketId: input.marketId,
          results: input.results.map((r) => [r.selectionId, r.result]),
          reason: input.reason,
        }),
    }),
    defineStaffCall({
      ...contract.tradingVoid,
      handler: (ctx, input) =>
        requestSettle(ctx, {
          op: 'void',
          target: input.target,
          id: input.id,
          reason: input.reason,
        }),
    }),
    defineStaffCall({
      ...contract.tradingRollback,
      async handler(ctx, input) {
        const market = await ctx.services.db
          .selectFrom('sport_markets')
          .select('status')
          .where('id', '=', input.marketId)
          .executeTakeFirst();
        if (!market) throw new AppError('backoffice.trading.marketNotFound');
        if (market.status !== 'settled') throw new AppError('backoffice.trading.notSettled');
        const outcome = await requestOrRun(ctx, {
          kind: 'sport.rollback',
          objectType: 'sport_market',
          objectId: input.marketId,
          amountMinor: await rollbackWinningsMinor(ctx.services.db, input.marketId),
          payload: { marketId: input.marketId, reason: input.reason } satisfies RollbackPayload,
          reason: input.reason,
        });
        if (outcome.status === 'pending') return outcome;
        return outcome.result as Awaited<ReturnType<typeof rollbackMarket>>;
      },
    }),
    defineStaffCall({
      ...contract.tradingHold,
      handler: (ctx, input) => setSettlementHold(ctx, input),
    }),
    defineStaffCall({
      ...contract.tradingHeldSettlements,
      async handler(ctx, input) {
        const found = await listHeldSettlements(ctx.services.db, input);
        return { rows: found.rows, total: found.total, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.tradingReleaseHeld,
      handler: (ctx, input) => releaseHeld(ctx, input),
    }),
    defineStaffCall({
      ...contract.tradingRejectHeld,
      handler: (ctx, input) => rejectHeld(ctx, input),
    }),
    defineStaffCall({
      ...contract.stakeLimits,
      handler: async (ctx) => ({ rows: await listStakeLimits(ctx.services.db) }),
    }),
    defineStaffCall({
      ...contract.setStakeLimit,
      handler: (ctx, input) => setStakeLimit(ctx, input),
    }),
    defineStaffCall({
      ...contract.playerStakeLimits,
      async handler(ctx, input) {
        const found = await listPlayerLimits(ctx.services.db, input);
        return { ...found, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.setPlayerStakeLimit,
      handler: (ctx, input) => setPlayerLimit(ctx, input),
    }),
    defineStaffCall({
      ...contract.tradingTickets,
      async handler(ctx, input) {
        const found = await searchTickets(ctx.services.db, input);
        return { rows: found.rows, total: found.total, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.tradingTicket,
      handler: (ctx, input) => ticketDetail(ctx.services.db, input.betNo),
    }),
  );
}
