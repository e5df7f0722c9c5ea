// The bet slip's rules before any money moves: its shape (singles, an accumulator of two or
// more events, a k-of-n system), the stake's bounds, each leg still open for betting, and the
// odds against the player's odds-change setting. Each throws the player's reason.
import { minorToNumber } from '@talih/contracts/money.ts';
import { SPORT_LIMITS, type BetKind, type OddsPolicy } from '@talih/contracts/sport.ts';
import { AppError } from '../../../http/errors.ts';
import type { LegRow } from './repository.ts';

export interface PlaceInput {
  userId: number;
  kind: BetKind;
  systemK?: number | undefined;
  selections: { selectionId: number; odds: number }[];
  stake: number;
  oddsPolicy: OddsPolicy;
  /** The client's id of this submit: a replay answers the first result (../requests.ts). */
  requestId?: string | undefined;
  /** A free-bet token to stake with (./free-bets.ts): a single of its amount. */
  freeBetId?: number | undefined;
}

/** One selection at most once; a multi of two or more; a system of k of n, 2 ≤ k < n, n ≥ 3. */
export function checkSlipShape(input: PlaceInput) {
  const ids = input.selections.map((s) => s.selectionId);
  if (new Set(ids).size !== ids.length) throw new AppError('errors.sport.sameSelection');
  const n = ids.length;
  if (input.kind === 'multi' && n < 2) throw new AppError('errors.sport.multiNeedsTwo');
  if (input.freeBetId !== undefined && (input.kind !== 'single' || n !== 1)) {
    throw new AppError('errors.sport.freeBetSingle');
  }
  if (input.kind === 'system') {
    const k = input.systemK ?? 0;
    if (n < 3 || k < 2 || k >= n) throw new AppError('errors.sport.systemShape');
  }
}

/** The built-in stake bounds (traders' limits are checked once the legs are known). */
export function checkStakeBounds(stakeMinor: number) {
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
}

/** Checks a leg can be bet on now; throws the player's reason otherwise. */
export function assertOpen(leg: LegRow, now: number) {
  if (leg.event_status === 'ended' || leg.event_status === 'cancelled') {
    throw new AppError('errors.sport.eventOver');
  }
  if (leg.event_status === 'not_started' && leg.start_at <= now) {
    throw new AppError('errors.sport.started');
  }
  if (leg.event_status === 'live' && leg.in_play !== 1) throw new AppError('errors.sport.started');
  if (leg.market_status !== 'open') throw new AppError('errors.sport.suspended');
}

/** The odds the player saw against the current ones, as their odds-change setting allows. */
export function checkOdds(input: PlaceInput, byId: Map<number, LegRow>) {
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

/** After the live delay: whether the leg's new odds are taken ("ask me" takes none). */
export function takesMovedOdds(policy: OddsPolicy, was: number, now: number) {
  return now === was || policy === 'any' || (policy === 'higher' && now > was);
}
