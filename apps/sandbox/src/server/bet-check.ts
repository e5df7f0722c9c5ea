// Refuses a bet outside the game's limits with a message that names them.
import type { GameCode } from '../games/types.ts';
import { StudioError } from './errors.ts';
import { BET_LIMITS, isAllowedBet } from './limits.ts';
import { cappedLimits } from './jurisdiction-rules.ts';
import { formatMoney } from './messages.ts';
import type { Session } from './sessions.ts';

/** Within the game's limits and the jurisdiction's stake cap, or BAD_BET / STAKE_CAP naming them. */
export function checkBet(session: Session, game: GameCode, betMinor: number): void {
  const limits = BET_LIMITS[game];
  const capped = cappedLimits(limits, session.rules);
  if (isAllowedBet(game, betMinor) && betMinor <= capped.maxBetMinor) return;
  if (isAllowedBet(game, betMinor)) {
    throw new StudioError('STAKE_CAP', {
      max: formatMoney(capped.maxBetMinor, session.currency, session.lang),
    });
  }
  throw new StudioError('BAD_BET', {
    min: formatMoney(limits.minBetMinor, session.currency, session.lang),
    max: formatMoney(limits.maxBetMinor, session.currency, session.lang),
  });
}

/** A route for one game refuses sessions opened for another. */
export function checkGame(session: Session, game: GameCode): void {
  if (session.game !== game) throw new StudioError('BAD_INPUT');
}
