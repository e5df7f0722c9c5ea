// The logged-in player's event stream (GET /api/stream): `balance` events after every money
// movement, `support` when staff answer, `ping` every 25 s. One connection, read with fetch so the token headers travel;
// reconnects with exponential backoff and jitter; a stream silent for longer than two pings
// is treated as dead and replaced.
import { createSseParser } from '../../lib/sse.ts';

export const STREAM_PATH = '/api/stream';

export interface BalanceStreamOptions {
  url: string;
  /** Headers of each connection attempt (read again on every reconnect). */
  headers: () => Record<string, string>;
  /** bonusAssets: the active bonus's money, when the server sends it. */
  onBalance: (totalAssets: number, reason: string, bonusAssets?: number) => void;
  /** Any other event but pings (e.g. `support`: staff answered), with its raw data. */
  onEvent?: (event: string, data: string) => void;
  /** The server refused the token (HTTP 401); the stream keeps retrying with backoff. */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** No bytes for this long: the connection is dropped and made again. */
  idleTimeoutMs?: number;
  random?: () => number;
}

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
const IDLE_TIMEOUT_MS = 60_000;

/** Delay before reconnect attempt `attempt` (0-based): doubling, capped, between 50% and 100%. */
export function backoffDelay(
  attempt: number,
  baseMs = BASE_DELAY_MS,
  maxMs = MAX_DELAY_MS,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/** The balance in a `balance` event's data, or undefined when the data is not one. */
export function balanceOf(
  data: string,
): { totalAssets: number; reason: string; bonusAssets?: number } | undefined {
  try {
    const parsed = JSON.parse(data) as {
      totalAssets?: unknown;
      reason?: unknown;
      bonusAssets?: unknown;
    };
    const value = Number(parsed.totalAssets);
    if (!Number.isFinite(value) || value < 0) return undefined;
    const bonus = typeof parsed.bonusAssets === 'number' ? parsed.bonusAssets : NaN;
    return {
      totalAssets: value,
      reason: typeof parsed.reason === 'string' ? parsed.reason : '',
      // Absent (a server before bonuses) or junk: the bonus shown stays as it was.
      ...(Number.isFinite(bonus) && bonus >= 0 ? { bonusAssets: bonus } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Opens the stream and keeps it open until the returned function is called. */
export function startBalanceStream(options: BalanceStreamOptions): () => void {
  const doFetch = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const baseMs = options.baseDelayMs ?? BASE_DELAY_MS;
  const maxMs = options.maxDelayMs ?? MAX_DELAY_MS;
  const idleMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  let stopped = false;
  let current: AbortController | null = null;
  let wake: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** One connection: resolves when it ends; true when it delivered at least one event. */
  async function connectOnce(): Promise<boolean> {
    const controller = new AbortController();
    current = controller;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(), idleMs);
    };
    let delivered = false;
    try {
      armIdle();
      const response = await doFetch(options.url, {
        method: 'GET',
        headers: { Accept: 'text/event-stream', ...options.headers() },
        credentials: 'include',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) {
        options.onUnauthorized?.();
        return false;
      }
      if (!response.ok || !response.body) return false;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = createSseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        armIdle();
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          delivered = true;
          if (event.event !== 'balance') {
            if (event.event !== 'ping') options.onEvent?.(event.event, event.data);
            continue;
          }
          const balance = balanceOf(event.data);
          if (balance) options.onBalance(balance.totalAssets, balance.reason, balance.bonusAssets);
        }
      }
    } catch {
      // Network failure, idle timeout or stop: the loop decides what comes next.
    } finally {
      clearTimeout(idle);
      controller.abort();
      if (current === controller) current = null;
    }
    return delivered;
  }

  async function run() {
    let attempt = 0;
    while (!stopped) {
      const delivered = await connectOnce();
      if (stopped) return;
      // A connection that worked starts the backoff over; a failing one waits longer each time.
      attempt = delivered ? 0 : attempt + 1;
      await sleep(backoffDelay(attempt, baseMs, maxMs, options.random));
    }
  }

  void run();
  return () => {
    stopped = true;
    current?.abort();
    wake?.();
  };
}
