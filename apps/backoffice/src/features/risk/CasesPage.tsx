// AML cases: each player's alerts grouped into one case; filter by status and assignee, paged
// on the server, newest first; a row opens the case.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AmlCaseRow } from '@talih/contracts/backoffice/aml.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { QueuePage, useQueueParams } from '../../components/QueuePage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { QUEUE_STATUSES, RISK_PAGE_SIZE, riskQueries } from './api.ts';
import { AssigneeFilter, RiskPageHead } from './RiskPageHead.tsx';
import './risk.css';

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

function useColumns(): Column<AmlCaseRow>[] {
  const { t } = useTranslation();
  return [
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
}

export function CasesPage() {
  const { t } = useTranslation();
  const q = useQueueParams(QUEUE_STATUSES, 'open', ['assignee'] as const);
  const list = useQuery(riskQueries.cases({ status: q.status, ...q.filters, page: q.page }));
  return (
    <section className="page bo-area">
      <RiskPageHead title={t('aml.title')} subtitle={t('aml.subtitle')} />
      <QueuePage
        caption={t('aml.title')}
        status={{
          label: t('aml.filters.status'),
          value: q.status,
          statuses: QUEUE_STATUSES,
          labelOf: (s) => t(`aml.statuses.${s}`),
          onChange: (status) => q.set({ status }),
        }}
        filters={
          <AssigneeFilter
            label={t('aml.filters.assignee')}
            value={q.filters.assignee}
            onChange={(assignee) => q.set({ assignee })}
          />
        }
        list={list}
        columns={useColumns()}
        rowKey={(r) => r.caseId}
        page={q.page}
        pageSize={RISK_PAGE_SIZE}
        onPage={q.setPage}
        empty={t('aml.empty')}
      />
    </section>
  );
}
