// GET /metrics after some traffic: the names operators scrape and the values the traffic left,
// on both backends; and who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { betBody, openWalletTestApp, studioClient, walletPlayer } from '../testing/players.ts';
import { AREAS } from '../areas.ts';
import { reconcileChecksOf } from './reconcile.ts';
import type { Config } from '../config.ts';
import { metricsAllowed } from './metrics.ts';
import { reconcileForMetrics } from './reconcile-job.ts';

/** The value of one sample line, e.g. `talih_sse_clients 0`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

for (const backend of backends()) {
  describe(`/metrics on ${backend.name}`, () => {
    let t: TestApp;
    let text: string;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      const studio = studioClient(t);
      const p = await walletPlayer(t, 10_00);
      expect((await studio('bet', betBody(p, '4.00'))).status).toBe('OK');
      expect((await studio('bet', betBody(p, '5.00'))).status).toBe('OK');
      expect((await studio('bet', betBody(p, '5.00'))).code).toBe('INSUFFICIENT_FUNDS');
      expect((await studio('bet', betBody(p, '1.00'), 'wrong-secret-wrong-secret')).code).toBe(
        'INVALID_SIGNATURE',
      );
      for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/healthz' });
      const { services, metrics } = {
        services: t.app.talih.services,
        metrics: t.app.talih.services.metrics!,
      };
      await reconcileForMetrics(services, metrics, reconcileChecksOf(AREAS));
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
      text = res.body;
    });
    afterAll(() => t.dispose());

    it('counts requests per route with their latency', () => {
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}',
        ),
      ).toBe(3);
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="POST",route="/provider/v1/:provider/:action",status_code="200"}',
        ),
      ).toBe(4);
      expect(text).toContain(
        'http_request_duration_seconds_bucket{le="0.05",method="GET",route="/healthz",status_code="200"}',
      );
      expect(text).not.toContain('route="/metrics"');
    });

    it('counts wallet calls by result code', () => {
      const calls = (code: string) =>
        sample(text, `talih_wallet_calls_total{provider="sandbox",action="bet",code="${code}"}`);
      expect(calls('OK')).toBe(2);
      expect(calls('INSUFFICIENT_FUNDS')).toBe(1);
      expect(calls('INVALID_SIGNATURE')).toBe(1);
    });

    it('counts ledger entries per kind', () => {
      expect(sample(text, 'talih_ledger_entries_total{kind="game_bet"}')).toBe(2);
      expect(sample(text, 'talih_ledger_entries_total{kind="adjustment_credit"}')).toBe(1);
    });

    it('reports open bets, waiting money, streams, reconcile, the event loop and the pool', () => {
      expect(sample(text, 'talih_sport_open_bets')).toBe(0);
      expect(sample(text, 'talih_sport_open_liability_minor')).toBe(0);
      expect(sample(text, 'talih_deposits_pending')).toBe(0);
      expect(sample(text, 'talih_withdrawals_waiting{status="pending"}')).toBe(0);
      expect(sample(text, 'talih_withdrawals_oldest_waiting_seconds')).toBe(0);
      expect(sample(text, 'talih_sse_clients')).toBe(0);
      expect(sample(text, 'talih_reconcile_check_ok{check="every migration is applied"}')).toBe(1);
      expect(
        sample(text, 'talih_reconcile_check_violations{check="every migration is applied"}'),
      ).toBe(0);
      expect(sample(text, 'talih_reconcile_last_run_timestamp_seconds')).toBeGreaterThan(1.7e9);
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'talih_db_pool_max')).toBe(backend.databaseUrl ? 10 : 1);
      // The scrape's own queries may wait for a connection: only the series is pinned here.
      expect(sample(text, 'talih_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'talih_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    });
  });
}

describe('who may read /metrics', () => {
  const config = (mode: 'production' | 'sandbox', token: string) =>
    ({ mode, METRICS_TOKEN: token }) as Config;
  const req = (authorization?: string) =>
    ({ headers: authorization ? { authorization } : {} }) as Parameters<typeof metricsAllowed>[1];

  it('in production only with the token, and never while none is set', () => {
    expect(metricsAllowed(config('production', ''), req())).toBe(false);
    expect(metricsAllowed(config('production', ''), req('Bearer '))).toBe(false);
    const token = 'm'.repeat(32);
    expect(metricsAllowed(config('production', token), req())).toBe(false);
    expect(metricsAllowed(config('production', token), req(`Bearer ${'x'.repeat(32)}`))).toBe(
      false,
    );
    expect(metricsAllowed(config('production', token), req(`Bearer ${token}`))).toBe(true);
    expect(metricsAllowed(config('sandbox', ''), req())).toBe(true);
  });

  it('answers 404 without the token when one is set', async () => {
    const t = await openTestApp(backends()[0]!, { METRICS_TOKEN: 't'.repeat(24) });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${'t'.repeat(24)}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE talih_wallet_calls_total counter');
    } finally {
      await t.dispose();
    }
  });
});
