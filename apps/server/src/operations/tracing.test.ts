// Traces reach an OTLP/HTTP collector when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per
// request with its route, and the request's database queries as its children (one trace). Off
// when the variable is empty. The collector here is a bare HTTP server that keeps what it gets.
// The sampler, errors, Redis and log lines: ./trace-sampling.test.ts.
import { describe, expect, it } from 'vitest';
import { backends, openTestApp } from '../testing/backends.ts';
import { attribute, collector } from '../testing/otlp-collector.ts';

describe('tracing', () => {
  it('sends a request span with its database queries as children', async () => {
    const otlp = await collector();
    const t = await openTestApp(backends()[0]!, { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sso/v2/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ deviceNumber: 'trace-test-device-1' }),
      });
      expect(res.json().state).toBe('200');
      expect(t.app.hasPlugin('@fastify/otel')).toBe(true);
    } finally {
      await t.dispose(); // flushes the spans
      otlp.close();
    }
    expect(otlp.paths[0]).toBe('/v1/traces');
    const request = otlp.spans.find(
      (s) => s.name === 'request' && attribute(s, 'http.route') === '/sso/v2/login',
    );
    expect(request, JSON.stringify(otlp.spans.map((s) => s.name))).toBeDefined();
    const inTrace = otlp.spans.filter((s) => s.traceId === request!.traceId);
    const queries = inTrace.filter((s) => s.name.startsWith('db '));
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.map((q) => q.name)).toContain('db InsertQuery');
  });

  it('is off without an endpoint', async () => {
    const t = await openTestApp(backends()[0]!);
    try {
      expect(t.app.hasPlugin('@fastify/otel')).toBe(false);
    } finally {
      await t.dispose();
    }
  });
});
