// The audit log: filter by staff, object and time; page; each row's change field by field
// (the whole record one click away); download the filtered rows as CSV; check the hash chain,
// and compare its head with the one published outside the database.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable.tsx';
import { errorText } from '../../lib/labels.ts';
import {
  AUDIT_PAGE_SIZE,
  auditQueries,
  NO_FILTER,
  useAuditExport,
  useVerifyAudit,
  type AuditFilter,
} from './api.ts';
import { ChainHead } from './ChainHead.tsx';
import { auditColumns } from './columns.tsx';
import { FilterForm } from './FilterForm.tsx';

export function AuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const list = useQuery(auditQueries.list(filter, page));
  const exporting = useAuditExport(filter);
  const verify = useVerifyAudit();
  return (
    <section className="page">
      <header className="page-head">
        <div>
          <h1>{t('audit.title')}</h1>
          <p className="muted">{t('audit.subtitle')}</p>
        </div>
        <div className="head-actions">
          <button
            type="button"
            className="btn"
            onClick={() => verify.mutate(undefined)}
            disabled={verify.isPending}
          >
            {t('audit.verify')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => exporting.mutate()}
            disabled={exporting.isPending}
          >
            {t('audit.export')}
          </button>
        </div>
      </header>
      <ChainHead />
      <DataTable
        filters={
          <FilterForm
            onApply={(f) => {
              setFilter(f);
              setPage(1);
            }}
          />
        }
        columns={auditColumns(t)}
        rows={list.data?.rows}
        rowKey={(r) => r.seq}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}
