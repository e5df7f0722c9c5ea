// The four-eyes queue: what waits, for how long, and who asked; approve or reject as a
// second staff member (the server refuses the requester whatever the screen shows).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRow } from '@talih/contracts/backoffice/approvals.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { InviteLink } from '../../components/InviteLink.tsx';
import { errorText } from '../../lib/labels.ts';
import { APPROVALS_PAGE_SIZE, approvalQueries, type ApprovalStatus, type Decision } from './api.ts';
import { useApprovalColumns } from './columns.tsx';
import { DecideDialog } from './DecideDialog.tsx';

const TABS = {
  pending: 'approvals.tabPending',
  approved: 'approvals.tabApproved',
  rejected: 'approvals.tabRejected',
} as const;

export interface Deciding {
  row: ApprovalRow;
  decision: Decision;
}

export function ApprovalsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ApprovalStatus>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const list = useQuery(approvalQueries.list(status, page));
  // An approved invite or sign-in reset: its one-time link, shown to this approver only.
  const [invite, setInvite] = useState<string | null>(null);
  const columns = useApprovalColumns(status, setDeciding);
  return (
    <section className="page">
      <header className="page-head">
        <div>
          <h1>{t('approvals.title')}</h1>
          <p className="muted">{t('approvals.subtitle')}</p>
        </div>
      </header>
      {invite && <InviteLink url={invite} onClose={() => setInvite(null)} />}
      <div className="tabs" role="tablist">
        {(Object.keys(TABS) as ApprovalStatus[]).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            className="tab"
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {t(TABS[s])}
          </button>
        ))}
      </div>
      <DataTable
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={APPROVALS_PAGE_SIZE}
        onPage={setPage}
        empty={status === 'pending' ? t('approvals.emptyPending') : undefined}
      />
      <DecideDialog deciding={deciding} onClose={() => setDeciding(null)} onInvite={setInvite} />
    </section>
  );
}
