// Fixed-window counters on the shared cache: the same limits hold across every instance.
import type { Cache } from './cache.ts';

export interface RateLimitRule {
  /** Distinguishes the rule in keys, e.g. "otp:phone:hour". */
  name: string;
  max: number;
  windowMs: number;
}

/** Counts one attempt against each rule; answers the first rule that is now exceeded. */
export async function hitRateLimits(
  cache: Cache,
  subject: string,
  rules: readonly RateLimitRule[],
): Promise<RateLimitRule | null> {
  let exceeded: RateLimitRule | null = null;
  for (const rule of rules) {
    const window = Math.floor(Date.now() / rule.windowMs);
    const count = await cache.incr(`rl:${rule.name}:${subject}:${window}`, rule.windowMs);
    if (count > rule.max && !exceeded) exceeded = rule;
  }
  return exceeded;
}
