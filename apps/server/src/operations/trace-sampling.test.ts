// Which traces are sent (./trace-sampling.ts): none of the ordinary ones at a share of 0, but
// a trace whose request failed, whole; a request arriving with a sampled trace context follows
// its caller. The share's default per mode. Redis calls as spans of the request on the
// PostgreSQL+Redis pass. Every log line a traced request writes names its trace.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { resolveConfig } from '../config.ts';
import { backends, openTestEnv, type Backend } from '../testing/backends.ts';
import { attribute, collector, type OtlpSpan } from '../testing/otlp-collector.ts';

const LOGIN = {
  method: 'POST' as const,
  url: '/sso/v2/login',
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ deviceNumber: 'trace-sampling-device-1' }),
};
const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c';

/** An app sending traces to a collector, its log lines kept, with a route that fails. */
async function tracedApp(backend: Backend, env: Record<string, string>) {
  const otlp = await collector();
  const testEnv = await openTestEnv(backend, {
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
    LOG_LEVEL: 'info',
    ...env,
  });
  const lines: Record<string, unknown>[] = [];
  const app = await buildApp({
    config: testEnv.config,
    database: testEnv.database,
    cache: testEnv.cache,
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  app.get('/test/fails', async () => {
    throw new Error('a failure the trace must keep');
  });
  await app.ready();
  return {
    app,
    lines,
    /** Closes the app (which flushes the spans) and answers what the collector got. */
    async finish(): Promise<OtlpSpan[]> {
      await app.close();
      await testEnv.dispose();
      otlp.close();
      return otlp.spans;
    },
  };
}

const requestSpan = (spans: OtlpSpan[], route: string) =>
  spans.find((s) => s.name === 'request' && attribute(s, 'http.route') === route);

describe('trace sampling', () => {
  it('at a share of 0 sends no ordinary trace, but a failed request whole', async () => {
    const t = await tracedApp(backends()[0]!, { OTEL_TRACES_SAMPLER_ARG: '0' });
    expect((await t.app.inject(LOGIN)).json().state).toBe('200');
    // An unhandled error is answered as the error envelope (HTTP 200, state 500).
    expect((await t.app.inject({ method: 'GET', url: '/test/fails' })).json().state).toBe('500');
    const spans = await t.finish();
    expect(requestSpan(spans, '/sso/v2/login')).toBeUndefined();
    const failed = requestSpan(spans, '/test/fails');
    expect(failed?.status?.code).toBe(2); // ERROR
    // The whole trace came, and nothing else: the handler's span is the request's child.
    expect(new Set(spans.map((s) => s.traceId))).toEqual(new Set([failed!.traceId]));
    const handler = spans.find((s) => s.name.startsWith('handler'));
    expect(handler?.parentSpanId).toBe(failed!.spanId);
  });

  it("follows a caller's sampled trace context whatever the share", async () => {
    const t = await tracedApp(backends()[0]!, { OTEL_TRACES_SAMPLER_ARG: '0' });
    const traceparent = `00-${CALLER_TRACE}-b7ad6b7169203331-01`;
    const res = await t.app.inject({ ...LOGIN, headers: { ...LOGIN.headers, traceparent } });
    expect(res.json().state).toBe('200');
    const spans = await t.finish();
    expect(requestSpan(spans, '/sso/v2/login')?.traceId).toBe(CALLER_TRACE);
    expect(spans.filter((s) => s.name.startsWith('db ')).length).toBeGreaterThan(0);
  });

  it('keeps 10% in production and all in sandbox unless set', () => {
    expect(resolveConfig({ NODE_ENV: 'production' }).OTEL_TRACES_SAMPLER_ARG).toBe(0.1);
    expect(resolveConfig({ NODE_ENV: 'development' }).OTEL_TRACES_SAMPLER_ARG).toBe(1);
    expect(resolveConfig({ OTEL_TRACES_SAMPLER_ARG: '' }).OTEL_TRACES_SAMPLER_ARG).toBe(1);
    const set = { NODE_ENV: 'production', OTEL_TRACES_SAMPLER_ARG: '0.25' };
    expect(resolveConfig(set).OTEL_TRACES_SAMPLER_ARG).toBe(0.25);
    expect(() => resolveConfig({ OTEL_TRACES_SAMPLER_ARG: '1.5' })).toThrow(
      /OTEL_TRACES_SAMPLER_ARG/,
    );
  });
});

describe('trace ids in the logs', () => {
  it("puts the request's trace id on each line the request writes", async () => {
    const t = await tracedApp(backends()[0]!, {});
    const res = await t.app.inject({
      ...LOGIN,
      headers: { ...LOGIN.headers, 'x-request-id': 'trace-log-request-1' },
    });
    expect(res.json().state).toBe('200');
    await t.app.inject({ method: 'GET', url: '/test/fails' });
    const lines = [...t.lines];
    const spans = await t.finish();
    const login = requestSpan(spans, '/sso/v2/login')!;
    const ofLogin = lines.filter((l) => l.reqId === 'trace-log-request-1');
    expect(ofLogin.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of ofLogin) expect(line.trace_id, String(line.msg)).toBe(login.traceId);
    const failed = requestSpan(spans, '/test/fails')!;
    const error = lines.find((l) => (l.err as { message?: string } | undefined)?.message);
    expect(error?.trace_id).toBe(failed.traceId);
  });
});

const redis = backends().find((b) => b.redisUrl);
describe.skipIf(!redis)('Redis spans', () => {
  it("traces the request's Redis calls as its children", async () => {
    const t = await tracedApp(redis!, {});
    expect((await t.app.inject(LOGIN)).json().state).toBe('200');
    const spans = await t.finish();
    const login = requestSpan(spans, '/sso/v2/login')!;
    const calls = spans.filter((s) => s.name.startsWith('redis '));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.traceId).toBe(login.traceId);
      expect(attribute(call, 'db.system.name')).toBe('redis');
    }
    expect(calls.map((c) => c.name)).toContain('redis INCR');
  });
});
