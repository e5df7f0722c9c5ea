// Scheduled work runs once across instances: two apps on one PostgreSQL database (one schema),
// each with every job switched on; only the one holding the advisory lock runs the invite
// rebates, reconcile, the harm markers, the sport sweeper and the sandbox feed, and when it stops the other takes over. On SQLite
// the one instance leads at once. talih_scheduler_leader reads 1 on the leader and 0 on the
// other, and reconcile's first run at start-up sets its last-run time.
import { describe, expect, it } from 'vitest';
import { buildApp, type TalihApp } from '../app.ts';
import { backends, openTestEnv } from '../testing/backends.ts';
import { secondInstance } from '../testing/instances.ts';

const SCHEDULED = {
  SCHEDULED_WORK: 'on',
  LEADER_RETRY_MS: '50',
  SCHEDULER_FIRST_RUN_DELAY_MS: '0',
  RECONCILE_INTERVAL_MINUTES: '60',
  SPORT_SANDBOX_FEED: 'true',
  SPORT_FEED_TICK_MS: '600000',
};

/** Runs every 5 s, so a slow run may see it twice: counted apart (ranOn). */
const FAST_JOB = 'free-spin-delivery';

async function runs(app: TalihApp): Promise<Record<string, number>> {
  const { [FAST_JOB]: _fast, ...rest } = await allRuns(app);
  return rest;
}

async function ranOn(app: TalihApp, job: string): Promise<boolean> {
  return ((await allRuns(app))[job] ?? 0) >= 1;
}

async function allRuns(app: TalihApp): Promise<Record<string, number>> {
  const metric = app.talih.services.metrics!.registry.getSingleMetric(
    'talih_scheduled_job_runs_total',
  );
  const out: Record<string, number> = {};
  for (const v of (await metric!.get()).values) out[String(v.labels.job)] = v.value;
  return out;
}

/** An unlabelled gauge's value on an app's /metrics registry. */
async function gauge(app: TalihApp, name: string): Promise<number | undefined> {
  const metric = app.talih.services.metrics!.registry.getSingleMetric(name);
  return (await metric?.get())?.values[0]?.value;
}

async function until(what: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 400 && !(await what()); i++) await new Promise((r) => setTimeout(r, 25));
  expect(await what()).toBe(true);
}

const ALL_JOBS = [
  'bonus-cashback',
  'bonus-expiry',
  'free-spin-delivery',
  'harm-markers',
  'hub88-games',
  'hub88-transactions',
  'invite-rebates',
  'mail-campaigns',
  'payout-sweeper',
  'reconcile',
  'risk-scan',
  'screening-daily',
  'sport-sandbox-feed',
  'sport-sweeper',
];
const ONE_RUN_EACH = {
  'bonus-cashback': 1,
  'bonus-expiry': 1,
  'harm-markers': 1,
  'hub88-games': 1,
  'hub88-transactions': 1,
  'invite-rebates': 1,
  'mail-campaigns': 1,
  'payout-sweeper': 1,
  reconcile: 1,
  'risk-scan': 1,
  'screening-daily': 1,
  'sport-sweeper': 1,
};

for (const backend of backends()) {
  describe(`scheduled work on ${backend.name}`, () => {
    it('runs each job on one instance only, and moves to another when it stops', async () => {
      const env = await openTestEnv(backend, SCHEDULED);
      const a = await buildApp({ config: env.config, database: env.database, cache: env.cache });
      let b: TalihApp | undefined;
      const second = backend.databaseUrl
        ? secondInstance(env, backend.databaseUrl, SCHEDULED)
        : null;
      try {
        await a.ready();
        expect(a.talih.services.scheduler!.leading().sort()).toEqual(ALL_JOBS);
        expect(await gauge(a, 'talih_scheduler_leader')).toBe(1);
        await until(async () => Object.keys(await runs(a)).length === 12);
        expect(await runs(a)).toEqual(ONE_RUN_EACH);
        // Reconcile's first run came at start-up (its interval is an hour): the time is set.
        const reconciledAt = await gauge(a, 'talih_reconcile_last_run_timestamp_seconds');
        expect(Math.abs(reconciledAt! - Date.now() / 1000)).toBeLessThan(60);
        await until(() => ranOn(a, FAST_JOB));
        if (!second) return; // SQLite: one instance per database file
        b = await second.build();
        await b.ready();
        // b keeps trying every 50 ms; give it twenty tries while a leads.
        await new Promise((r) => setTimeout(r, 1000));
        expect(b.talih.services.scheduler!.leading()).toEqual([]);
        expect(await allRuns(b)).toEqual({});
        expect(await gauge(b, 'talih_scheduler_leader')).toBe(0);
        expect(await gauge(a, 'talih_scheduler_leader')).toBe(1);
        expect(await runs(a)).toEqual(ONE_RUN_EACH);
        await a.close();
        await until(() => b!.talih.services.scheduler!.leading().length === 14);
        expect(await gauge(b, 'talih_scheduler_leader')).toBe(1);
        await until(async () => Object.keys(await runs(b!)).length === 12);
        expect(await runs(b)).toEqual(ONE_RUN_EACH);
        await until(() => ranOn(b!, FAST_JOB));
      } finally {
        await a.close();
        await b?.close();
        await second?.close();
        await env.dispose();
      }
    }, 60_000);
  });
}
