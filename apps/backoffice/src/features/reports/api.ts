// The reports' staff calls (reports.read): a period's figures from the ledger, and the live
// panel's last hour (refreshed every 15 seconds).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { liveCall, reportCall } from '@talih/contracts/backoffice/reports.ts';
import { staffCall } from '../../lib/api.ts';
import type { PeriodChoice } from './period.ts';

/** The live panel's window, in minutes. */
export const LIVE_MINUTES = 60;

export const reportKeys = {
  all: ['reports'] as const,
  report: (choice: PeriodChoice) => ['reports', 'report', choice] as const,
  live: () => ['reports', 'live'] as const,
};

export const reportQueries = {
  report: (choice: PeriodChoice) =>
    queryOptions({
      queryKey: reportKeys.report(choice),
      queryFn: () => staffCall(reportCall, choice),
      placeholderData: keepPreviousData,
    }),
  live: () =>
    queryOptions({
      queryKey: reportKeys.live(),
      queryFn: () => staffCall(liveCall, { minutes: LIVE_MINUTES }),
      refetchInterval: 15_000,
    }),
};
