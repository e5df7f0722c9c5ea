// The cache/bus on both kinds: values with expiry, counters, pub/sub, rate limits.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/backends.ts';
import { openCache, type Cache } from './cache.ts';
import { hitRateLimits } from './rate-limit.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const backend of backends()) {
  describe(`cache on ${backend.redisUrl ? 'redis' : 'memory'}`, () => {
    let cache: Cache;
    beforeAll(() => {
      cache = openCache(backend.redisUrl, `talih-test-${randomBytes(4).toString('hex')}:`);
    });
    afterAll(async () => {
      await cache?.close();
    });

    it('stores values until they expire', async () => {
      await cache.set('a', '1', 80);
      expect(await cache.get('a')).toBe('1');
      await sleep(120);
      expect(await cache.get('a')).toBeNull();
      await cache.set('b', '2', 10_000);
      await cache.del('b');
      expect(await cache.get('b')).toBeNull();
    });

    it('counts concurrent increments exactly and keeps the first expiry', async () => {
      const counts = await Promise.all(Array.from({ length: 40 }, () => cache.incr('n', 150)));
      expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      await sleep(200);
      expect(await cache.incr('n', 150)).toBe(1);
    });

    it('delivers published messages to subscribers until they unsubscribe', async () => {
      const got: string[] = [];
      const unsubscribe = await cache.subscribe('news', (m) => got.push(m));
      await cache.publish('news', 'one');
      await sleep(50);
      await unsubscribe();
      await cache.publish('news', 'two');
      await sleep(50);
      expect(got).toEqual(['one']);
    });

    it('reports the first exceeded rate-limit rule', async () => {
      const rules = [
        { name: 'test:minute', max: 3, windowMs: 60_000 },
        { name: 'test:hour', max: 5, windowMs: 3_600_000 },
      ];
      const results = [];
      for (let i = 0; i < 6; i++)
        results.push((await hitRateLimits(cache, 'ip-1', rules))?.name ?? null);
      expect(results).toEqual([null, null, null, 'test:minute', 'test:minute', 'test:minute']);
      expect(await hitRateLimits(cache, 'ip-2', rules)).toBeNull();
    });

    it('does not let a burst at the end of a window repeat at the start of the next', async () => {
      const rules = [{ name: 'test:edge', max: 5, windowMs: 60_000 }];
      // A minute boundary far from any other test's keys.
      const boundary = 29_000_000 * 60_000;
      const burst = async (at: number) => {
        const answers = [];
        for (let i = 0; i < 5; i++)
          answers.push((await hitRateLimits(cache, 'edge', rules, at)) === null);
        return answers;
      };
      // Five in the last 100 ms of one window: all allowed.
      expect(await burst(boundary - 100)).toEqual([true, true, true, true, true]);
      // Five more in the first 100 ms of the next: a fixed window allowed all five (ten in
      // 200 ms); the sliding window still counts the previous five, 99.8% covered.
      expect(await burst(boundary + 100)).toEqual([false, false, false, false, false]);
      // Half a window on, in the same window: its sixth attempt beside half of the five before.
      expect(await hitRateLimits(cache, 'edge', rules, boundary + 30_000)).toEqual(rules[0]);
      // Two windows on, the old counts are gone.
      expect(await hitRateLimits(cache, 'edge', rules, boundary + 120_000)).toBeNull();
    });
  });
}
