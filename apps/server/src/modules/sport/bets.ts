// Bets: placing the bet slip, settling bets when their markets settle (and again, by the
// difference, when the feed corrects itself), cash-out, and the player's bet views. Money
// moves only through ledger/sport-movements.ts. A bet row's settle_version and status are
// changed with a conditional UPDATE in the ledger transaction that posts the movement, so of
// any number of racing settlers and cash-outs exactly one wins each step; the others look again.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { minorToNumber, numberToMinor } from '@talih/contracts/money.ts';
import {
  SPORT_LIMITS,
  type BetKind,
  type BetView,
  type OddsPolicy,
  type SportCode,
} from '@talih/contracts/sport.ts';
import { hitRateLimits } from '../../cache/rate-limit.ts';
import type { DB, SportBetsTable } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { betCashOut, betPlace, betSettle } from '../../ledger/sport-movements.ts';
import { LedgerError, RaceLost } from '../../ledger/errors.ts';
import { lockPlayerAccount } from '../../ledger/post.ts';
import { playerCashMinor } from '../../ledger/queries.ts';
import type { Services } from '../../services.ts';
import { stakeLimitFor } from './limits.ts';
import { placedBefore, recordPlaced, slipHash, type PlacedSlip } from './requests.ts';
import {
  betCombos,
  betStatusOf,
  cashOutOfferMinor,
  potentialMinor,
  settledPayoutMinor,
} from './math.ts';

const PLACE_LIMITS = [{ name: 'sport:place:min', max: 30, windowMs: 60_000 }];
const CASHOUT_LIMITS = [{ name: 'sport:cashout:min', max: 20, windowMs: 60_000 }];
const SETTLE_BATCH = 500;

export interface BetDeps {
  services: Services;
  liveDelayMs: number;
  cashOutMarginPm: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface PlaceInput {
  userId: number;
  kind: BetKind;
  systemK?: number | undefined;
  selections: { selectionId: number; odds: number }[];
  stake: number;
  oddsPolicy: OddsPolicy;
  /** The client's id of this submit: a replay answers the first result (./requests.ts). */
  requestId?: string | undefined;
}

interface LegRow {
  selection_id: number;
  code: string;
  odds_x100: number;
  market_id: number;
  market_status: string;
  market_version: number;
  in_play: number;
  event_id: number;
  event_status: string;
  start_at: number;
  sport: string;
  league_id: number;
  market_type: string;
}

async function loadLegs(db: Kysely<DB>, selectionIds: number[]): Promise<LegRow[]> {
  if (selectionIds.length === 0) return [];
  const rows = await db
    .selectFrom('sport_selections as s')
    .innerJoin('sport_markets as m', 'm.id', 's.market_id')
    .innerJoin('sport_events as e', 'e.id', 'm.event_id')
    .innerJoin('sport_leagues as lg', 'lg.id', 'e.league_id')
    .innerJoin('sport_sports as sp', 'sp.id', 'lg.sport_id')
    .select([
      'sp.code as sport',
      'e.league_id',
      'm.type as market_type',
      's.id as selection_id',
      's.code',
      's.odds_x100',
      'm.id as market_id',
      'm.status as market_status',
      'm.version as market_version',
      'm.in_play',
      'e.id as event_id',
      'e.status as event_status',
      'e.start_at',
    ])
    .where('s.id', 'in', selectionIds)
    .execute();
  return rows.map((r) => ({ ...r, start_at: Number(r.start_at) }));
}

function newBetNo() {
  return `S${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Checks a leg can be bet on now; throws the player's reason otherwise. */
function assertOpen(leg: LegRow, now: number) {
  if (leg.event_status === 'ended' || leg.event_status === 'cancelled') {
    throw new AppError('errors.sport.eventOver');
  }
  if (leg.event_status === 'not_started' && leg.start_at <= now) {
    throw new AppError('errors.sport.started');
  }
  if (leg.event_status === 'live' && leg.in_play !== 1) throw new AppError('errors.sport.started');
  if (leg.market_status !== 'open') throw new AppError('errors.sport.suspended');
}

export async function placeBets(deps: BetDeps, input: PlaceInput): Promise<PlacedSlip> {
  const { services } = deps;
  // A replay answers the first result, whatever has changed since (the market may be closed).
  const hash = input.requestId === undefined ? '' : slipHash(input);
  if (input.requestId !== undefined) {
    const first = await placedBefore(services.db, input.userId, input.requestId, hash);
    if (first) return first;
  }
  const ids = input.selections.map((s) => s.selectionId);
  if (new Set(ids).size !== ids.length) throw new AppError('errors.sport.sameSelection');
  const n = ids.length;
  if (input.kind === 'multi' && n < 2) throw new AppError('errors.sport.multiNeedsTwo');
  if (input.kind === 'system') {
    const k = input.systemK ?? 0;
    if (n < 3 || k < 2 || k >= n) throw new AppError('errors.sport.systemShape');
  }
  const stakeMinor = numberToMinor(input.stake);
  if (stakeMinor < SPORT_LIMITS.minStakeMinor) {
    throw new AppError('errors.sport.stakeMin', {
      minMoney: minorToNumber(SPORT_LIMITS.minStakeMinor),
    });
  }
  if (stakeMinor > SPORT_LIMITS.maxStakeMinor) {
    throw new AppError('errors.sport.stakeMax', {
      maxMoney: minorToNumber(SPORT_LIMITS.maxStakeMinor),
    });
  }
  if (await hitRateLimits(services.cache, String(input.userId), PLACE_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }

  let legs = await loadLegs(services.db, ids);
  if (legs.length !== n) throw new AppError('errors.sport.selectionGone');
  const byId = new Map(legs.map((l) => [l.selection_id, l]));
  const ordered = () => input.selections.map((s) => byId.get(s.selectionId) as LegRow);
  if (input.kind !== 'single') {
    const events = new Set(legs.map((l) => l.event_id));
    if (events.size !== n) throw new AppError('errors.sport.sameEvent');
  }
  const now = Date.now();
  for (const leg of legs) assertOpen(leg, now);
  checkOdds(input, byId);
  // Traders' limits per sport, league, market type and player: the strictest wins.
  const limit = await stakeLimitFor(services.db, input.userId, legs);
  if (stakeMinor > limit.maxStakeMinor) {
    throw new AppError('errors.sport.stakeMax', { maxMoney: minorToNumber(limit.maxStakeMinor) });
  }

  // A live bet waits, then is refused if its market closed meanwhile, or if its odds moved
  // and the player's odds-change setting does not take the new ones ("ask me" takes none).
  const live = legs.some((l) => l.event_status === 'live');
  if (live && deps.liveDelayMs > 0) {
    const before = new Map(legs.map((l) => [l.selection_id, l.odds_x100]));
    await (deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(deps.liveDelayMs);
    legs = await loadLegs(services.db, ids);
    for (const leg of legs) {
      if (leg.market_status !== 'open') throw new AppError('errors.sport.changedDuringDelay');
      assertOpen(leg, Date.now());
      const was = before.get(leg.selection_id) ?? 0;
      const taken =
        leg.odds_x100 === was ||
        input.oddsPolicy === 'any' ||
        (input.oddsPolicy === 'higher' && leg.odds_x100 > was);
      if (!taken) throw new AppError('errors.sport.changedDuringDelay');
      byId.set(leg.selection_id, leg);
    }
    checkOdds(input, byId);
  }

  // The bets the slip makes: one per selection for singles, else one.
  const slips =
    input.kind === 'single'
      ? ordered().map((l) => ({ legs: [l], kind: 'single' as const, k: null }))
      : [
          {
            legs: ordered(),
            kind: input.kind,
            k: input.kind === 'system' ? (input.systemK ?? null) : null,
          },
        ];
  const planned = slips.map((s) => {
    const combos = betCombos(s.kind, s.legs.length, s.k);
    const odds = s.legs.map((l) => l.odds_x100);
    const potential = potentialMinor(stakeMinor, odds, combos);
    const total = stakeMinor * combos.length;
    if (potential > SPORT_LIMITS.maxPayoutMinor) {
      throw new AppError('errors.sport.payoutMax', {
        maxMoney: minorToNumber(SPORT_LIMITS.maxPayoutMinor),
      });
    }
    return {
      ...s,
      betNo: newBetNo(),
      combos,
      stakeMinor: total,
      potential,
      totalOddsX100: Math.floor((potential * 100) / total),
    };
  });

  const versions = new Map(legs.map((l) => [l.market_id, l.market_version]));
  try {
    return await services.ledger.transact('sport_bet', async (tx): Promise<PlacedSlip> => {
      // The player's row is locked first: two slips of one player can't both read their open
      // stakes (the event limit) or both miss a request id before either has written.
      await lockPlayerAccount(tx, input.userId);
      if (input.requestId !== undefined) {
        const first = await placedBefore(tx.trx, input.userId, input.requestId, hash);
        if (first) return first;
      }
      await claimMarketsUnchanged(tx.trx, versions, services.database?.kind === 'postgres');
      // Per event, a player's open stakes stay under the event limit.
      const eventIds = [...new Set(legs.map((l) => l.event_id))];
      const staked = await tx.trx
        .selectFrom('sport_bet_legs as l')
        .innerJoin('sport_bets as b', 'b.id', 'l.bet_id')
        .select((eb) => ['l.event_id', eb.fn.sum<number>('b.stake_minor').as('total')])
        .where('b.user_id', '=', input.userId)
        .where('b.status', '=', 'open')
        .where('l.event_id', 'in', eventIds)
        .groupBy('l.event_id')
        .execute();
      for (const eventId of eventIds) {
        const already = Number(staked.find((s) => s.event_id === eventId)?.total ?? 0);
        const adding = planned
          .filter((p) => p.legs.some((l) => l.event_id === eventId))
          .reduce((s, p) => s + p.stakeMinor, 0);
        if (already + adding > SPORT_LIMITS.maxEventStakeMinor) {
          throw new AppError('errors.sport.eventStakeMax', {
            maxMoney: minorToNumber(SPORT_LIMITS.maxEventStakeMinor),
            leftMoney: minorToNumber(Math.max(0, SPORT_LIMITS.maxEventStakeMinor - already)),
          });
        }
      }
      let balance = 0;
      for (const p of planned) {
        const bet = await tx.trx
          .insertInto('sport_bets')
          .values({
            bet_no: p.betNo,
            user_id: input.userId,
            kind: p.kind,
            system_k: p.k,
            stake_minor: p.stakeMinor,
            unit_stake_minor: stakeMinor,
            total_odds_x100: p.totalOddsX100,
            potential_minor: p.potential,
            status: 'open',
            payout_minor: 0,
            settle_version: 0,
            live: p.legs.some((l) => l.event_status === 'live') ? 1 : 0,
            placed_at: tx.now,
            settled_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx.trx
          .insertInto('sport_bet_legs')
          .values(
            p.legs.map((l) => ({
              bet_id: bet.id,
              selection_id: l.selection_id,
              market_id: l.market_id,
              event_id: l.event_id,
              odds_x100: l.odds_x100,
            })),
          )
          .execute();
        const posted = await betPlace(tx, {
          betNo: p.betNo,
          userId: input.userId,
          stakeMinor: p.stakeMinor,
        });
        balance = posted.playerBalanceMinor ?? 0;
      }
      const placed = { bets: planned.map((p) => p.betNo), balanceMinor: balance };
      if (input.requestId !== undefined) {
        const r = { userId: input.userId, requestId: input.requestId, hash, placed, now: tx.now };
        await recordPlaced(tx.trx, r);
      }
      return placed;
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('errors.sport.insufficient');
    }
    throw error;
  }
}

/**
 * Nothing may have moved since we checked: each market still open at the version we priced, at
 * commit. On PostgreSQL the rows are read FOR SHARE (a plain read at READ COMMITTED answers
 * from before a settlement that is committing): a settlement's update waits for this bet and
 * then finds it, or has committed first and is what we read; bets on one market share the
 * lock and don't queue. SQLite's BEGIN IMMEDIATE already keeps settlements out.
 */
async function claimMarketsUnchanged(
  trx: Transaction<DB>,
  versions: Map<number, number>,
  postgres: boolean,
) {
  const rows = await trx
    .selectFrom('sport_markets')
    .select(['id', 'version', 'status'])
    .where('id', 'in', [...versions.keys()])
    .orderBy('id')
    .$if(postgres, (q) => q.forShare())
    .execute();
  const unchanged = rows.filter((m) => m.status === 'open' && m.version === versions.get(m.id));
  if (unchanged.length !== versions.size) throw new AppError('errors.sport.oddsChanged');
}

function checkOdds(input: PlaceInput, byId: Map<number, LegRow>) {
  for (const s of input.selections) {
    const leg = byId.get(s.selectionId);
    if (!leg) continue;
    const seen = Math.round(s.odds * 100);
    if (leg.odds_x100 === seen) continue;
    if (input.oddsPolicy === 'any') continue;
    if (input.oddsPolicy === 'higher' && leg.odds_x100 > seen) continue;
    throw new AppError('errors.sport.oddsChanged');
  }
}

/**
 * Settles (or resettles by the difference) every bet with a leg on the market. One bet's error
 * does not stop the others: it is logged, the rest settle, and the first error is thrown at
 * the end (the sweeper and reconcile find the bet it left).
 */
export async function settleMarketBets(deps: BetDeps, marketId: number): Promise<number> {
  let settled = 0;
  let after = 0;
  let failed: unknown = null;
  for (let page = 0; page < 10_000; page++) {
    const rows = await deps.services.db
      .selectFrom('sport_bet_legs')
      .select('bet_id')
      .distinct()
      .where('market_id', '=', marketId)
      .where('bet_id', '>', after)
      .orderBy('bet_id')
      .limit(SETTLE_BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      after = r.bet_id;
      try {
        if ((await settleBet(deps, r.bet_id)) === 'settled') settled++;
      } catch (error) {
        deps.services.log.error({ err: error, betId: r.bet_id }, 'sport bet failed to settle');
        failed ??= error;
      }
    }
  }
  if (failed !== null) throw failed;
  return settled;
}

export type SettleOutcome = 'settled' | 'unchanged' | 'open' | 'closed';

/**
 * Settles one bet by its legs as they stand. A resettlement that takes back more than the
 * player holds posts in full; the rest becomes the player's debt (ledger/debt.ts).
 */
export async function settleBet(deps: BetDeps, betId: number): Promise<SettleOutcome> {
  const { services } = deps;
  return services.ledger.transact('sport_settle', async (tx) => {
    const bet = await tx.trx
      .selectFrom('sport_bets')
      .selectAll()
      .where('id', '=', betId)
      .executeTakeFirst();
    if (!bet || bet.status === 'cashed_out') return 'closed';
    const legs = await tx.trx
      .selectFrom('sport_bet_legs as l')
      .innerJoin('sport_selections as s', 's.id', 'l.selection_id')
      .select(['l.odds_x100', 's.win_pm', 's.void_pm'])
      .where('l.bet_id', '=', bet.id)
      .orderBy('l.id')
      .execute();
    const combos = betCombos(bet.kind, legs.length, bet.system_k);
    const payout = settledPayoutMinor(
      Number(bet.unit_stake_minor),
      legs.map((l) => ({ oddsX100: l.odds_x100, winPm: l.win_pm, voidPm: l.void_pm })),
      combos,
    );
    // Unsettled (or a settlement rolled back): a settled bet keeps what it has until the
    // feed settles again.
    if (payout === null) return bet.settle_version === 0 ? 'open' : 'unchanged';
    const stake = Number(bet.stake_minor);
    const status = betStatusOf(stake, payout);
    const paid = Number(bet.payout_minor);
    if (bet.settle_version > 0 && payout === paid && status === bet.status) return 'unchanged';
    const version = bet.settle_version + 1;
    const updated = await tx.trx
      .updateTable('sport_bets')
      .set({ settle_version: version, payout_minor: payout, status, settled_at: tx.now })
      .where('id', '=', bet.id)
      .where('settle_version', '=', bet.settle_version)
      .where('status', '=', bet.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new RaceLost(`bet ${bet.bet_no} moved`);
    await betSettle(tx, {
      betNo: bet.bet_no,
      userId: bet.user_id,
      version,
      stakeMinor: stake,
      payoutMinor: payout,
      paidMinor: paid,
      result: status,
    });
    return 'settled';
  });
}

async function offerFor(db: Kysely<DB>, bet: Selectable<SportBetsTable>, marginPm: number) {
  if (bet.status !== 'open' || bet.settle_version !== 0 || bet.kind === 'system') return null;
  const legs = await db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_selections as s', 's.id', 'l.selection_id')
    .innerJoin('sport_markets as m', 'm.id', 'l.market_id')
    .select(['l.odds_x100', 's.win_pm', 's.void_pm', 's.odds_x100 as current', 'm.status'])
    .where('l.bet_id', '=', bet.id)
    .execute();
  return cashOutOfferMinor(
    Number(bet.stake_minor),
    legs.map((l) => ({
      oddsX100: l.odds_x100,
      winPm: l.win_pm,
      voidPm: l.void_pm,
      currentOddsX100: l.current,
      marketOpen: l.status === 'open',
    })),
    marginPm,
  );
}

export async function cashOutBet(
  deps: BetDeps,
  userId: number,
  betNo: string,
  amount: number,
): Promise<{ balanceMinor: number }> {
  const { services } = deps;
  if (await hitRateLimits(services.cache, String(userId), CASHOUT_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
  const asked = numberToMinor(amount);
  return services.ledger.transact('sport_cashout', async (tx) => {
    const bet = await tx.trx
      .selectFrom('sport_bets')
      .selectAll()
      .where('bet_no', '=', betNo)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!bet) throw new AppError('errors.sport.betNotFound');
    if (bet.status !== 'open' || bet.settle_version !== 0)
      throw new AppError('errors.sport.betClosed');
    const offer = await offerFor(tx.trx as unknown as Kysely<DB>, bet, deps.cashOutMarginPm);
    if (offer === null) throw new AppError('errors.sport.cashOutUnavailable');
    if (offer !== asked)
      throw new AppError('errors.sport.offerChanged', { offerMoney: minorToNumber(offer) });
    const updated = await tx.trx
      .updateTable('sport_bets')
      .set({ status: 'cashed_out', payout_minor: offer, settled_at: tx.now })
      .where('id', '=', bet.id)
      .where('status', '=', 'open')
      .where('settle_version', '=', 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new RaceLost(`bet ${betNo} moved`);
    const posted = await betCashOut(tx, {
      betNo,
      userId,
      stakeMinor: Number(bet.stake_minor),
      amountMinor: offer,
    });
    return { balanceMinor: posted.playerBalanceMinor ?? 0 };
  });
}

/** The player's bets as the screens show them; only their own (another's answers nothing). */
export async function betViews(
  deps: BetDeps,
  userId: number,
  filter: { status: 'open' | 'settled'; page: number; pageSize: number } | { betNos: string[] },
): Promise<{ list: BetView[]; total: number }> {
  const db = deps.services.db;
  let q = db.selectFrom('sport_bets').where('user_id', '=', userId);
  if ('betNos' in filter) q = q.where('bet_no', 'in', filter.betNos.length ? filter.betNos : ['-']);
  else
    q = filter.status === 'open' ? q.where('status', '=', 'open') : q.where('status', '!=', 'open');
  const totalRow = await q.select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  let rowsQ = q.selectAll().orderBy('id', 'desc');
  if (!('betNos' in filter))
    rowsQ = rowsQ.limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize);
  const bets = await rowsQ.execute();
  const legs = bets.length
    ? await db
        .selectFrom('sport_bet_legs as l')
        .innerJoin('sport_selections as s', 's.id', 'l.selection_id')
        .innerJoin('sport_markets as m', 'm.id', 'l.market_id')
        .innerJoin('sport_events as e', 'e.id', 'l.event_id')
        .innerJoin('sport_leagues as lg', 'lg.id', 'e.league_id')
        .innerJoin('sport_sports as sp', 'sp.id', 'lg.sport_id')
        .select([
          'l.bet_id',
          'l.id',
          'l.selection_id',
          'l.event_id',
          'l.odds_x100',
          's.code',
          's.result',
          'm.type',
          'm.line',
          'e.home',
          'e.away',
          'e.start_at',
          'e.status as event_status',
          'e.home_score',
          'e.away_score',
          'sp.code as sport',
        ])
        .where(
          'l.bet_id',
          'in',
          bets.map((b) => b.id),
        )
        .orderBy('l.id')
        .execute()
    : [];
  const list: BetView[] = [];
  for (const b of bets) {
    const offer = b.status === 'open' ? await offerFor(db, b, deps.cashOutMarginPm) : null;
    list.push({
      betNo: b.bet_no,
      kind: b.kind,
      systemK: b.system_k,
      combinations: betCombos(b.kind, legs.filter((l) => l.bet_id === b.id).length, b.system_k)
        .length,
      stake: minorToNumber(Number(b.stake_minor)),
      totalOdds: Number(b.total_odds_x100) / 100,
      potentialWin: minorToNumber(Number(b.potential_minor)),
      status: b.status,
      payout: minorToNumber(Number(b.payout_minor)),
      live: b.live === 1,
      placedAt: Number(b.placed_at),
      settledAt: b.settled_at === null ? null : Number(b.settled_at),
      cashOut: offer === null ? null : minorToNumber(offer),
      legs: legs
        .filter((l) => l.bet_id === b.id)
        .map((l) => ({
          selectionId: l.selection_id,
          eventId: l.event_id,
          sport: l.sport as SportCode,
          home: l.home,
          away: l.away,
          startAt: Number(l.start_at),
          eventStatus: l.event_status,
          homeScore: l.home_score,
          awayScore: l.away_score,
          marketType: l.type,
          line: l.line,
          code: l.code,
          odds: l.odds_x100 / 100,
          result: (l.result as BetView['legs'][number]['result']) ?? null,
        })),
    });
  }
  return { list, total: Number(totalRow?.n ?? 0) };
}

export { playerCashMinor };
