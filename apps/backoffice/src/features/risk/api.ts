// The risk feature's staff calls: the alert queue, the signs-of-harm tasks and a player's harm
// view, the AML cases and one case, and the sanctions and PEP screening hits (risk.read), with
// risk's actions on them (risk.manage). Four key roots, as the server's areas: 'risk' (alerts),
// 'harm', 'aml' and 'screening'; an action makes its root stale.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addAmlNote,
  assignAmlCase,
  decideAmlCase,
  exportAmlReport,
  getAmlCase,
  listAmlCases,
  openAmlCase,
  requestAmlSourceOfFunds,
} from '@talih/contracts/backoffice/aml.ts';
import type { StaffInput, StaffOutput } from '@talih/contracts/backoffice/call.ts';
import {
  listHarmTasks,
  playerHarm,
  recordHarmInteraction,
  scanHarm,
} from '@talih/contracts/backoffice/harm.ts';
import {
  assignRiskAlert,
  closeRiskAlert,
  listRiskAlerts,
  scanRisk,
} from '@talih/contracts/backoffice/risk.ts';
import {
  decideScreeningHit,
  listScreeningHits,
  screenNow,
  type SCREENING_HIT_STATUSES,
} from '@talih/contracts/backoffice/screening.ts';
import type { HarmMarker } from '@talih/contracts/jurisdiction.ts';
import { staffCall } from '../../lib/api.ts';

export const RISK_PAGE_SIZE = 25;
export const QUEUE_STATUSES = ['open', 'closed', 'all'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export type ScreeningStatus = (typeof SCREENING_HIT_STATUSES)[number];

/** The alert queue's filter; an empty kind or assignee is "any". */
export interface AlertFilter {
  status: QueueStatus;
  kind: string;
  assignee: string;
  page: number;
}

/** The harm tasks' filter: `firedSince` set for "fired this week" (fixed when chosen). */
export interface HarmFilter {
  status: QueueStatus;
  marker: HarmMarker | '';
  firedSince: number | null;
  page: number;
}

export interface CaseFilter {
  status: QueueStatus;
  assignee: string;
  page: number;
}

export const riskKeys = {
  alerts: ['risk'] as const,
  alertList: (f: AlertFilter) => ['risk', 'alerts', f.status, f.kind, f.assignee, f.page] as const,
  harm: ['harm'] as const,
  harmTasks: (f: HarmFilter) =>
    ['harm', 'tasks', f.status, f.firedSince, f.marker, f.page] as const,
  harmPlayer: (userId: number) => ['harm', 'player', userId] as const,
  aml: ['aml'] as const,
  cases: (f: CaseFilter) => ['aml', 'cases', f.status, f.assignee, f.page] as const,
  case: (caseId: number) => ['aml', 'case', caseId] as const,
  screening: ['screening'] as const,
  hits: (status: ScreeningStatus) => ['screening', status] as const,
};

export const riskQueries = {
  alerts: (f: AlertFilter) =>
    queryOptions({
      queryKey: riskKeys.alertList(f),
      queryFn: () => staffCall(listRiskAlerts, { ...f, pageSize: RISK_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  harmTasks: (f: HarmFilter) =>
    queryOptions({
      queryKey: riskKeys.harmTasks(f),
      queryFn: () =>
        staffCall(listHarmTasks, {
          status: f.status,
          marker: f.marker,
          ...(f.firedSince === null ? {} : { firedSince: f.firedSince }),
          page: f.page,
          pageSize: RISK_PAGE_SIZE,
        }),
      placeholderData: keepPreviousData,
    }),
  harmPlayer: (userId: number) =>
    queryOptions({
      queryKey: riskKeys.harmPlayer(userId),
      queryFn: () => staffCall(playerHarm, { userId }),
    }),
  cases: (f: CaseFilter) =>
    queryOptions({
      queryKey: riskKeys.cases(f),
      queryFn: () => staffCall(listAmlCases, { ...f, pageSize: RISK_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  case: (caseId: number) =>
    queryOptions({
      queryKey: riskKeys.case(caseId),
      queryFn: () => staffCall(getAmlCase, { caseId }),
      enabled: Number.isSafeInteger(caseId) && caseId > 0,
    }),
  hits: (status: ScreeningStatus) =>
    queryOptions({
      queryKey: riskKeys.hits(status),
      queryFn: () => staffCall(listScreeningHits, { status }),
    }),
};

/** What the page does when an action is done or refused. */
export interface Handlers<R> {
  onDone?(result: R): void;
  onError?(error: Error): void;
}

/** An action of risk's: on success `onDone` hears the answer, then `stale` is read again. */
function useAction<V, R>(
  call: (v: V) => Promise<R>,
  stale: readonly (readonly unknown[])[],
  h: Handlers<R>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (r) => {
      h.onDone?.(r);
      for (const queryKey of stale) void client.invalidateQueries({ queryKey });
    },
    onError: h.onError,
  });
}

type Contract = Parameters<typeof staffCall>[0];
type In<C extends Contract> = StaffInput<C>;
type Out<C extends Contract> = StaffOutput<C>;

export const useAssignAlert = (h: Handlers<Out<typeof assignRiskAlert>>) =>
  useAction((v: In<typeof assignRiskAlert>) => staffCall(assignRiskAlert, v), [riskKeys.alerts], h);
export const useCloseAlert = (h: Handlers<Out<typeof closeRiskAlert>>) =>
  useAction((v: In<typeof closeRiskAlert>) => staffCall(closeRiskAlert, v), [riskKeys.alerts], h);
export const useScanRisk = (h: Handlers<Out<typeof scanRisk>>) =>
  useAction(() => staffCall(scanRisk, {}), [riskKeys.alerts], h);
export const useOpenCase = (h: Handlers<Out<typeof openAmlCase>>) =>
  useAction((alertId: number) => staffCall(openAmlCase, { alertId }), [riskKeys.aml], h);

export const useScanHarm = (h: Handlers<Out<typeof scanHarm>>) =>
  useAction(() => staffCall(scanHarm, {}), [riskKeys.harm], h);
export const useRecordInteraction = (h: Handlers<Out<typeof recordHarmInteraction>>) =>
  useAction(
    (v: In<typeof recordHarmInteraction>) => staffCall(recordHarmInteraction, v),
    [riskKeys.harm],
    h,
  );

export const useAddCaseNote = (h: Handlers<Out<typeof addAmlNote>>) =>
  useAction((v: In<typeof addAmlNote>) => staffCall(addAmlNote, v), [riskKeys.aml], h);
export const useAssignCase = (h: Handlers<Out<typeof assignAmlCase>>) =>
  useAction((v: In<typeof assignAmlCase>) => staffCall(assignAmlCase, v), [riskKeys.aml], h);
export const useDecideCase = (h: Handlers<Out<typeof decideAmlCase>>) =>
  useAction((v: In<typeof decideAmlCase>) => staffCall(decideAmlCase, v), [riskKeys.aml], h);
export const useAskSourceOfFunds = (h: Handlers<Out<typeof requestAmlSourceOfFunds>>) =>
  useAction((caseId: number) => staffCall(requestAmlSourceOfFunds, { caseId }), [riskKeys.aml], h);
export const useCaseReport = (h: Handlers<Out<typeof exportAmlReport>>) =>
  useAction((caseId: number) => staffCall(exportAmlReport, { caseId }), [], h);

export const useDecideHit = (h: Handlers<Out<typeof decideScreeningHit>>) =>
  useAction(
    (v: In<typeof decideScreeningHit>) => staffCall(decideScreeningHit, v),
    [riskKeys.screening],
    h,
  );
export const useScreenNow = (h: Handlers<Out<typeof screenNow>>) =>
  useAction(() => staffCall(screenNow, {}), [riskKeys.screening], h);
