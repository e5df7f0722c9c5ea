// `talih reconcile [--json]`: runs every check, prints them (or one JSON document) and keeps
// the run in the history the back-office shows (trigger 'cli', the operator's login name).
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import {
  runAndRecord,
  runAsStaff,
  type ReconcileRun,
} from '../backoffice/areas/reconcile/history.ts';
import { cliStaffContext } from '../backoffice/cli-context.ts';
import type { Services } from '../services.ts';
import {
  runReconcile,
  type ReconcileCheck,
  type ReconcileSettings,
} from '../operations/reconcile.ts';

export async function reconcileCommand(
  database: Database,
  o: {
    /** Every check (reconcileChecksOf over the context's area list). */
    checks: readonly ReconcileCheck[];
    settings: Partial<ReconcileSettings>;
    json: boolean;
    actor: string | null;
    /** `--as NAME`: run as that staff member (needs reconcile.run; audited, like the screen). */
    asStaff?: { name: string; config: Config };
    out: (line: string) => void;
    err: (line: string) => void;
  },
): Promise<number> {
  const print = o.json ? () => {} : o.out;
  let run: Pick<ReconcileRun, 'violations' | 'checks'>;
  if (o.asStaff) {
    // A run needs only the database and the configuration of the services.
    const services = { database, db: database.db, config: o.asStaff.config } as Services;
    let ctx;
    try {
      ctx = await cliStaffContext(services, o.asStaff.name, 'reconcile.run');
    } catch (error) {
      o.err(`reconcile: ${(error as Error).message}`);
      return 2;
    }
    run = await runAsStaff(ctx, o.checks, print);
    return finish(run, o);
  }
  try {
    run = await runAndRecord(database, {
      checks: o.checks,
      trigger: 'cli',
      actor: o.actor,
      settings: o.settings,
      print,
    });
  } catch (error) {
    // A database without the history table (a pending migration, which the first check
    // reports) still gets its checks: run them again without recording.
    if (!isMissingTable(error)) throw error;
    o.err('reconcile: this run is not kept in the history (run `talih migrate` first)');
    run = await runReconcile(o.checks, database, print, o.settings);
  }
  return finish(run, o);
}

function finish(
  run: Pick<ReconcileRun, 'violations' | 'checks'>,
  o: { json: boolean; out: (line: string) => void },
): number {
  if (o.json) {
    o.out(
      JSON.stringify({
        ok: run.violations === 0,
        violations: run.violations,
        checkedAt: new Date().toISOString(),
        checks: run.checks,
      }),
    );
  }
  return run.violations === 0 ? 0 : 1;
}

function isMissingTable(error: unknown): boolean {
  const text = String((error as { message?: unknown } | null)?.message ?? error);
  return /no such table|does not exist/i.test(text);
}
