// The overview's staff calls: the figures at a glance (reports.read), each "waiting on you"
// queue's count (the queue's own call, one row), and the latest reconcile run.
import { queryOptions } from '@tanstack/react-query';
import { reconcileHistory } from '@talih/contracts/backoffice/reconcile.ts';
import { glanceCall } from '@talih/contracts/backoffice/reports.ts';
import { staffCall } from '../../lib/api.ts';

/** Queues are re-counted while the overview is open: staff leave it open as their start page. */
export const WAITING_POLL_MS = 30_000;
/** The figures move with every bet; a few minutes' delay is fine on an overview. */
const GLANCE_REFRESH_MS = 5 * 60_000;

export const fetchGlance = () => staffCall(glanceCall, {});
export type Glance = Awaited<ReturnType<typeof fetchGlance>>;

export const homeKeys = {
  all: ['home'] as const,
  glance: () => ['home', 'glance'] as const,
  waiting: (queueId: string) => ['home', 'waiting', queueId] as const,
  latestReconcile: () => ['home', 'reconcile', 'latest'] as const,
};

export const homeQueries = {
  glance: () =>
    queryOptions({
      queryKey: homeKeys.glance(),
      queryFn: fetchGlance,
      refetchInterval: GLANCE_REFRESH_MS,
    }),
  /** A queue's total, from `count` (a one-row page of the queue's own call). */
  waiting: (queueId: string, count: () => Promise<number>) =>
    queryOptions({
      queryKey: homeKeys.waiting(queueId),
      queryFn: count,
      refetchInterval: WAITING_POLL_MS,
    }),
  latestReconcile: () =>
    queryOptions({
      queryKey: homeKeys.latestReconcile(),
      queryFn: () => staffCall(reconcileHistory, { page: 1, pageSize: 1 }),
      refetchInterval: WAITING_POLL_MS,
    }),
};
