// Traces reach an OTLP/HTTP collector when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per
// request with its route, and the request's database queries as its children (one trace). Off
// when the variable is empty. The collector here is a bare HTTP server that keeps what it gets.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { backends, openTestApp } from '../testing/backends.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string } }[];
}

async function collector() {
  const spans: OtlpSpan[] = [];
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      paths.push(req.url ?? '');
      const doc = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const rs of doc.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { spans, paths, url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((a) => a.key === key)?.value.stringValue;

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
