// A session's provably fair state: the secret server seed (only its hash is published until it
// is rotated out), the player's client seed, and the nonce the next round will use.
import {
  CLIENT_SEED_LENGTH_MAX,
  hashServerSeed,
  newClientSeed,
  newServerSeed,
} from '../games/fair.ts';
import type { FairInput } from '../games/types.ts';

export interface FairState {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce of the next round; every round takes one, so no two rounds share an input. */
  nonce: number;
}

export interface PublicFair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** Client seeds are the player's own text; kept to characters that read the same everywhere. */
export const CLIENT_SEED_PATTERN = new RegExp(`^[A-Za-z0-9_.-]{1,${CLIENT_SEED_LENGTH_MAX}}$`);

export function newFairState(): FairState {
  const serverSeed = newServerSeed();
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: newClientSeed(),
    nonce: 0,
  };
}

export function publicFair(state: FairState): PublicFair {
  return { serverSeedHash: state.serverSeedHash, clientSeed: state.clientSeed, nonce: state.nonce };
}

/** The input of the round about to be played; moves the nonce on. */
export function takeRoundInput(state: FairState): FairInput {
  const input = { serverSeed: state.serverSeed, clientSeed: state.clientSeed, nonce: state.nonce };
  state.nonce += 1;
  return input;
}

/** Retires the server seed (answering it, now verifiable) and commits to a fresh one. */
export function rotateServerSeed(state: FairState) {
  const revealed = {
    serverSeed: state.serverSeed,
    serverSeedHash: state.serverSeedHash,
    clientSeed: state.clientSeed,
    /** Rounds played with this pair used nonces 0 .. roundsPlayed - 1. */
    roundsPlayed: state.nonce,
  };
  state.serverSeed = newServerSeed();
  state.serverSeedHash = hashServerSeed(state.serverSeed);
  state.nonce = 0;
  return revealed;
}

export function setClientSeed(state: FairState, clientSeed: string): void {
  state.clientSeed = clientSeed;
  // A new pair starts counting again, as the verify page expects.
  state.nonce = 0;
}
