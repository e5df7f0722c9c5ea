// Refuses a bet outside the game's limits with a message that names them.
import type { GameCode } from '../games/types.ts';
import { StudioError } from './errors.ts';
import { BET_LIMITS, isAllowedBet } from './limits.ts';
import { cappedLimits } from './jurisdiction-rules.ts';
import { formatMoney } from './messages.ts';
import type { Session } from './sessions.ts';

/** Within the game's limits and the jurisdiction's stake cap, or BAD_BET naming them. */
export function checkBet(session: Session, game: GameCode, betMinor: number): void {
  const limits = cappedLimits(BET_LIMITS[game], session.rules);
  if (isAllowedBet(game, betMinor) && betMinor <= limits.maxBetMinor) return;
  throw new StudioError('BAD_BET', {
    min: formatMoney(limits.minBetMinor, session.currency, session.lang),
    max: formatMoney(limits.maxBetMinor, session.currency, session.lang),
  });
}

/** A route for one game refuses sessions opened for another. */
export function checkGame(session: Session, game: GameCode): void {
  if (session.game !== game) throw new StudioError('BAD_INPUT');
}
