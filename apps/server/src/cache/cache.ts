// Short-lived shared state: counters for rate limits, small cached values and pub/sub to every
// instance. In-process by default; Redis when REDIS_URL is set, so API instances stay stateless.
import { Redis } from 'ioredis';

export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a counter that expires ttlMs after its first increment; answers the new value. */
  incr(key: string, ttlMs: number): Promise<number>;
  publish(channel: string, message: string): Promise<void>;
  /** Answers an unsubscribe function. */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const MEMORY_SWEEP_INTERVAL_MS = 60_000;

export function createMemoryCache(): Cache {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const listeners = new Map<string, Set<(message: string) => void>>();
  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      values.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of values) if (entry.expiresAt <= now) values.delete(key);
  }, MEMORY_SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    kind: 'memory',
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      values.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    async del(key) {
      values.delete(key);
    },
    async incr(key, ttlMs) {
      const entry = live(key);
      const next = entry ? Number(entry.value) + 1 : 1;
      values.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? Date.now() + ttlMs });
      return next;
    },
    async publish(channel, message) {
      for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener(message));
    },
    async subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return async () => {
        set.delete(listener);
      };
    },
    async ping() {
      return true;
    },
    async close() {
      clearInterval(sweep);
      values.clear();
      listeners.clear();
    },
  };
}

export function createRedisCache(url: string, keyPrefix = 'talih:'): Cache {
  // Auto-pipelining: the commands issued in one turn of the event loop (every wallet call's
  // balance announcement, the rate limits' counters) go out in one write, not one each.
  const client = new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 2,
    lazyConnect: false,
    enableAutoPipelining: true,
  });
  // Subscriptions need their own connection; opened on first use.
  let subscriber: Redis | undefined;
  const listeners = new Map<string, Set<(message: string) => void>>();

  const ensureSubscriber = () => {
    if (!subscriber) {
      subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
      subscriber.on('message', (channel: string, message: string) => {
        for (const listener of listeners.get(channel) ?? []) listener(message);
      });
    }
    return subscriber;
  };

  return {
    kind: 'redis',
    async get(key) {
      return client.get(key);
    },
    async set(key, value, ttlMs) {
      await client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async del(key) {
      await client.del(key);
    },
    async incr(key, ttlMs) {
      // One round trip; the expiry is set only by the increment that created the key.
      const [[, count]] = (await client
        .multi()
        .incr(key)
        .pexpire(key, Math.max(1, Math.round(ttlMs)), 'NX')
        .exec()) as [[Error | null, number], [Error | null, number]];
      return count;
    },
    async publish(channel, message) {
      await client.publish(keyPrefix + channel, message);
    },
    async subscribe(channel, listener) {
      const full = keyPrefix + channel;
      const sub = ensureSubscriber();
      // The set is registered before the first await: concurrent subscribers of one channel
      // share it (a set made by each would replace the other's, losing its listeners).
      let set = listeners.get(full);
      if (!set) {
        set = new Set();
        listeners.set(full, set);
      }
      const first = set.size === 0;
      set.add(listener);
      if (first) await sub.subscribe(full);
      return async () => {
        set.delete(listener);
        if (set.size === 0) await sub.unsubscribe(full);
      };
    },
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await Promise.all([client.quit(), subscriber?.quit()]);
    },
  };
}

export function openCache(redisUrl: string, keyPrefix?: string): Cache {
  return redisUrl ? createRedisCache(redisUrl, keyPrefix) : createMemoryCache();
}
