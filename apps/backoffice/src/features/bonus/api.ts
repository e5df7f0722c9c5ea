// The bonus feature's staff calls: templates (list, detail, a new one or a new version, submit a
// version for approval, pause or archive), grants to a player, a player's bonuses and their
// cancellation, and the cost report. Every key starts with 'bonus': a change refreshes them all.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bonusCostReport,
  cancelPlayerBonus,
  createTemplate,
  getTemplate,
  grantStaffBonus,
  listPlayerBonuses,
  listTemplates,
  newTemplateVersion,
  setTemplateStatus,
  submitTemplateVersion,
} from '@talih/contracts/backoffice/bonus.ts';
import type { StaffInput, StaffOutput } from '@talih/contracts/backoffice/call.ts';
import { staffCall } from '../../lib/api.ts';

export const TEMPLATES_PAGE_SIZE = 25;
export const PLAYER_BONUSES_PAGE_SIZE = 10;
type TemplateQuery = Omit<StaffInput<typeof listTemplates>, 'pageSize'>;

export const bonusKeys = {
  all: ['bonus'] as const,
  templates: (q: TemplateQuery) => ['bonus', 'templates', q] as const,
  activeTemplates: () => ['bonus', 'templates', 'active'] as const,
  template: (id: number) => ['bonus', 'template', id] as const,
  player: (userId: number) => ['bonus', 'player', userId] as const,
  playerPage: (userId: number, page: number) => ['bonus', 'player', userId, page] as const,
  report: (period: { from: string; to: string }) => ['bonus', 'report', period] as const,
};

export const bonusQueries = {
  templates: (q: TemplateQuery) =>
    queryOptions({
      queryKey: bonusKeys.templates(q),
      queryFn: () => staffCall(listTemplates, { ...q, pageSize: TEMPLATES_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  /** The grant form's choice: every active template, by code. */
  activeTemplates: () =>
    queryOptions({
      queryKey: bonusKeys.activeTemplates(),
      queryFn: () =>
        staffCall(listTemplates, { status: 'active', pageSize: 200, sort: 'code', dir: 'asc' }),
    }),
  template: (id: number) =>
    queryOptions({
      queryKey: bonusKeys.template(id),
      queryFn: () => staffCall(getTemplate, { id }),
      enabled: Number.isSafeInteger(id) && id > 0,
    }),
  player: (userId: number, page: number) =>
    queryOptions({
      queryKey: bonusKeys.playerPage(userId, page),
      queryFn: () =>
        staffCall(listPlayerBonuses, { userId, page, pageSize: PLAYER_BONUSES_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  report: (period: { from: string; to: string }) =>
    queryOptions({
      queryKey: bonusKeys.report(period),
      queryFn: () => staffCall(bonusCostReport, period),
      placeholderData: keepPreviousData,
    }),
};

/** A bonus mutation that refreshes every bonus list on success, then runs `onDone`. */
function useBonusMutation<V, R>(call: (v: V) => Promise<R>, onDone: (r: R) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (r) => {
      void client.invalidateQueries({ queryKey: bonusKeys.all });
      onDone(r);
    },
  });
}

export function useGrantBonus(onDone: (r: StaffOutput<typeof grantStaffBonus>) => void) {
  return useBonusMutation(
    (v: StaffInput<typeof grantStaffBonus>) => staffCall(grantStaffBonus, v),
    onDone,
  );
}

/** A cancellation changes the player's balances too: their page reads again. */
export function useCancelBonus(userId: number, onDone: () => void) {
  const client = useQueryClient();
  return useBonusMutation(
    (v: { bonusId: number; reason: string }) => staffCall(cancelPlayerBonus, v),
    () => {
      void client.invalidateQueries({ queryKey: ['players', userId] });
      onDone();
    },
  );
}

type TemplateDraft = Omit<StaffInput<typeof createTemplate>, 'code'> & { code: string };

/** A new template (no id yet) or a new version of one; either waits for approval once submitted. */
export function useSaveTemplate(
  templateId: number | undefined,
  onDone: (saved: { id: number; version: number }) => void,
) {
  return useBonusMutation(
    ({ code, title, rules, reason }: TemplateDraft) =>
      templateId === undefined
        ? staffCall(createTemplate, { code, title, rules, reason })
        : staffCall(newTemplateVersion, { templateId, title, rules, reason }),
    onDone,
  );
}

export function useSetTemplateStatus(templateId: number, onDone: () => void) {
  return useBonusMutation(
    (v: Omit<StaffInput<typeof setTemplateStatus>, 'templateId'>) =>
      staffCall(setTemplateStatus, { templateId, ...v }),
    onDone,
  );
}

export function useSubmitVersion(onDone: () => void) {
  return useBonusMutation(
    (v: StaffInput<typeof submitTemplateVersion>) => staffCall(submitTemplateVersion, v),
    onDone,
  );
}
