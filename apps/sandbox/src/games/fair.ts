// Provably fair randomness: every outcome of every game comes from these floats and nothing
// else, so anyone holding the revealed server seed can recompute a round (see ./verify.ts).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FairInput } from './types.ts';

/** The longest client seed a player may choose (the message stays one short HMAC block). */
export const CLIENT_SEED_LENGTH_MAX = 64;
/** The most floats one round may draw (a limit on the loop; mines needs at most 25). */
export const FAIR_FLOATS_MAX = 1024;

const FLOATS_PER_DIGEST = 8; // 32-byte SHA-256 digest / 4 bytes per float
const TWO_POW_32 = 2 ** 32;

/** A fresh secret server seed: 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed for a player who has not chosen one: 8 random bytes as 16 hex. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The commitment published before play: SHA-256 of the server seed's text, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function assertFairInput(input: FairInput): void {
  if (typeof input.serverSeed !== 'string' || input.serverSeed.length === 0) {
    throw new RangeError('serverSeed must be a non-empty string');
  }
  if (
    typeof input.clientSeed !== 'string' ||
    input.clientSeed.length === 0 ||
    input.clientSeed.length > CLIENT_SEED_LENGTH_MAX
  ) {
    throw new RangeError(`clientSeed must be 1-${CLIENT_SEED_LENGTH_MAX} characters`);
  }
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) {
    throw new RangeError('nonce must be a non-negative safe integer');
  }
}

/**
 * The round's floats in [0, 1): digest i is HMAC-SHA256(key = serverSeed, message =
 * `${clientSeed}:${nonce}:${i}`), read as 8 big-endian uint32 values / 2^32.
 * The message parses uniquely from the right (nonce and cursor are digits), so a client seed
 * containing ':' cannot collide with another (clientSeed, nonce) pair.
 */
export function fairFloats(input: FairInput, count: number): number[] {
  assertFairInput(input);
  if (!Number.isSafeInteger(count) || count < 0 || count > FAIR_FLOATS_MAX) {
    throw new RangeError(`count must be an integer in 0-${FAIR_FLOATS_MAX}`);
  }
  const prefix = `${input.clientSeed}:${input.nonce}:`;
  const floats = new Array<number>(count);
  // One HMAC per 8 floats: the HMAC object cannot be reused after digest(), and the
  // RTP simulations call this millions of times, so nothing else is allocated per float.
  for (let cursor = 0; cursor * FLOATS_PER_DIGEST < count; cursor++) {
    const digest = createHmac('sha256', input.serverSeed)
      .update(prefix + cursor)
      .digest();
    const base = cursor * FLOATS_PER_DIGEST;
    const end = Math.min(FLOATS_PER_DIGEST, count - base);
    for (let i = 0; i < end; i++) {
      floats[base + i] = digest.readUInt32BE(i * 4) / TWO_POW_32;
    }
  }
  return floats;
}

/** An integer in [0, n) from a float in [0, 1): floor(float × n). */
export function floatToIndex(float: number, n: number): number {
  const index = Math.floor(float * n);
  // float < 1 keeps index < n for any n this code uses (n <= 2^21); assert it anyway.
  if (!(index >= 0 && index < n)) throw new RangeError(`index ${index} outside 0-${n - 1}`);
  return index;
}

/**
 * k distinct positions out of 0..n-1, in draw order: a Fisher–Yates shuffle of [0, n) that stops
 * after k steps; step i swaps position i with i + floor(float_i × (n − i)). Uses k floats.
 */
export function fairPick(input: FairInput, n: number, k: number): number[] {
  if (!Number.isSafeInteger(n) || n < 1 || n > FAIR_FLOATS_MAX) {
    throw new RangeError(`n must be an integer in 1-${FAIR_FLOATS_MAX}`);
  }
  if (!Number.isSafeInteger(k) || k < 0 || k > n) throw new RangeError(`k must be in 0-${n}`);
  const floats = fairFloats(input, k);
  const positions = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + floatToIndex(floats[i] ?? 0, n - i);
    const picked = positions[j] ?? 0;
    positions[j] = positions[i] ?? 0;
    positions[i] = picked;
  }
  return positions.slice(0, k);
}

/** A fair permutation of 0..n-1 (fairPick of all n positions). */
export function fairShuffle(input: FairInput, n: number): number[] {
  return fairPick(input, n, n);
}
