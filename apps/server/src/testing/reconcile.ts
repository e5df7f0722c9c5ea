// `talih reconcile`'s run over every area's checks, for tests: production callers hand their
// area list in (operations/reconcile.ts); a test reconciles against the whole list.
import { AREAS } from '../areas.ts';
import { reconcileChecksOf, runReconcile } from '../operations/reconcile.ts';
import type { Database } from '../db/database.ts';
import type { ReconcileSettings } from '../ledger/check.ts';

export function reconcile(
  database: Database,
  print: (line: string) => void,
  options: Partial<ReconcileSettings> = {},
) {
  return runReconcile(reconcileChecksOf(AREAS), database, print, options);
}
