// `talih reconcile [--json]`: runs every check, prints them (or one JSON document) and keeps
// the run in the history the back-office shows (trigger 'cli', the operator's login name).
import type { Database } from '../db/database.ts';
import { runAndRecord, type ReconcileRun } from '../backoffice/areas/reconcile/history.ts';
import { reconcile, type ReconcileSettings } from './reconcile.ts';

export async function reconcileCommand(
  database: Database,
  o: {
    settings: Partial<ReconcileSettings>;
    json: boolean;
    actor: string | null;
    out: (line: string) => void;
    err: (line: string) => void;
  },
): Promise<number> {
  const print = o.json ? () => {} : o.out;
  let run: Pick<ReconcileRun, 'violations' | 'checks'>;
  try {
    run = await runAndRecord(database, {
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
    run = await reconcile(database, print, o.settings);
  }
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
