// The arithmetic of a bonus template's rules (contracts/bonus.ts): how much a trigger grants,
// how much must be staked, and how much of a stake counts. Pure functions, no database.
import { bonusRules, type BonusRules } from '@talih/contracts/bonus.ts';

const DAY_MS = 86_400_000;

/** Rules as stored (JSON text), checked against the contract on the way out. */
export function parseRules(json: string): BonusRules {
  return bonusRules.parse(JSON.parse(json));
}

/**
 * What a grant is worth for a deposit of `depositMinor` (0 for a deposit below the minimum).
 * Free spins and free bets grant no bonus money up front: their wins or tokens do.
 */
export function grantAmountMinor(rules: BonusRules, depositMinor: number): number {
  if (depositMinor < rules.minDepositMinor) return 0;
  let amount = 0;
  if (rules.kind === 'deposit_match' && rules.percent !== null) {
    amount = Math.floor((depositMinor * rules.percent) / 100);
  } else if (rules.kind === 'fixed' && rules.fixedMinor !== null) {
    amount = rules.fixedMinor;
  }
  return rules.capMinor === null ? amount : Math.min(amount, rules.capMinor);
}

/** The stakes (weighted by contribution) a bonus asks before it converts. */
export function wageringRequiredMinor(
  rules: BonusRules,
  grantedMinor: number,
  depositMinor: number,
): number {
  const base = rules.wageringBase === 'bonus' ? grantedMinor : grantedMinor + depositMinor;
  return base * rules.wageringMultiple;
}

/** When a bonus activated at `activatedAt` expires. */
export function expiresAt(rules: BonusRules, activatedAt: number): number {
  return activatedAt + rules.expiryDays * DAY_MS;
}

/**
 * Percent of a casino stake on a game of `categoryCode` that counts: 0 for a game outside the
 * allowed list or a category the template does not name.
 */
export function casinoContributionPct(
  rules: BonusRules,
  game: { id: number; categoryCode: string | null },
): number {
  if (rules.allowedGameIds !== null && !rules.allowedGameIds.includes(game.id)) return 0;
  if (game.categoryCode === null) return 0;
  const pct = (rules.contributionPct as Record<string, number | undefined>)[game.categoryCode];
  return pct ?? 0;
}

/** What a stake adds to wagering: the stake times its contribution, rounded down. */
export function countedMinor(stakeMinor: number, contributionPct: number): number {
  return Math.floor((stakeMinor * contributionPct) / 100);
}

/** On completion: what converts to cash and what goes back (above the cap). */
export function conversionOf(
  rules: BonusRules,
  balanceMinor: number,
): { convertMinor: number; forfeitMinor: number } {
  const convertMinor =
    rules.maxConversionMinor === null
      ? balanceMinor
      : Math.min(balanceMinor, rules.maxConversionMinor);
  return { convertMinor, forfeitMinor: balanceMinor - convertMinor };
}
