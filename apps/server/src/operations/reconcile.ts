// Invariant checks, run by `talih reconcile`, the scheduled reconcile and the staff screen: the
// database's and the ledger's own checks here, then each area's (reconcileChecksOf, in the order
// of the area list the caller hands in). Each check answers its violations; the caller prints
// what was checked and acts on any.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { sqliteIntegrityAside } from '../db/sqlite-integrity.ts';
import {
  FOREIGN_KEYS_SQL,
  INTEGRITY_SQL,
  integrityProblems,
  type ForeignKeyRow,
  type IntegrityRow,
} from '../db/sqlite-integrity-sql.ts';
import { ledgerChecks } from '../ledger/reconcile-checks.ts';
import type { ReconcileCheck, ReconcileSettings } from '../ledger/check.ts';
import type { Area } from '../area.ts';

// The check types live with the ledger (it owns its invariants); re-exported for the callers.
export type { ReconcileCheck, ReconcileSettings };

const coreChecks: ReconcileCheck[] = [
  {
    name: 'every migration is applied',
    async run(database) {
      return (await pendingMigrations(database)).map((m) => `pending migration ${m}`);
    },
  },
  {
    name: 'database integrity (SQLite integrity_check and foreign keys)',
    // The slowest check on a large ledger: started first, in a worker thread, and awaited after
    // the ledger's checks, which run meanwhile (sqlite-integrity.ts).
    startsEarly: true,
    async run(database) {
      if (database.kind !== 'sqlite') return [];
      const path = database.sqlitePath;
      if (path && path !== ':memory:') return sqliteIntegrityAside(path);
      // An in-memory database can't be opened twice: checked on the caller's connection.
      return sqliteIntegrityOnConnection(database);
    },
  },
  {
    name: 'no live session belongs to a missing user',
    async run(database) {
      const rows = await database.db
        .selectFrom('sessions')
        .leftJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('users.id', 'is', null)
        .limit(100)
        .execute();
      return rows.map((r) => `session ${r.id} has no user`);
    },
  },
  ...ledgerChecks,
];

/**
 * Every check, the areas' after the core ones. The caller hands in the area list (the app, the
 * CLI's context, the back-office registry): this runner sits below the areas, which reach it
 * through the reconcile screen, so it cannot import their list.
 */
export function reconcileChecksOf(
  areas: readonly Pick<Area, 'reconcileChecks'>[],
): readonly ReconcileCheck[] {
  return [...coreChecks, ...areas.flatMap((area) => area.reconcileChecks ?? [])];
}

/** The checks that run aside (startsEarly), started at once, before the others run. */
function startEarlyChecks(
  checks: readonly ReconcileCheck[],
  database: Database,
  settings: ReconcileSettings,
): Map<ReconcileCheck, Promise<string[]>> {
  const started = new Map<ReconcileCheck, Promise<string[]>>();
  for (const check of checks.filter((c) => c.startsEarly)) {
    const running = check.run(database, settings);
    // Awaited in its turn; until then a failure must not count as unhandled.
    running.catch(() => {});
    started.set(check, running);
  }
  return started;
}

async function sqliteIntegrityOnConnection(database: Database): Promise<string[]> {
  const integrity = await sql.raw<IntegrityRow>(INTEGRITY_SQL).execute(database.db);
  const fks = await sql.raw<ForeignKeyRow>(FOREIGN_KEYS_SQL).execute(database.db);
  return integrityProblems(integrity.rows, fks.rows);
}

export interface CheckResult {
  name: string;
  ok: boolean;
  violations: number;
  /** The first few violations (each check already stops at 100). */
  sample: string[];
}

const JSON_SAMPLE_MAX = 10;

/** Runs `checks` (reconcileChecksOf) and prints each; answers the violations and results. */
export async function runReconcile(
  all: readonly ReconcileCheck[],
  database: Database,
  print: (line: string) => void,
  options: Partial<ReconcileSettings> = {},
): Promise<{ violations: number; checks: CheckResult[] }> {
  const settings: ReconcileSettings = {
    withdrawStuckHours: options.withdrawStuckHours ?? 24,
    now: options.now ?? Date.now(),
  };
  let violations = 0;
  const checks: CheckResult[] = [];
  const found = new Map<ReconcileCheck, string[]>();
  const report = (check: ReconcileCheck, problems: string[]) => {
    found.set(check, problems);
    print(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}`);
    for (const p of problems) print(`     - ${p}`);
  };
  // The checks that run aside are printed when they finish, the others in list order meanwhile;
  // the result keeps the list's order.
  const early = [...startEarlyChecks(all, database, settings)].map(([check, running]) => {
    const reported = running.then((problems) => report(check, problems));
    // Awaited below; if a check in the loop throws first, this failure must not go unhandled.
    reported.catch(() => {});
    return reported;
  });
  for (const check of all) {
    if (check.startsEarly) continue;
    report(check, await check.run(database, settings));
  }
  await Promise.all(early);
  for (const check of all) {
    const problems = found.get(check) ?? [];
    violations += problems.length;
    checks.push({
      name: check.name,
      ok: problems.length === 0,
      violations: problems.length,
      sample: problems.slice(0, JSON_SAMPLE_MAX),
    });
  }
  print(
    violations === 0
      ? `reconcile: ${all.length} checks, no violations`
      : `reconcile: ${violations} violation(s)`,
  );
  return { violations, checks };
}
