// A trader's settlement, void and rollback. Results are written to the selections exactly as
// the feed's settlement writes them, then every bet on the market settles through the existing
// code (modules/sport/bets/settle.ts settleMarketBets → ledger/sport-movements.ts), which pays a first
// settlement and moves only the difference on a resettlement; what a take-back finds missing
// from the player's cash becomes their debt (ledger/debt.ts). A trader's settlement is marked so
// the feed leaves it alone; a rollback unsettles the market (bets keep what they were paid) and
// leaves it suspended for the trader to settle again. Each step is conditional on the market's
// settle_version, so a repeat or a racing second click changes nothing.
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import type { BetDeps } from '../../../modules/sport/bets/deps.ts';
import { settleMarketBets } from '../../../modules/sport/bets/settle.ts';
import type { Services } from '../../../services.ts';
import type { StaffContext } from '../../calls.ts';
import { announceEvent } from './announce.ts';
import { betPayouts, sharesOf, type MarketResults } from './impact.ts';

export function betDeps(services: Services): BetDeps {
  return {
    services,
    liveDelayMs: 0,
    cashOutMarginPm: services.config.SPORT_CASHOUT_MARGIN_PM,
  };
}

/**
 * Writes the results and marks the market settled by a trader. Answers false when the market
 * already says exactly this (nothing to do). `overwrite`: a settled market may be resettled
 * (a void); otherwise a different settlement must be rolled back first.
 */
async function writeResults(trx: Transaction<DB>, m: MarketResults, overwrite: boolean) {
  const market = await trx
    .selectFrom('sport_markets')
    .select(['id', 'status', 'settle_version'])
    .where('id', '=', m.marketId)
    .executeTakeFirst();
  if (!market) throw new AppError('backoffice.trading.marketNotFound');
  const sels = await trx
    .selectFrom('sport_selections')
    .select(['id', 'result', 'win_pm', 'void_pm'])
    .where('market_id', '=', m.marketId)
    .execute();
  if (sels.length !== m.results.size || sels.some((s) => !m.results.has(s.id))) {
    throw new AppError('backoffice.trading.resultsIncomplete');
  }
  const same = sels.every((s) => {
    const o = sharesOf(m.results.get(s.id)!);
    return s.win_pm === o.winPm && s.void_pm === o.voidPm && s.result === o.label;
  });
  if (market.status === 'settled' && same) return false;
  if (market.status === 'settled' && !overwrite) {
    throw new AppError('backoffice.trading.rollBackFirst');
  }
  for (const s of sels) {
    const o = sharesOf(m.results.get(s.id)!);
    await trx
      .updateTable('sport_selections')
      .set({ result: o.label, win_pm: o.winPm, void_pm: o.voidPm })
      .where('id', '=', s.id)
      .execute();
  }
  const updated = await trx
    .updateTable('sport_markets')
    .set((eb) => ({
      status: 'settled' as const,
      trader_settled: 1,
      version: eb('version', '+', 1),
      settle_version: eb('settle_version', '+', 1),
    }))
    .where('id', '=', m.marketId)
    .where('settle_version', '=', market.settle_version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new AppError('backoffice.trading.moved');
  return true;
}

export interface SettleRun {
  action: string;
  objectType: 'sport_market' | 'sport_event';
  objectId: number;
  eventId: number;
  markets: MarketResults[];
  overwrite: boolean;
  reason: string;
  /** Runs in the results' transaction (the event's status on a void). */
  extra?: (trx: Transaction<DB>) => Promise<void>;
}

/** Writes every market's results in one transaction with the audit row, then settles bets. */
export async function runSettlement(ctx: StaffContext, run: SettleRun) {
  const marketIds = run.markets.map((m) => m.marketId);
  const before = await betPayouts(ctx.services.db, marketIds);
  const changed = await ctx.services.db.transaction().execute(async (trx) => {
    const written: number[] = [];
    for (const m of run.markets) {
      if (await writeResults(trx, m, run.overwrite)) written.push(m.marketId);
    }
    await run.extra?.(trx);
    // Results already as asked: only bets left unsettled (a crash) are settled below, idempotently.
    if (written.length === 0 && !run.extra) ctx.unchanged();
    if (written.length > 0 || run.extra) {
      await ctx.audit(
        {
          action: run.action,
          objectType: run.objectType,
          objectId: run.objectId,
          before: { payouts: Object.fromEntries(before) },
          after: {
            markets: written,
            results: run.markets.map((m) => ({
              marketId: m.marketId,
              results: Object.fromEntries(m.results),
            })),
          },
          reason: run.reason,
        },
        trx,
      );
    }
    return written;
  });
  let betsSettled = 0;
  // Also the markets written before a crash or a failed bet: settling again is idempotent.
  for (const marketId of marketIds) {
    betsSettled += await settleMarketBets(betDeps(ctx.services), marketId);
  }
  const after = await betPayouts(ctx.services.db, marketIds);
  let movedMinor = 0;
  for (const [betNo, paid] of after) movedMinor += Math.abs(paid - (before.get(betNo) ?? 0));
  await announceEvent(ctx.services, run.eventId);
  return { status: 'done' as const, markets: changed.length, betsSettled, movedMinor };
}

/** Unsettles a market: results cleared, suspended and held for the trader's next settlement. */
export async function rollbackMarket(ctx: StaffContext, marketId: number, reason: string) {
  const eventId = await ctx.services.db.transaction().execute(async (trx) => {
    const market = await trx
      .selectFrom('sport_markets')
      .select(['id', 'event_id', 'status', 'settle_version'])
      .where('id', '=', marketId)
      .executeTakeFirst();
    if (!market) throw new AppError('backoffice.trading.marketNotFound');
    if (market.status !== 'settled') {
      ctx.unchanged();
      return { eventId: market.event_id, changed: false };
    }
    const before = await trx
      .selectFrom('sport_selections')
      .select(['id', 'result'])
      .where('market_id', '=', marketId)
      .execute();
    const updated = await trx
      .updateTable('sport_markets')
      .set((eb) => ({
        status: 'suspended' as const,
        trader_suspended: 1,
        trader_settled: 1,
        version: eb('version', '+', 1),
        settle_version: eb('settle_version', '+', 1),
      }))
      .where('id', '=', marketId)
      .where('settle_version', '=', market.settle_version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('backoffice.trading.moved');
    await trx
      .updateTable('sport_selections')
      .set({ result: null, win_pm: null, void_pm: null })
      .where('market_id', '=', marketId)
      .execute();
    await ctx.audit(
      {
        action: 'sport.market.rollback',
        objectType: 'sport_market',
        objectId: marketId,
        before: { results: Object.fromEntries(before.map((s) => [s.id, s.result])) },
        after: { status: 'suspended', results: null },
        reason,
      },
      trx,
    );
    return { eventId: market.event_id, changed: true };
  });
  await announceEvent(ctx.services, eventId.eventId);
  return {
    status: 'done' as const,
    markets: eventId.changed ? 1 : 0,
    betsSettled: 0,
    movedMinor: 0,
  };
}
