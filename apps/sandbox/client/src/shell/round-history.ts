// The rounds played on this page, kept so the provably fair panel can link each one to the
// verify page once its server seed has been revealed.
import type { GameCode } from '../core/params.ts';

export interface RoundRecord {
  game: GameCode;
  roundId: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  betMinor: number;
  winMinor: number;
  mineCount?: number;
  /** Mines picks in order. */
  picks?: number[];
  cashOutAt?: number | null;
  /** Filled when the seed is rotated out. */
  serverSeed?: string;
}

const MAX_ROUNDS = 50;

export function createRoundHistory() {
  const rounds: RoundRecord[] = [];
  return {
    add(round: RoundRecord) {
      rounds.unshift(round);
      rounds.length = Math.min(rounds.length, MAX_ROUNDS);
    },
    reveal(serverSeedHash: string, serverSeed: string) {
      for (const round of rounds) {
        if (round.serverSeedHash === serverSeedHash) round.serverSeed = serverSeed;
      }
    },
    list(): readonly RoundRecord[] {
      return rounds;
    },
  };
}

export type RoundHistory = ReturnType<typeof createRoundHistory>;

/** verify.html prefilled with everything needed to recompute `round`. */
export function verifyUrl(round: RoundRecord, lang: string, currency: string): string {
  const query = new URLSearchParams({
    game: round.game,
    serverSeed: round.serverSeed ?? '',
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    betMinor: String(round.betMinor),
    hash: round.serverSeedHash,
    lang,
    currency,
  });
  if (round.mineCount !== undefined) query.set('mineCount', String(round.mineCount));
  if (round.picks?.length) query.set('revealed', round.picks.join(','));
  if (round.cashOutAt !== undefined && round.cashOutAt !== null) {
    query.set('cashOutAt', round.cashOutAt.toFixed(2));
  }
  return `verify.html?${query.toString()}`;
}
