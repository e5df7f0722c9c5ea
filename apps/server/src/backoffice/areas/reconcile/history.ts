// Each reconcile run is kept: when, who or what ran it, and every check's result (the
// structure `talih reconcile --json` prints), so the back-office shows the history and a
// failed check stays visible after the terminal that ran it is closed.
import {
  runReconcile,
  type CheckResult,
  type ReconcileCheck,
  type ReconcileSettings,
} from '../../../operations/reconcile.ts';
import type { Database } from '../../../db/database.ts';
import type { StaffContext } from '../../calls.ts';

export type ReconcileTrigger = 'cli' | 'staff';

export interface ReconcileRun {
  id: number;
  startedAt: number;
  finishedAt: number;
  trigger: string;
  actor: string | null;
  ok: boolean;
  violations: number;
  checkCount: number;
  checks: CheckResult[];
}

interface RunOptions {
  /** Every check (reconcileChecksOf over the area list). */
  checks: readonly ReconcileCheck[];
  trigger: ReconcileTrigger;
  actor: string | null;
  settings?: Partial<ReconcileSettings>;
  print?: (line: string) => void;
}

/** Runs every check and stores the run; answers it with its id. */
export async function runAndRecord(database: Database, o: RunOptions): Promise<ReconcileRun> {
  const startedAt = Date.now();
  const { violations, checks } = await runReconcile(
    o.checks,
    database,
    o.print ?? (() => {}),
    o.settings,
  );
  const finishedAt = Date.now();
  const row = await database.db
    .insertInto('reconcile_runs')
    .values({
      started_at: startedAt,
      finished_at: finishedAt,
      trigger: o.trigger,
      actor: o.actor,
      ok: violations === 0 ? 1 : 0,
      violations,
      check_count: checks.length,
      checks: JSON.stringify(checks),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    startedAt,
    finishedAt,
    trigger: o.trigger,
    actor: o.actor,
    ok: violations === 0,
    violations,
    checkCount: checks.length,
    checks,
  };
}

type RunRow = {
  id: number;
  started_at: number;
  finished_at: number;
  trigger: string;
  actor: string | null;
  ok: number;
  violations: number;
  check_count: number;
  checks: string;
};

function toRun(r: RunRow): ReconcileRun {
  return {
    id: Number(r.id),
    startedAt: Number(r.started_at),
    finishedAt: Number(r.finished_at),
    trigger: r.trigger,
    actor: r.actor,
    ok: Number(r.ok) === 1,
    violations: Number(r.violations),
    checkCount: Number(r.check_count),
    checks: JSON.parse(r.checks) as CheckResult[],
  };
}

/** A page of runs, newest first; each with its checks so a row can open without a call. */
export async function listRuns(
  database: Database,
  page: { page: number; pageSize: number },
): Promise<{ total: number; page: number; rows: ReconcileRun[] }> {
  const { db } = database;
  const count = await db
    .selectFrom('reconcile_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await db
    .selectFrom('reconcile_runs')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { total: Number(count?.n ?? 0), page: page.page, rows: rows.map(toRun) };
}

/** The newest run, or null before the first one. */
export async function latestRun(database: Database): Promise<ReconcileRun | null> {
  const { rows } = await listRuns(database, { page: 1, pageSize: 1 });
  return rows[0] ?? null;
}

/**
 * "Run now" as a staff member (the screen, or `talih reconcile --as NAME`): the run is kept
 * under their name and audited.
 */
export async function runAsStaff(
  ctx: StaffContext,
  checks: readonly ReconcileCheck[],
  print?: (line: string) => void,
): Promise<ReconcileRun> {
  const run = await runAndRecord(ctx.services.database, {
    checks,
    trigger: ctx.ip === 'cli' ? 'cli' : 'staff',
    actor: ctx.staff.name,
    settings: { withdrawStuckHours: ctx.services.config.WITHDRAW_STUCK_HOURS },
    print,
  });
  await ctx.audit({
    action: 'reconcile.run',
    objectType: 'reconcile_run',
    objectId: run.id,
    after: { ok: run.ok, violations: run.violations },
  });
  return run;
}
