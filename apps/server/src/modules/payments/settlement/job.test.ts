// The settlement import is scheduled once across instances, on both databases: with the
// scheduled work on, the leading instance fetches yesterday's (UTC) Trustly and paysafecard
// reports at once and stores them; a second instance on the same PostgreSQL database does not
// lead, so it runs no import (one run, counted by talih_scheduled_job_runs_total).
import { describe, expect, it } from 'vitest';
import { buildApp, type TalihApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { anotherPool, backends, openTestApp } from '../../../testing/backends.ts';
import { providerTestEnv } from '../../../testing/provider-payments.ts';
import { yesterdayUtc } from './job.ts';

const SCHEDULED = {
  SCHEDULED_WORK: 'on',
  LEADER_RETRY_MS: '50',
  SCHEDULER_FIRST_RUN_DELAY_MS: '0',
  RECONCILE_INTERVAL_MINUTES: '60',
};

async function importRuns(app: TalihApp): Promise<number> {
  const metric = app.talih.services.metrics!.registry.getSingleMetric(
    'talih_scheduled_job_runs_total',
  );
  const values = (await metric!.get()).values;
  return values.find((v) => v.labels.job === 'settlement-import')?.value ?? 0;
}

async function until(what: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 400 && !(await what()); i++) await new Promise((r) => setTimeout(r, 25));
  expect(await what()).toBe(true);
}

for (const backend of backends()) {
  describe(`the settlement import on ${backend.name}`, () => {
    it('runs on the leading instance only: yesterday’s two reports, imported once', async () => {
      const env = providerTestEnv(SCHEDULED);
      const t = await openTestApp(backend, env);
      let b: TalihApp | undefined;
      const second = backend.databaseUrl ? anotherPool(backend.databaseUrl, t.database) : null;
      try {
        expect(t.app.talih.services.scheduler!.leading()).toContain('settlement-import');
        await until(async () => (await importRuns(t.app)) === 1);
        const reports = await t.database.db
          .selectFrom('settlement_reports')
          .select(['provider', 'day', 'lines', 'source'])
          .orderBy('provider')
          .execute();
        expect(reports).toEqual([
          { provider: 'paysafecard', day: yesterdayUtc(), lines: 0, source: 'job' },
          { provider: 'trustly', day: yesterdayUtc(), lines: 0, source: 'job' },
        ]);
        if (!second) return; // SQLite: one instance per database file
        b = await buildApp({
          config: loadConfig({
            ...process.env,
            ...env,
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            DATA_DIR: t.config.DATA_DIR,
            WEB_DIST_DIR: t.config.WEB_DIST_DIR,
            UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
          }),
          database: second,
          cache: t.cache,
          migrate: false,
        });
        await b.ready();
        await new Promise((r) => setTimeout(r, 1000));
        expect(b.talih.services.scheduler!.leading()).toEqual([]);
        expect(await importRuns(b)).toBe(0);
        expect(await importRuns(t.app)).toBe(1);
      } finally {
        await b?.close();
        await second?.close();
        await t.dispose();
      }
    }, 60_000);
  });
}
