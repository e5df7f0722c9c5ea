// The slip's numbers: the stake field read as TRY, and the totals with the server's integer
// arithmetic.
import { betCombos, slipPotentialMinor } from '@talih/contracts/bet-math.ts';
import type { BetKind } from '@talih/contracts/sport.ts';
import type { SlipPick } from '../slip-store.ts';

/** Stake in TRY from the field ("12,50" or "12.50"), or NaN. */
export function parseStake(text: string) {
  const v = Number(text.replace(',', '.').trim());
  return text.trim() === '' ? NaN : v;
}

/**
 * The slip's totals with the server's integer arithmetic (@talih/contracts/bet-math.ts), so the
 * potential win shown is the one the receipt will say, to the minor unit.
 */
export function slipTotals(picks: SlipPick[], kind: BetKind, k: number, stake: number) {
  const odds = picks.map((p) => p.current);
  // The accumulator's odds are known as soon as it has legs, before any stake is typed.
  const totalOdds = kind === 'multi' && odds.length > 0 ? odds.reduce((m, o) => m * o, 1) : 0;
  if (!(stake > 0)) return { totalStake: 0, potential: 0, totalOdds, bets: 0 };
  const stakeMinor = Math.round(stake * 100);
  const oddsX100 = odds.map((o) => Math.round(o * 100));
  const bets = kind === 'single' ? picks.length : betCombos(kind, picks.length, k).length;
  const potentialMinor = slipPotentialMinor(kind, stakeMinor, oddsX100, k);
  return {
    totalStake: (stakeMinor * bets) / 100,
    potential: potentialMinor / 100,
    totalOdds,
    bets,
  };
}

/** The system bet's k, kept within 2 ≤ k ≤ n − 1 as the picks change. */
export function systemKOf(systemK: number, n: number) {
  return Math.min(Math.max(2, systemK), Math.max(2, n - 1));
}
