// Reconcile's staff calls: the paged history of runs (reconcile.read, the newest first) and a
// run now (reconcile.run), which answers the new run.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { reconcileHistory, reconcileRunNow } from '@talih/contracts/backoffice/reconcile.ts';
import { staffCall } from '../../lib/api.ts';

export const RECONCILE_PAGE_SIZE = 20;

export const reconcileKeys = {
  all: ['reconcile'] as const,
  history: (page: number) => ['reconcile', 'history', page] as const,
};

export const reconcileQueries = {
  history: (page: number) =>
    queryOptions({
      queryKey: reconcileKeys.history(page),
      queryFn: () => staffCall(reconcileHistory, { page, pageSize: RECONCILE_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
};

type Ran = Awaited<ReturnType<typeof runNow>>;
const runNow = () => staffCall(reconcileRunNow, {});

export function useRunReconcile(handlers: { onRan(run: Ran): void; onError(e: unknown): void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runNow,
    onSuccess: (run) => {
      handlers.onRan(run);
      void client.invalidateQueries({ queryKey: reconcileKeys.all });
    },
    onError: handlers.onError,
  });
}
