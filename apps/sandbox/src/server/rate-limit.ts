// A fixed-window counter per client IP, in memory: how many new sessions one address may open a
// minute. Anyone can open a demo session without an account, so without it a script fills the
// session store in a second. Windows that have passed are dropped as the map grows.
import { StudioError } from './errors.ts';

export const SESSION_WINDOW_MS = 60_000;
/** Beyond this many tracked addresses, finished windows are swept out. */
const SWEEP_ABOVE = 10_000;

export function createIpRateLimit(options: { max: number; windowMs: number; now: () => number }) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function sweep(at: number) {
    for (const [ip, w] of windows) {
      if (at - w.startedAt >= options.windowMs) windows.delete(ip);
    }
  }

  return {
    /** Counts one more for `ip`, or throws TOO_MANY_SESSIONS when its window is used up. */
    take(ip: string): void {
      const at = options.now();
      let w = windows.get(ip);
      if (!w || at - w.startedAt >= options.windowMs) {
        if (windows.size >= SWEEP_ABOVE) sweep(at);
        w = { startedAt: at, count: 0 };
        windows.set(ip, w);
      }
      if (w.count >= options.max) throw new StudioError('TOO_MANY_SESSIONS');
      w.count += 1;
    },
  };
}

export type IpRateLimit = ReturnType<typeof createIpRateLimit>;
