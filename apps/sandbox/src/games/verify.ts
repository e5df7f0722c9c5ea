// The public verify page's engine: given a round's revealed server seed, client seed, nonce and
// the player's choices, recompute the round exactly as it was played.
import { hashServerSeed } from './fair.ts';
import { playCrash, type CrashOutcome } from './crash.ts';
import { playMines, type MinesOutcome } from './mines.ts';
import { playSlot, type SlotSpin } from './slot.ts';
import type { FairInput, GameCode } from './types.ts';

export interface VerifyParams {
  betMinor: number;
  /** Mines: how many mines the player chose. */
  mineCount?: number;
  /** Crash: the player's cash-out multiplier; absent if they did not cash out. */
  cashOutAt?: number;
  /** Mines: the tiles the player picked, in order. */
  revealed?: number[];
}

interface Verified<G extends GameCode, O> {
  game: G;
  /** SHA-256 of the revealed server seed: must equal the hash published before play. */
  serverSeedHash: string;
  outcome: O;
  /** One line in English for logs and the page's plain-text view. */
  summary: string;
}

export type VerifiedRound =
  Verified<'slot', SlotSpin> | Verified<'mines', MinesOutcome> | Verified<'crash', CrashOutcome>;

const amount = (minor: number): string => (minor / 100).toFixed(2);

export function verifyRound(game: GameCode, input: FairInput, params: VerifyParams): VerifiedRound {
  const serverSeedHash = hashServerSeed(input.serverSeed);
  const bet = amount(params.betMinor);
  switch (game) {
    case 'slot': {
      const outcome = playSlot(input, params.betMinor);
      const scatter = outcome.scatter ? `, ${outcome.scatter.count} scatters` : '';
      const summary =
        `slot: stops ${outcome.stops.join(' ')}, bet ${bet}, win ${amount(outcome.winMinor)} ` +
        `(${outcome.multiplier.toFixed(2)}×) on ${outcome.lines.length} lines${scatter}`;
      return { game, serverSeedHash, outcome, summary };
    }
    case 'mines': {
      if (params.mineCount === undefined) throw new RangeError('mineCount is required for mines');
      const outcome = playMines(input, params.betMinor, params.mineCount, params.revealed ?? []);
      const result = outcome.busted
        ? 'hit a mine'
        : `cashed out ${outcome.multiplier.toFixed(2)}× for ${amount(outcome.payoutMinor)}`;
      const summary =
        `mines: ${outcome.mineCount} mines at ${outcome.mines.join(' ')}, bet ${bet}, ` +
        `${outcome.safeRevealed} safe ${outcome.safeRevealed === 1 ? 'reveal' : 'reveals'}, ${result}`;
      return { game, serverSeedHash, outcome, summary };
    }
    case 'crash': {
      const outcome = playCrash(input, params.betMinor, params.cashOutAt ?? null);
      const result =
        outcome.cashOutAt === null
          ? 'no cash-out'
          : `cash-out ${outcome.cashOutAt.toFixed(2)}× ${outcome.won ? 'won' : 'lost'} ` +
            amount(outcome.won ? outcome.payoutMinor : params.betMinor);
      const summary = `crash: point ${outcome.point.toFixed(2)}×, bet ${bet}, ${result}`;
      return { game, serverSeedHash, outcome, summary };
    }
    default: {
      const unknown: never = game;
      throw new RangeError(`unknown game ${String(unknown)}`);
    }
  }
}
