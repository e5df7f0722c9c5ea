// AML cases: each player's alerts grouped into one case; filter by status and assignee, paged
// on the server, newest first; a row opens the case.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listAmlCases, type AmlCaseRow } from '@talih/contracts/backoffice/aml.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';
import { RiskPageHead, StatusFilter } from './RiskPageHead.tsx';
import './risk.css';

const PAGE_SIZE = 25;
const STATUSES = ['open', 'closed', 'all'] as const;
type Status = (typeof STATUSES)[number];

export function CaseStatus({ c }: { c: AmlCaseRow }) {
  const { t } = useTranslation();
  if (c.status === 'closed') {
    return (
      <StatusBadge
        status="closed"
        tone="muted"
        label={t(`aml.decisions.${c.decision ?? 'clear'}`)}
      />
    );
  }
  if (c.pendingApprovalId !== null) {
    return <StatusBadge status="pending" tone="info" label={t('aml.pending')} />;
  }
  return <StatusBadge status="open" tone="warn" label={t('aml.statuses.open')} />;
}

export function CasesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Status)
    : 'open';
  const assignee = params.get('assignee') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const list = useQuery({
    queryKey: ['aml', 'cases', status, assignee, page],
    queryFn: () => staffCall(listAmlCases, { status, assignee, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const set = (next: Record<string, string>) => setParams({ status, assignee, page: '1', ...next });
  const columns: Column<AmlCaseRow>[] = [
    {
      key: 'id',
      header: t('aml.cols.case'),
      width: '6rem',
      render: (r) => <Link to={`/risk/cases/${r.caseId}`}>#{r.caseId}</Link>,
    },
    {
      key: 'player',
      header: t('aml.cols.player'),
      render: (r) => <Link to={`/players/${r.userId}`}>{r.nickname ?? `#${r.userId}`}</Link>,
    },
    {
      key: 'alerts',
      header: t('aml.cols.alerts'),
      align: 'right',
      render: (r) => <span className="num">{r.alertCount}</span>,
    },
    {
      key: 'assignee',
      header: t('aml.cols.assignee'),
      render: (r) => r.assignee ?? t('risk.unassigned'),
    },
    { key: 'opened', header: t('aml.cols.opened'), render: (r) => <DateTime ms={r.openedAt} /> },
    {
      key: 'status',
      header: t('aml.cols.status'),
      render: (r) => (
        <span className="stack closed-cell">
          <CaseStatus c={r} />
          {r.decidedBy && <span className="small muted">{r.decidedBy}</span>}
        </span>
      ),
    },
  ];
  return (
    <section className="page bo-area">
      <RiskPageHead title={t('aml.title')} subtitle={t('aml.subtitle')} />
      <DataTable
        caption={t('aml.title')}
        filters={
          <div className="filter-row">
            <StatusFilter
              label={t('aml.filters.status')}
              value={status}
              statuses={STATUSES}
              labelOf={(s) => t(`aml.statuses.${s}`)}
              onChange={(s) => set({ status: s })}
            />
            <label className="field">
              <span>{t('aml.filters.assignee')}</span>
              <select value={assignee} onChange={(e) => set({ assignee: e.target.value })}>
                <option value="">{t('risk.filters.anyone')}</option>
                <option value="me">{t('risk.filters.me')}</option>
                <option value="none">{t('risk.filters.none')}</option>
              </select>
            </label>
          </div>
        }
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.caseId}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => setParams({ status, assignee, page: String(p) })}
        empty={t('aml.empty')}
      />
    </section>
  );
}
