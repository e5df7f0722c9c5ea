// Invariant checks run by `talih reconcile`. Each check answers its violations; the command
// prints what it checked and exits non-zero on any.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { ledgerChecks } from '../ledger/reconcile-checks.ts';
import { paymentChecks } from '../ledger/payment-checks.ts';
import { betChecks } from '../ledger/sport-checks.ts';
import { gameChecks } from '../ledger/game-checks.ts';
import { bonusChecks } from '../ledger/bonus-checks.ts';
import { freeSpinChecks } from '../ledger/free-spin-checks.ts';
// engagement rewards
import { prizeChecks } from '../ledger/prize-checks.ts';
import { socialChecks } from '../ledger/social-checks.ts';

import type { ReconcileCheck, ReconcileSettings } from '../ledger/check.ts';

// The check types live with the ledger (it owns its invariants); re-exported for the callers.
export type { ReconcileCheck, ReconcileSettings };

export const reconcileChecks: ReconcileCheck[] = [
  {
    name: 'every migration is applied',
    async run(database) {
      return (await pendingMigrations(database)).map((m) => `pending migration ${m}`);
    },
  },
  {
    name: 'database integrity (SQLite integrity_check and foreign keys)',
    async run(database) {
      if (database.kind !== 'sqlite') return [];
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
        database.db,
      );
      const problems = integrity.rows
        .map((r) => r.integrity_check)
        .filter((v) => v !== 'ok')
        .map((v) => `integrity: ${v}`);
      const fks = await sql<{
        table: string;
        rowid: number;
        parent: string;
      }>`pragma foreign_key_check`.execute(database.db);
      for (const fk of fks.rows.slice(0, 100)) {
        problems.push(`foreign key: ${fk.table} row ${fk.rowid} points at a missing ${fk.parent}`);
      }
      return problems;
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
  ...gameChecks,
  ...bonusChecks,
  ...freeSpinChecks,
  ...paymentChecks,
  ...betChecks,
  ...prizeChecks,
  // engagement, social side
  ...socialChecks,
];

export interface CheckResult {
  name: string;
  ok: boolean;
  violations: number;
  /** The first few violations (each check already stops at 100). */
  sample: string[];
}

const JSON_SAMPLE_MAX = 10;

export async function reconcile(
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
  for (const check of reconcileChecks) {
    const problems = await check.run(database, settings);
    violations += problems.length;
    checks.push({
      name: check.name,
      ok: problems.length === 0,
      violations: problems.length,
      sample: problems.slice(0, JSON_SAMPLE_MAX),
    });
    print(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}`);
    for (const p of problems) print(`     - ${p}`);
  }
  print(
    violations === 0
      ? `reconcile: ${reconcileChecks.length} checks, no violations`
      : `reconcile: ${violations} violation(s)`,
  );
  return { violations, checks };
}

/**
 * `talih reconcile --json`: one JSON document for monitoring, with each check's name, whether
 * it passed, its violation count and a sample of them.
 */
export async function reconcileJson(
  database: Database,
  options: Partial<ReconcileSettings> = {},
): Promise<{ text: string; violations: number }> {
  const { violations, checks } = await reconcile(database, () => {}, options);
  const document = {
    ok: violations === 0,
    violations,
    checkedAt: new Date().toISOString(),
    checks,
  };
  return { text: JSON.stringify(document), violations };
}
