// The audit log's staff calls (audit.read): a filtered page of rows, the CSV of the filter, the
// chain's head, and a check of the chain (to a head published outside the database, or whole).
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  auditHead,
  exportAudit,
  listAudit,
  verifyAudit,
} from '@talih/contracts/backoffice/audit.ts';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { downloadCsv } from '../../lib/csv.ts';
import { errorText } from '../../lib/labels.ts';

export const AUDIT_PAGE_SIZE = 50;

/** The filter as the screen holds it: text fields, dates as yyyy-mm-dd. */
export interface AuditFilter {
  staff: string;
  objectType: string;
  objectId: string;
  from: string;
  to: string;
}
export const NO_FILTER: AuditFilter = { staff: '', objectType: '', objectId: '', from: '', to: '' };

/** The filter as the call takes it: empty fields left out, dates as Istanbul-day bounds. */
export function toInput(f: AuditFilter) {
  const day = (d: string, endOfDay: boolean) =>
    d ? Date.parse(`${d}T00:00:00+03:00`) + (endOfDay ? 86_400_000 : 0) : undefined;
  return {
    staff: f.staff || undefined,
    objectType: f.objectType || undefined,
    objectId: f.objectId || undefined,
    from: day(f.from, false),
    to: day(f.to, true),
  };
}

export const auditKeys = {
  all: ['audit'] as const,
  list: (filter: AuditFilter, page: number) => ['audit', 'list', filter, page] as const,
  head: () => ['audit', 'head'] as const,
};

export const auditQueries = {
  list: (filter: AuditFilter, page: number) =>
    queryOptions({
      queryKey: auditKeys.list(filter, page),
      queryFn: () => staffCall(listAudit, { ...toInput(filter), page, pageSize: AUDIT_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  head: () => queryOptions({ queryKey: auditKeys.head(), queryFn: () => staffCall(auditHead, {}) }),
};

/** Downloads the filtered rows as CSV (the server caps how many). */
export function useAuditExport(filter: AuditFilter) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => staffCall(exportAudit, toInput(filter)),
    onSuccess: (r) => {
      downloadCsv(`talih-audit-${new Date().toISOString().slice(0, 10)}.csv`, r.csv);
      toast.success(r.truncated ? t('audit.truncated') : t('audit.exported', { count: r.rows }));
    },
    onError: (e) => toast.error(errorText(t, e)),
  });
}

/** Checks the hash chain, whole or up to a published head; the answer is a toast. */
export function useVerifyAudit() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (head?: string) => staffCall(verifyAudit, head === undefined ? {} : { head }),
    onSuccess: (r, head) =>
      r.ok
        ? toast.success(
            t(head === undefined ? 'audit.verifyOk' : 'audit.verifyHeadOk', { rows: r.rows }),
          )
        : toast.error(t('audit.verifyBroken', { seq: r.brokenSeq, problem: r.problem })),
    onError: (e) => toast.error(errorText(t, e)),
  });
}
