// The arithmetic of bets, in integers, shared by the server (which places and settles bets)
// and the web bet slip (which shows the potential win), so the slip and the receipt agree to
// the minor unit. Odds in hundredths, leg outcomes in thousandths of the stake that win at the
// odds (win_pm) and that come back (void_pm). A leg's multiplier is
// (win_pm * odds + void_pm) / 1000, so a void leg counts as odds 1.00, a half-won leg as
// (odds + 1) / 2, a half-lost one as 0.5 and a dead heat of 1/n pays the odds on 1/n of the
// stake. A combination pays its unit stake times the product of its legs' multipliers,
// rounded down to the minor unit; a system bet pays the sum of its combinations.

export interface LegOutcome {
  oddsX100: number;
  /** null while the leg's market is not settled. */
  winPm: number | null;
  voidPm: number | null;
}

/** Every k-subset of 0..n-1, in order. n is at most 12 (SPORT_LIMITS.maxLegs). */
export function combinations(n: number, k: number): number[][] {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n > 16 || k < 1 || k > n) return [];
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i < n; i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

export function combinationCount(kind: 'single' | 'multi' | 'system', n: number, k: number | null) {
  if (kind === 'system') return combinations(n, k ?? 0).length;
  return 1;
}

/** The sets of legs a bet pays on: one for a single or accumulator, C(n,k) for a system. */
export function betCombos(kind: 'single' | 'multi' | 'system', n: number, k: number | null) {
  return kind === 'system' ? combinations(n, k ?? 0) : [Array.from({ length: n }, (_, i) => i)];
}

/** What a bet pays if every leg wins at its odds. */
export function potentialMinor(
  unitStakeMinor: number,
  oddsX100: number[],
  combos: number[][],
): number {
  let total = 0n;
  for (const combo of combos) {
    let num = BigInt(unitStakeMinor);
    let den = 1n;
    for (const i of combo) {
      num *= BigInt(oddsX100[i] ?? 100);
      den *= 100n;
    }
    total += num / den;
  }
  return Number(total);
}

/**
 * What a slip pays if every pick wins: each pick a bet of its own for singles (their sum), else
 * one accumulator or system bet of all picks. The unit stake is in minor units.
 */
export function slipPotentialMinor(
  kind: 'single' | 'multi' | 'system',
  unitStakeMinor: number,
  oddsX100: number[],
  systemK: number | null,
): number {
  if (kind === 'single') {
    return oddsX100.reduce((sum, o) => sum + potentialMinor(unitStakeMinor, [o], [[0]]), 0);
  }
  return potentialMinor(unitStakeMinor, oddsX100, betCombos(kind, oddsX100.length, systemK));
}

/** What a bet pays once every leg is settled; null while one is not. */
export function settledPayoutMinor(
  unitStakeMinor: number,
  legs: LegOutcome[],
  combos: number[][],
): number | null {
  if (legs.some((l) => l.winPm === null || l.voidPm === null)) return null;
  let total = 0n;
  for (const combo of combos) {
    let num = BigInt(unitStakeMinor);
    let den = 1n;
    for (const i of combo) {
      const leg = legs[i];
      if (!leg) return null;
      num *= BigInt((leg.winPm ?? 0) * leg.oddsX100 + (leg.voidPm ?? 0) * 100);
      den *= 100_000n;
    }
    total += num / den;
  }
  return Number(total);
}

/** A settled bet's status from what it pays back against its stake. */
export function betStatusOf(stakeMinor: number, payoutMinor: number): 'won' | 'lost' | 'void' {
  if (payoutMinor > stakeMinor) return 'won';
  if (payoutMinor === stakeMinor) return 'void';
  return 'lost';
}

/** The feed's settlement of one selection, as win and void shares in thousandths. */
export function outcomeShares(r: {
  result: 'won' | 'lost';
  voidFactor?: number;
  deadHeatFactor?: number;
}): { winPm: number; voidPm: number; label: string } {
  const vf = r.voidFactor ?? 0;
  const dh = r.deadHeatFactor ?? 1;
  if (!(vf >= 0 && vf <= 1) || !(dh > 0 && dh <= 1)) throw new RangeError('bad settlement factors');
  const voidPm = Math.round(vf * 1000);
  const winPm = r.result === 'won' ? Math.round((1000 - voidPm) * dh) : 0;
  let label: string = r.result;
  if (voidPm === 1000) label = 'void';
  else if (voidPm > 0) label = r.result === 'won' ? 'half_won' : 'half_lost';
  else if (r.result === 'won' && dh < 1) label = 'dead_heat';
  return { winPm, voidPm, label };
}

/**
 * A cash-out offer: the stake times, per leg, its multiplier if settled or the odds taken over
 * the current odds if not, less the margin. null if a leg lost or a market is not open.
 */
export function cashOutOfferMinor(
  stakeMinor: number,
  legs: (LegOutcome & { currentOddsX100: number; marketOpen: boolean })[],
  marginPm: number,
): number | null {
  let num = BigInt(stakeMinor) * BigInt(1000 - marginPm);
  let den = 1000n;
  let unsettled = 0;
  for (const leg of legs) {
    if (leg.winPm !== null && leg.voidPm !== null) {
      const m = leg.winPm * leg.oddsX100 + leg.voidPm * 100;
      if (m === 0) return null;
      num *= BigInt(m);
      den *= 100_000n;
    } else {
      if (!leg.marketOpen || leg.currentOddsX100 <= 100) return null;
      unsettled++;
      num *= BigInt(leg.oddsX100);
      den *= BigInt(leg.currentOddsX100);
    }
  }
  if (unsettled === 0) return null;
  const offer = Number(num / den);
  return offer > 0 ? offer : null;
}
