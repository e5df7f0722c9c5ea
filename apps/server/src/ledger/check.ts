// The shape of a reconcile check. The ledger owns its invariants (`*-checks.ts` answer their
// violations); `operations/reconcile.ts` only runs the list and prints what each check found.
import type { Database } from '../db/database.ts';

/** What a check may need besides the database: thresholds from the configuration. */
export interface ReconcileSettings {
  /** A withdrawal waiting in one state longer than this is stuck (WITHDRAW_STUCK_HOURS). */
  withdrawStuckHours: number;
  now: number;
}

export interface ReconcileCheck {
  name: string;
  /**
   * Started before the others and awaited after them: for a check that runs off the event loop
   * (a worker thread), so that it overlaps the rest.
   */
  startsEarly?: boolean;
  run(database: Database, settings: ReconcileSettings): Promise<string[]>;
}
