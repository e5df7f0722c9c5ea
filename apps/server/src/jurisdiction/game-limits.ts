// The pack's slot rules for one game (GlüStV: €1 a spin, 5 s a spin, no autoplay). Studios get
// them at launch and on `authenticate`; the wallet enforces the stake cap and the pace itself,
// so a studio that ignores them is refused, never trusted.
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import { minorToDecimal } from '@talih/contracts/money.ts';
import type { GameLimits } from '@talih/contracts/provider-wallet.ts';

export interface GameRules {
  stakeMaxMinor: number | null;
  roundMinMs: number | null;
  autoplay: boolean;
}

const NO_RULES: GameRules = { stakeMaxMinor: null, roundMinMs: null, autoplay: true };

/** The pack's rules for a game: slots get the slot rules, other games none. */
export function gameRulesFor(pack: Pick<JurisdictionPack, 'slots'>, isSlot: boolean): GameRules {
  if (!isSlot) return NO_RULES;
  return {
    stakeMaxMinor: pack.slots.stakeMaxMinor,
    roundMinMs: pack.slots.roundMinMs,
    autoplay: pack.slots.autoplay,
  };
}

/** As the provider API writes them (decimal amounts like every other amount there). */
export function gameLimitsAnswer(rules: GameRules): GameLimits {
  return {
    stakeMax: rules.stakeMaxMinor === null ? null : minorToDecimal(rules.stakeMaxMinor),
    roundMinMs: rules.roundMinMs,
    autoplay: rules.autoplay,
  };
}

/** The launch URL's query parameters for the rules; none when the game has no rules. */
export function gameLimitsQuery(rules: GameRules): Record<string, string> {
  const query: Record<string, string> = {};
  if (rules.stakeMaxMinor !== null) query.stakeMax = minorToDecimal(rules.stakeMaxMinor);
  if (rules.roundMinMs !== null) query.roundMinMs = String(rules.roundMinMs);
  if (!rules.autoplay) query.autoplay = '0';
  return query;
}

/** A stake above the cap: the reason the wallet gives, or null when it is allowed. */
export function stakeRefusal(rules: GameRules, amountMinor: number): string | null {
  return rules.stakeMaxMinor !== null && amountMinor > rules.stakeMaxMinor
    ? `the stake is above the jurisdiction's cap of ${minorToDecimal(rules.stakeMaxMinor)}`
    : null;
}

/**
 * A new round started before the minimum round time since the player's previous round of the
 * same game: the reason, or null when it is allowed. `now` is passed so tests control it.
 */
export function paceRefusal(
  rules: GameRules,
  previousRoundStartedAt: number | null,
  now: number,
): string | null {
  if (rules.roundMinMs === null || previousRoundStartedAt === null) return null;
  const waited = now - previousRoundStartedAt;
  return waited < rules.roundMinMs
    ? `a new round ${waited} ms after the previous one; the minimum is ${rules.roundMinMs} ms`
    : null;
}
