// Redis calls as spans (`redis GET`, `redis SET`, ...), children of the request or job that
// made them: a call made outside any span (a stream's pub/sub, a timer) starts no trace of its
// own. Subscriptions are long-lived and not spans. The in-process cache is not traced.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Cache } from '../cache/cache.ts';

const tracer = () => trace.getTracer('talih-redis');

async function inSpan<T>(operation: string, run: () => Promise<T>): Promise<T> {
  if (!trace.getActiveSpan()) return run();
  return tracer().startActiveSpan(
    `redis ${operation}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'redis', 'db.operation.name': operation },
    },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** The cache with a span around each Redis call; the in-process cache as it is. */
export function tracedCache(cache: Cache): Cache {
  if (cache.kind !== 'redis') return cache;
  return {
    kind: cache.kind,
    get: (key) => inSpan('GET', () => cache.get(key)),
    set: (key, value, ttlMs) => inSpan('SET', () => cache.set(key, value, ttlMs)),
    del: (key) => inSpan('DEL', () => cache.del(key)),
    incr: (key, ttlMs) => inSpan('INCR', () => cache.incr(key, ttlMs)),
    publish: (channel, message) => inSpan('PUBLISH', () => cache.publish(channel, message)),
    subscribe: (channel, listener) => cache.subscribe(channel, listener),
    ping: () => cache.ping(),
    close: () => cache.close(),
  };
}
