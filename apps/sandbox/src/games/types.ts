// The sandbox studio's game engines: pure functions from a provably fair draw to an outcome.
// No I/O here; the studio server (../server) owns sessions, money and the wallet calls.
//
// Provably fair (./fair.ts): per player the studio holds a secret server seed and publishes
// its SHA-256 before play; the player chooses a client seed; each round uses the next nonce.
// The round's random numbers are HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`)
// read 4 bytes at a time as floats in [0, 1). Revealing the server seed (on rotation) lets
// anyone recompute every round with ./verify.ts.

export type GameCode = 'slot' | 'mines' | 'crash';

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Stated return to player of each game, and the tolerance its 10^6-round simulation must meet. */
export interface GameMath {
  code: GameCode;
  statedRtp: number;
  rtpTolerance: number;
}
