// Scheduled work that must run once across instances (docs/design.md "Growing past one machine"):
// repeating jobs (invite rebates, reconcile) and long-running services (the sandbox odds
// feed) run only on the instance holding the leader lock. The others try to take the lock
// every LEADER_RETRY_MS, so a stopped or crashed leader is replaced within that time.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { leaderLock } from './leader-lock.ts';
import type { Metrics } from './metrics.ts';

export interface RepeatingJob {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export interface LedService {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Scheduler {
  every(job: RepeatingJob): void;
  /** A service started while this instance leads and stopped when it stops leading. */
  lead(name: string, service: LedService): void;
  /** Begins trying to lead. */
  start(): Promise<void>;
  close(): Promise<void>;
  /** Jobs and services running here now. */
  leading(): string[];
}

export interface SchedulerOptions {
  database: Database;
  metrics: Metrics;
  log: FastifyBaseLogger;
  retryMs: number;
  /** Delay of a repeating job's first run after this instance starts leading. */
  firstRunDelayMs: number;
}

export function createScheduler(o: SchedulerOptions): Scheduler {
  const lock = leaderLock(o.database, 'scheduler');
  const jobs: RepeatingJob[] = [];
  const services = new Map<string, LedService>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let leader = false;
  let poll: NodeJS.Timeout | undefined;
  let closed = false;

  const runJob = (job: RepeatingJob) => {
    const run = job
      .run()
      .catch((err: unknown) => o.log.error({ err, job: job.name }, 'scheduled job failed'))
      .then(() => o.metrics.jobRan(job.name));
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  async function becomeLeader() {
    leader = true;
    o.log.info('this instance now runs the scheduled work');
    o.metrics.leading(true);
    for (const job of jobs) {
      const first = setTimeout(() => {
        runJob(job);
        const timer = setInterval(() => runJob(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }, o.firstRunDelayMs);
      first.unref();
      timers.push(first);
    }
    for (const [name, service] of services) {
      await service.start().catch((err: unknown) => o.log.error({ err, name }, 'start failed'));
    }
  }

  async function stopLeading() {
    leader = false;
    for (const timer of timers.splice(0)) clearTimeout(timer);
    o.metrics.leading(false);
    for (const [name, service] of services) {
      await service.stop().catch((err: unknown) => o.log.error({ err, name }, 'stop failed'));
    }
    await Promise.all(running);
  }

  async function check() {
    const holds = await lock.hold();
    if (closed) return;
    if (holds && !leader) await becomeLeader();
    else if (!holds && leader) {
      o.log.warn('lost the scheduler lock: another instance runs the scheduled work now');
      await stopLeading();
    }
  }

  const loop = () => {
    poll = setTimeout(() => void check().finally(() => !closed && loop()), o.retryMs);
    poll.unref();
  };

  return {
    every: (job) => void jobs.push(job),
    lead: (name, service) => void services.set(name, service),
    async start() {
      await check();
      loop();
    },
    async close() {
      closed = true;
      clearTimeout(poll);
      if (leader) await stopLeading();
      await lock.release();
    },
    leading: () => (leader ? [...jobs.map((j) => j.name), ...services.keys()] : []),
  };
}
