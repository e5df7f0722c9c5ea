// The four-eyes queue: what waits, for how long, and who asked; approve or reject as a
// second staff member (the server refuses the requester whatever the screen shows).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  decideApproval,
  listApprovals,
  type ApprovalRow,
} from '@talih/contracts/backoffice/approvals.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText, objectLabel } from '../../lib/labels.ts';
import { formatAge } from '../../lib/format.ts';
import { useCan, useMe } from '../../lib/session.ts';
import { InviteLink } from '../staff/InviteLink.tsx';

type Status = 'pending' | 'approved' | 'rejected';

/** "wheel:vip@3" -> the engagement screen that shows that configuration and its waiting change. */
function configChangesPath(objectId: string): string {
  const kind = objectId.split('@')[0] ?? '';
  if (kind.startsWith('wheel:')) return `/engagement/wheels?wheel=${kind.slice(6)}`;
  if (kind.startsWith('promotion:')) return `/engagement/promotions?code=${kind.slice(10)}`;
  return `/engagement/${kind === 'sign_in' ? 'sign-in' : kind}`;
}
const PAGE_SIZE = 50;

function ApprovalsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canDecide = useCan('approvals.decide');
  const me = useMe().data;
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{
    row: ApprovalRow;
    decision: 'approve' | 'reject';
  } | null>(null);
  const list = useQuery({
    queryKey: ['approvals', status, page],
    queryFn: () => staffCall(listApprovals, { status, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  // An approved invite or sign-in reset: its one-time link, shown to this approver only.
  const [invite, setInvite] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (v: { id: number; decision: 'approve' | 'reject'; reason: string }) =>
      staffCall(decideApproval, v),
    onSuccess: (row) => {
      toast.success(row.status === 'approved' ? t('approvals.approved') : t('approvals.rejected'));
      if (row.enrolment) setInvite(row.enrolment.enrolUrl);
      setDeciding(null);
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
  const units = { d: t('approvals.units.d'), h: t('approvals.units.h'), m: t('approvals.units.m') };
  const kind = (k: string) => t(`approvals.kinds.${k}`, k);

  const columns: Column<ApprovalRow>[] = [
    { key: 'id', header: '#', render: (r) => <span className="num">{r.id}</span>, width: '4rem' },
    { key: 'kind', header: t('approvals.kind'), render: (r) => kind(r.kind) },
    {
      key: 'object',
      header: t('approvals.object'),
      render: (r) =>
        // engagement: a configuration change links to its changes, field by field.
        r.objectType === 'config' ? (
          <Link to={configChangesPath(r.objectId)}>{objectLabel(t, r.objectType, r.objectId)}</Link>
        ) : (
          objectLabel(t, r.objectType, r.objectId)
        ),
    },
    {
      key: 'amount',
      header: t('approvals.amount'),
      align: 'right',
      render: (r) => <Money minor={r.amountMinor} />,
    },
    { key: 'by', header: t('approvals.requestedBy'), render: (r) => r.requestedBy },
    {
      key: 'reason',
      header: t('approvals.reason'),
      render: (r) => (
        <span className="clip" title={r.reason}>
          {r.reason}
        </span>
      ),
    },
    status === 'pending'
      ? {
          key: 'waiting',
          header: t('approvals.waiting'),
          render: (r) => (
            <span
              className={`num ${Date.now() - r.requestedAt > 3_600_000 ? 'late' : ''}`}
              title={Date.now() - r.requestedAt > 3_600_000 ? t('approvals.longWait') : undefined}
            >
              {formatAge(Date.now() - r.requestedAt, units)}
            </span>
          ),
        }
      : {
          key: 'decided',
          header: t('approvals.decidedBy'),
          render: (r) => (
            <>
              {r.decidedBy} · <DateTime ms={r.decidedAt} />
            </>
          ),
        },
    status === 'pending'
      ? {
          key: 'actions',
          header: t('approvals.decision'),
          render: (r) =>
            r.canDecide && canDecide ? (
              <span className="row-actions">
                <button
                  type="button"
                  className="btn btn-small btn-primary"
                  onClick={() => setDeciding({ row: r, decision: 'approve' })}
                >
                  {t('approvals.approve')}
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  onClick={() => setDeciding({ row: r, decision: 'reject' })}
                >
                  {t('approvals.reject')}
                </button>
              </span>
            ) : (
              <span className="muted small">
                {t(r.requestedBy === me?.name ? 'approvals.ownRequest' : 'approvals.noPermission')}
              </span>
            ),
        }
      : {
          key: 'status',
          header: t('approvals.decision'),
          render: (r) => <StatusBadge status={r.status} />,
        },
  ];

  const tabs: Status[] = ['pending', 'approved', 'rejected'];
  const tabLabel = {
    pending: 'approvals.tabPending',
    approved: 'approvals.tabApproved',
    rejected: 'approvals.tabRejected',
  } as const;
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
        {tabs.map((s) => (
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
            {t(tabLabel[s])}
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
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={status === 'pending' ? t('approvals.emptyPending') : undefined}
      />
      <ConfirmDialog
        open={deciding !== null}
        title={
          deciding?.decision === 'approve'
            ? t('approvals.approveTitle')
            : t('approvals.rejectTitle')
        }
        confirmLabel={
          deciding?.decision === 'approve' ? t('approvals.approve') : t('approvals.reject')
        }
        danger={deciding?.decision === 'reject'}
        requireReason={deciding?.decision === 'reject'}
        busy={decide.isPending}
        error={decide.error ? errorText(t, decide.error) : null}
        onCancel={() => {
          setDeciding(null);
          decide.reset();
        }}
        onConfirm={(reason) =>
          deciding && decide.mutate({ id: deciding.row.id, decision: deciding.decision, reason })
        }
      >
        {deciding && (
          <p>
            {t('approvals.approveBody', {
              kind: kind(deciding.row.kind),
              object: objectLabel(t, deciding.row.objectType, deciding.row.objectId),
              by: deciding.row.requestedBy,
            })}
            {deciding.row.amountMinor !== null && (
              <>
                {' '}
                <Money minor={deciding.row.amountMinor} />
              </>
            )}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

export default function ApprovalsRoutes() {
  return (
    <Routes>
      <Route index element={<ApprovalsPage />} />
    </Routes>
  );
}
