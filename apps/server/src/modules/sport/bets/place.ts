// Placing a bet slip: the slip's rules (./place-checks.ts), the legs as they stand, the
// traders' stake limits, the live delay, then one ledger transaction that claims the markets
// unchanged, keeps the player's open stakes per event under the limit, writes the bets and
// takes their stakes (ledger/sport-movements.ts). A replayed request id answers the first result.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { minorToNumber, numberToMinor } from '@talih/contracts/money.ts';
import { SPORT_LIMITS, type BetKind } from '@talih/contracts/sport.ts';
import { hitRateLimits } from '../../../cache/rate-limit.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { LedgerError } from '../../../ledger/errors.ts';
import { lockPlayerAccount, type TxState } from '../../../ledger/post.ts';
import { betPlace } from '../../../ledger/sport-movements.ts';
import { stakeLimitFor } from '../limits.ts';
import { betCombos, potentialMinor } from '../math.ts';
import { placedBefore, recordPlaced, slipHash, type PlacedSlip } from '../requests.ts';
import { planSportBonusStake } from './bonus.ts';
import { claimFreeBet, usableFreeBet } from './free-bets.ts';
import type { BetDeps } from './deps.ts';
import {
  assertOpen,
  checkOdds,
  checkSlipShape,
  checkStakeBounds,
  takesMovedOdds,
  type PlaceInput,
} from './place-checks.ts';
import { insertBet, loadLegs, marketStates, openStakesByEvent, type LegRow } from './repository.ts';

export type { PlaceInput } from './place-checks.ts';

const PLACE_LIMITS = [{ name: 'sport:place:min', max: 30, windowMs: 60_000 }];

/** The legs as last read: the list, and by selection id (what the bets are made of). */
interface PricedLegs {
  legs: LegRow[];
  byId: Map<number, LegRow>;
}

/** A bet the slip makes, priced. */
interface PlannedBet {
  legs: LegRow[];
  kind: BetKind;
  k: number | null;
  betNo: string;
  combos: number[][];
  stakeMinor: number;
  potential: number;
  totalOddsX100: number;
}

export async function placeBets(deps: BetDeps, input: PlaceInput): Promise<PlacedSlip> {
  const { services } = deps;
  // A replay answers the first result, whatever has changed since (the market may be closed).
  const hash = input.requestId === undefined ? '' : slipHash(input);
  if (input.requestId !== undefined) {
    const first = await placedBefore(services.db, input.userId, input.requestId, hash);
    if (first) return first;
  }
  checkSlipShape(input);
  // A free bet stakes its token's amount, whatever the slip says.
  const stakeMinor =
    input.freeBetId === undefined
      ? numberToMinor(input.stake)
      : (await usableFreeBet(services.db, input.userId, input.freeBetId, Date.now())).amountMinor;
  checkStakeBounds(stakeMinor);
  if (await hitRateLimits(services.cache, String(input.userId), PLACE_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
  const priced = await loadPricedLegs(deps, input, stakeMinor);
  const planned = planBets(input, priced.byId, stakeMinor);
  return commitSlip(deps, { input, hash, stakeMinor, legs: priced.legs, planned });
}

/** The slip's legs, each open at the odds the player takes, under the traders' limits. */
async function loadPricedLegs(
  deps: BetDeps,
  input: PlaceInput,
  stakeMinor: number,
): Promise<PricedLegs> {
  const { db } = deps.services;
  const ids = input.selections.map((s) => s.selectionId);
  const legs = await loadLegs(db, ids);
  if (legs.length !== ids.length) throw new AppError('errors.sport.selectionGone');
  const byId = new Map(legs.map((l) => [l.selection_id, l]));
  if (input.kind !== 'single') {
    const events = new Set(legs.map((l) => l.event_id));
    if (events.size !== ids.length) throw new AppError('errors.sport.sameEvent');
  }
  const now = Date.now();
  for (const leg of legs) assertOpen(leg, now);
  checkOdds(input, byId);
  // Traders' limits per sport, league, market type and player: the strictest wins.
  const limit = await stakeLimitFor(db, input.userId, legs);
  if (stakeMinor > limit.maxStakeMinor) {
    throw new AppError('errors.sport.stakeMax', { maxMoney: minorToNumber(limit.maxStakeMinor) });
  }
  const live = legs.some((l) => l.event_status === 'live');
  if (!live || deps.liveDelayMs <= 0) return { legs, byId };
  return afterLiveDelay(deps, input, { legs, byId });
}

/**
 * A live bet waits, then is refused if its market closed meanwhile, or if its odds moved and
 * the player's odds-change setting does not take the new ones ("ask me" takes none).
 */
async function afterLiveDelay(deps: BetDeps, input: PlaceInput, read: PricedLegs) {
  const before = new Map(read.legs.map((l) => [l.selection_id, l.odds_x100]));
  await (deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(deps.liveDelayMs);
  const ids = input.selections.map((s) => s.selectionId);
  const legs = await loadLegs(deps.services.db, ids);
  const byId = read.byId;
  for (const leg of legs) {
    if (leg.market_status !== 'open') throw new AppError('errors.sport.changedDuringDelay');
    assertOpen(leg, Date.now());
    const was = before.get(leg.selection_id) ?? 0;
    if (!takesMovedOdds(input.oddsPolicy, was, leg.odds_x100)) {
      throw new AppError('errors.sport.changedDuringDelay');
    }
    byId.set(leg.selection_id, leg);
  }
  checkOdds(input, byId);
  return { legs, byId };
}

function newBetNo() {
  return `S${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The bets the slip makes (one per selection for singles, else one), each under the payout cap. */
function planBets(input: PlaceInput, byId: Map<number, LegRow>, stakeMinor: number) {
  const ordered = input.selections.map((s) => byId.get(s.selectionId) as LegRow);
  const slips =
    input.kind === 'single'
      ? ordered.map((l) => ({ legs: [l], kind: 'single' as const, k: null }))
      : [
          {
            legs: ordered,
            kind: input.kind,
            k: input.kind === 'system' ? (input.systemK ?? null) : null,
          },
        ];
  return slips.map((s): PlannedBet => {
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
}

interface Commit {
  input: PlaceInput;
  hash: string;
  stakeMinor: number;
  legs: LegRow[];
  planned: PlannedBet[];
}

/** The slip's transaction; a player short of cash hears so. */
async function commitSlip(deps: BetDeps, c: Commit): Promise<PlacedSlip> {
  const { services } = deps;
  const { input } = c;
  const versions = new Map(c.legs.map((l) => [l.market_id, l.market_version]));
  try {
    return await services.ledger.transact('sport_bet', async (tx): Promise<PlacedSlip> => {
      // The player's row is locked first: two slips of one player can't both read their open
      // stakes (the event limit) or both miss a request id before either has written.
      await lockPlayerAccount(tx, input.userId);
      if (input.requestId !== undefined) {
        const first = await placedBefore(tx.trx, input.userId, input.requestId, c.hash);
        if (first) return first;
      }
      await claimMarketsUnchanged(tx.trx, versions, services.database?.kind === 'postgres');
      await checkEventStakes(tx.trx, input.userId, c.legs, c.planned);
      let balance = 0;
      // A bet counts towards a bonus's wagering only once it settles (./bonus.ts): placing
      // one never completes a bonus.
      for (const p of c.planned) balance = await writeBet(tx, input, c.stakeMinor, p);
      const placed = { bets: c.planned.map((p) => p.betNo), balanceMinor: balance };
      if (input.requestId !== undefined) {
        const r = { userId: input.userId, requestId: input.requestId, hash: c.hash, placed };
        await recordPlaced(tx.trx, { ...r, now: tx.now });
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
  const rows = await marketStates(trx, [...versions.keys()], postgres);
  const unchanged = rows.filter((m) => m.status === 'open' && m.version === versions.get(m.id));
  if (unchanged.length !== versions.size) throw new AppError('errors.sport.oddsChanged');
}

/** Per event, a player's open stakes stay under the event limit. */
async function checkEventStakes(
  trx: Transaction<DB>,
  userId: number,
  legs: LegRow[],
  planned: PlannedBet[],
) {
  const eventIds = [...new Set(legs.map((l) => l.event_id))];
  const staked = await openStakesByEvent(trx, userId, eventIds);
  for (const eventId of eventIds) {
    const already = staked.get(eventId) ?? 0;
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
}

/**
 * Writes one bet and takes its stake (cash first, then an active bonus's money); answers the
 * player's cash after it.
 */
async function writeBet(tx: TxState, input: PlaceInput, unitStakeMinor: number, p: PlannedBet) {
  const { userId, freeBetId } = input;
  if (freeBetId !== undefined) await claimFreeBet(tx, userId, freeBetId, p.betNo);
  // A free bet's stake is the house's promotion, not the player's money: no bonus, no wagering.
  const plan = freeBetId === undefined ? await planSportBonusStake(tx, userId, p.stakeMinor) : null;
  await insertBet(tx.trx, {
    betNo: p.betNo,
    userId,
    kind: p.kind,
    systemK: p.k,
    stakeMinor: p.stakeMinor,
    unitStakeMinor,
    totalOddsX100: p.totalOddsX100,
    potentialMinor: p.potential,
    live: p.legs.some((l) => l.event_status === 'live'),
    placedAt: tx.now,
    legs: p.legs,
    bonusStakeMinor: plan?.bonusStakeMinor ?? 0,
    bonusId: plan?.bonusId ?? null,
    freeBetId: freeBetId ?? null,
  });
  const posted = await betPlace(tx, {
    betNo: p.betNo,
    userId,
    stakeMinor: p.stakeMinor,
    ...(plan ? { bonusStakeMinor: plan.bonusStakeMinor, bonusId: plan.bonusId } : {}),
    ...(freeBetId === undefined ? {} : { freeBetId }),
  });
  return posted.playerBalanceMinor ?? 0;
}
