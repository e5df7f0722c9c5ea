// Staff calls of the reconcile area: the history of runs (each check's result) and "run now".
import { z } from 'zod';

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
export type ReconcileRunView = z.infer<typeof reconcileRun>;

export const historyInput = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export const historyOutput = z.object({ total: z.number().int(), runs: z.array(reconcileRun) });

export const runInput = z.object({});
export const runOutput = reconcileRun;
