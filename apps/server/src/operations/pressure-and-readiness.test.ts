// Load shedding answers 503 with the envelope (the probes and /metrics still answer), and
// /readyz reflects the database, the cache and the migrations, on both backends.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { backends, openTestApp } from '../testing/backends.ts';

/** Keeps the event loop busy, as a CPU-bound request would. */
function stall(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

describe('load shedding', () => {
  it('answers 503 with Retry-After and the envelope once the event loop lags; probes still answer', async () => {
    const t = await openTestApp(backends()[0]!, {
      UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '20',
      UNDER_PRESSURE_SAMPLE_INTERVAL_MS: '25',
    });
    try {
      const calm = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
      expect(calm.statusCode).toBe(200);
      // Stall until the plugin's sample has seen the lag: then a request is shed.
      let shed;
      for (let i = 0; i < 100 && !shed; i++) {
        stall(150);
        await new Promise((r) => setTimeout(r, 5));
        stall(150);
        const res = await t.app.inject({
          method: 'GET',
          url: '/docs/openapi.json',
          headers: { 'accept-language': 'en' },
        });
        if (res.statusCode === 503) shed = res;
        else expect(res.statusCode).toBe(200);
      }
      expect(shed?.headers['retry-after']).toBe('5');
      expect(shed?.json()).toEqual({
        state: '500',
        msg: 'The service is busy right now. Please try again in a few seconds.',
        success: false,
        resultData: null,
      });
      for (let i = 0; i < 5; i++) {
        stall(150);
        await new Promise((r) => setTimeout(r, 5));
        stall(150);
        expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
      }
    } finally {
      await t.dispose();
    }
  }, 60_000);
});

for (const backend of backends()) {
  describe(`/readyz on ${backend.name}`, () => {
    it('is ready with every migration applied, and not with one from a newer release', async () => {
      const t = await openTestApp(backend);
      try {
        const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json().migrations).toEqual({ ok: true, pending: [], unknown: [] });
        await sql`insert into kysely_migration (name, timestamp) values (${'2099-01-01-0001-from-the-future'}, ${new Date().toISOString()})`.execute(
          t.database.db,
        );
        const newer = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect(newer.statusCode).toBe(503);
        expect(newer.json()).toMatchObject({
          status: 'unavailable',
          database: { ok: true },
          cache: { ok: true },
          migrations: { ok: false, pending: [], unknown: ['2099-01-01-0001-from-the-future'] },
        });
      } finally {
        await t.dispose();
      }
    });
  });
}
