// The reconcile screen's calls: the history of runs (reconcile.read) and "run now"
// (reconcile.run), which is kept in the history under the staff member's name and audited.
import * as contract from '@talih/contracts/backoffice/reconcile.ts';
import { reconcileChecksOf } from '../../../operations/reconcile.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';
import { listRuns, runAsStaff } from './history.ts';

export function register(registry: StaffRegistry) {
  const checks = reconcileChecksOf(registry.areas);
  registry.add(
    defineStaffCall({
      ...contract.reconcileHistory,
      readOnly: true,
      handler: (ctx, input) => listRuns(ctx.services.database, input),
    }),
    defineStaffCall({
      ...contract.reconcileRunNow,
      handler: (ctx) => runAsStaff(ctx, checks),
    }),
  );
}
