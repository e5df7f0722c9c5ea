// Staff calls of the reconcile area: the history of runs (each check's result) and "run now".
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { pageInput, pageOf } from './common.ts';

export const checkResult = z.object({
  name: z.string(),
  ok: z.boolean(),
  violations: z.number().int(),
  sample: z.array(z.string()),
});

export const reconcileRun = z.object({
  id: z.number().int(),
  startedAt: z.number().int(),
  finishedAt: z.number().int(),
  /** 'cli' (talih reconcile) or 'staff' (run from the back-office). */
  trigger: z.string(),
  actor: z.string().nullable(),
  ok: z.boolean(),
  violations: z.number().int(),
  checkCount: z.number().int(),
  checks: z.array(checkResult),
});
export type ReconcileRunView = z.output<typeof reconcileRun>;

export const reconcileHistory = defineStaffContract({
  path: '/reconcile/history',
  permission: 'reconcile.read',
  input: z.object(pageInput),
  output: pageOf(reconcileRun),
});

/** Runs every check now and keeps the run in the history under the staff member's name. */
export const reconcileRunNow = defineStaffContract({
  path: '/reconcile/run',
  permission: 'reconcile.run',
  input: z.object({}),
  output: reconcileRun,
});
