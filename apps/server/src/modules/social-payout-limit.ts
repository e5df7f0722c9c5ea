// Rate limits on the calls that pay a prize (promotion claims, rebate claims, the pdd prize):
// each pays once anyway, but a player or script hammering them is held back before the
// database is asked. Counted per player and per call on the shared cache.
import { AppError } from '../http/errors.ts';
import type { Cache } from '../cache/cache.ts';
import { hitRateLimits } from '../cache/rate-limit.ts';

const PAYOUT_LIMITS = [
  { name: 'payout:minute', max: 30, windowMs: 60 * 1000 },
  { name: 'payout:hour', max: 300, windowMs: 60 * 60 * 1000 },
];

/** Throws errors.rateLimited when the player asked for this payout too often. */
export async function checkPayoutLimit(cache: Cache, kind: string, userId: number) {
  if (await hitRateLimits(cache, `${kind}:${userId}`, PAYOUT_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
}
