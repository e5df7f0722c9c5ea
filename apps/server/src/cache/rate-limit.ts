// Rate limits on the shared cache, so the same limits hold across every instance. Each rule is a
// sliding window counter (the algorithm Cloudflare and Upstash document): the current fixed
// window's count plus the previous window's, weighted by how much of it the sliding window still
// covers. Plain fixed windows let a client spend a rule's whole allowance at the end of one window
// and again at the start of the next, twice the limit within moments; why this is ours and not a
// library's: docs/decisions/0024-libraries-for-hand-written-parts.md.
import type { Cache } from './cache.ts';

export interface RateLimitRule {
  /** Distinguishes the rule in keys, e.g. "otp:phone:hour". */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt against each rule; answers the first rule that is now exceeded. `now` is
 * the time of the attempt (tests pass one; the window boundaries are multiples of windowMs).
 */
export async function hitRateLimits(
  cache: Cache,
  subject: string,
  rules: readonly RateLimitRule[],
  now = Date.now(),
): Promise<RateLimitRule | null> {
  let exceeded: RateLimitRule | null = null;
  for (const rule of rules) {
    const window = Math.floor(now / rule.windowMs);
    const key = (w: number) => `rl:${rule.name}:${subject}:${w}`;
    // Kept for two windows: the next window still reads this one's count.
    const current = await cache.incr(key(window), 2 * rule.windowMs);
    const previous = Number((await cache.get(key(window - 1))) ?? 0);
    const stillCovered = 1 - (now - window * rule.windowMs) / rule.windowMs;
    if (previous * stillCovered + current > rule.max && !exceeded) exceeded = rule;
  }
  return exceeded;
}
