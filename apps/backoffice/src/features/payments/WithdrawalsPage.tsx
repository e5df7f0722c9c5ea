// The withdrawal queue: requests waiting for a decision, approved ones waiting for finance's bank
// transfer (manual payouts: marked paid with the bank's reference) and failed payouts waiting
// for a retry or a void. Approving above the four-eyes threshold waits for a second staff
// member (the approvals queue); the row then says so.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  approveWithdrawal,
  bankRefField,
  markWithdrawalPaid,
  rejectWithdrawal,
  retryWithdrawal,
  voidWithdrawal,
  WITHDRAWAL_QUEUE_STATUSES,
  withdrawalQueue,
  type WithdrawalRow,
} from '@talih/contracts/backoffice/payments.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall, StaffCallError } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { RiskCell } from './RiskCell.tsx';
import { groupedIban } from '../../lib/format.ts';

const PAGE_SIZE = 25;
type Status = (typeof WITHDRAWAL_QUEUE_STATUSES)[number];
type How = 'approve' | 'reject' | 'retry' | 'void' | 'markPaid';

export function WithdrawalsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = {
    approve: useCan('withdrawals.approve'),
    reject: useCan('withdrawals.reject'),
    void: useCan('withdrawals.void'),
  };
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: WithdrawalRow; how: How } | null>(null);
  const [bankRef, setBankRef] = useState('');
  const bankRefOk = bankRefField.safeParse(bankRef).success;
  const list = useQuery({
    queryKey: ['payments', 'withdrawals', status, page],
    queryFn: () => staffCall(withdrawalQueue, { status, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const decide = useMutation({
    mutationFn: async ({ row, how, reason }: { row: WithdrawalRow; how: How; reason: string }) => {
      const orderNo = row.orderNo;
      if (how === 'approve') {
        const r = await staffCall(approveWithdrawal, { orderNo, reason });
        if (r.status === 'pending') return t('payments.withdrawals.waitingSecond');
        if (r.withdrawalStatus === 'approved') return t('payments.withdrawals.awaitingTransfer');
        return r.withdrawalStatus === 'paid'
          ? t('payments.withdrawals.paid')
          : t('payments.withdrawals.payoutFailed');
      }
      if (how === 'markPaid') {
        await staffCall(markWithdrawalPaid, { orderNo, bankRef: bankRef.trim() });
        return t('payments.withdrawals.markedPaid');
      }
      if (how === 'retry') {
        const r = await staffCall(retryWithdrawal, { orderNo });
        return r.status === 'paid'
          ? t('payments.withdrawals.paid')
          : t('payments.withdrawals.payoutFailed');
      }
      if (how === 'reject') await staffCall(rejectWithdrawal, { orderNo, reason });
      else await staffCall(voidWithdrawal, { orderNo, reason });
      return t(how === 'reject' ? 'payments.withdrawals.rejected' : 'payments.withdrawals.voided');
    },
    onSuccess: (message) => {
      toast.success(message);
      setDeciding(null);
      setBankRef('');
      void client.invalidateQueries({ queryKey: ['payments'] });
      void client.invalidateQueries({ queryKey: ['players'] });
      void client.invalidateQueries({ queryKey: ['approvals'] });
    },
  });

  const actions = (r: WithdrawalRow) => {
    if (r.status === 'pending') {
      if (r.approvalId !== null) {
        return (
          <Link className="small" to="/approvals">
            {t('payments.withdrawals.awaiting', { id: r.approvalId })}
          </Link>
        );
      }
      return (
        <span className="row-actions">
          {can.approve && (
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={() => setDeciding({ row: r, how: 'approve' })}
            >
              {t('payments.withdrawals.approve')}
            </button>
          )}
          {can.reject && (
            <button
              type="button"
              className="btn btn-small btn-danger"
              onClick={() => setDeciding({ row: r, how: 'reject' })}
            >
              {t('payments.withdrawals.reject')}
            </button>
          )}
        </span>
      );
    }
    if (r.status === 'approved' && r.provider === 'trustly') {
      // Trustly's payoutconfirmation settles it; nothing to mark by hand.
      return <span className="muted small">{t('payments.withdrawals.awaitingTrustly')}</span>;
    }
    if (r.status === 'approved') {
      return can.approve ? (
        <button
          type="button"
          className="btn btn-small btn-primary"
          onClick={() => setDeciding({ row: r, how: 'markPaid' })}
        >
          {t('payments.withdrawals.markPaid')}
        </button>
      ) : (
        <span className="muted small">{t('payments.withdrawals.awaitingTransferShort')}</span>
      );
    }
    if (r.status === 'payout_failed') {
      return (
        <span className="row-actions">
          {can.approve && (
            <button
              type="button"
              className="btn btn-small btn-primary"
              onClick={() => setDeciding({ row: r, how: 'retry' })}
            >
              {t('payments.withdrawals.retry')}
            </button>
          )}
          {can.void && (
            <button
              type="button"
              className="btn btn-small btn-danger"
              onClick={() => setDeciding({ row: r, how: 'void' })}
            >
              {t('payments.withdrawals.void')}
            </button>
          )}
        </span>
      );
    }
    return <span className="muted small">{r.reviewedBy ?? '—'}</span>;
  };

  const columns: Column<WithdrawalRow>[] = [
    {
      key: 'order',
      header: t('payments.cols.order'),
      render: (r) => <span className="num">{r.orderNo}</span>,
    },
    {
      key: 'at',
      header: t('payments.cols.createdAt'),
      render: (r) => <DateTime ms={r.createdAt} />,
    },
    {
      key: 'player',
      header: t('payments.cols.player'),
      render: (r) => (
        <Link className="nowrap" to={`/players/${r.userId}`}>
          {r.nickname} <span className="muted num">#{r.userId}</span>
        </Link>
      ),
    },
    {
      key: 'amount',
      header: t('payments.cols.amount'),
      align: 'right',
      render: (r) => <Money minor={r.amountMinor} />,
    },
    {
      key: 'to',
      header: t('payments.cols.toAccount'),
      render: (r) => (
        <>
          {r.holderName} · {r.bankName}
          <br />
          <span className="num small nowrap">{groupedIban(r.iban)}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('payments.cols.status'),
      render: (r) => (
        <>
          <StatusBadge
            status={r.status}
            tone={r.status === 'payout_failed' ? 'bad' : undefined}
            label={t(`payments.status.${r.status}`)}
          />
          {r.payoutError && <span className="small muted block">{r.payoutError}</span>}
        </>
      ),
    },
    {
      key: 'risk',
      header: t('payments.cols.risk'),
      width: '17rem',
      render: (r) => <RiskCell risk={r.risk} />,
    },
    { key: 'actions', header: t('payments.cols.actions'), render: actions },
  ];
  const how = deciding?.how;
  return (
    <>
      <DataTable
        caption={t('payments.tabs.withdrawals')}
        filters={
          <label className="field">
            <span>{t('payments.cols.status')}</span>
            <select
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as Status);
                setPage(1);
              }}
            >
              {WITHDRAWAL_QUEUE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`payments.withdrawalFilter.${s}`)}
                </option>
              ))}
            </select>
          </label>
        }
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.orderNo}
        loading={list.isFetching}
        error={list.isError ? list.error.message || t('common.loadFailed') : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={
          status === 'open' ? t('payments.withdrawals.emptyOpen') : t('payments.withdrawals.empty')
        }
      />
      <ConfirmDialog
        open={deciding !== null}
        title={how ? t(`payments.withdrawals.${how}Title`) : ''}
        confirmLabel={how ? t(`payments.withdrawals.${how}`) : ''}
        danger={how === 'reject' || how === 'void'}
        requireReason={how === 'reject' || how === 'void'}
        busy={decide.isPending}
        error={
          decide.error instanceof StaffCallError
            ? decide.error.message
            : decide.error
              ? t('common.networkError')
              : null
        }
        onCancel={() => {
          setDeciding(null);
          setBankRef('');
          decide.reset();
        }}
        onConfirm={(reason) =>
          deciding && (how !== 'markPaid' || bankRefOk) && decide.mutate({ ...deciding, reason })
        }
      >
        {deciding && (
          <p>
            {t(`payments.withdrawals.${deciding.how}Body`, {
              player: deciding.row.nickname,
              iban: deciding.row.iban,
            })}{' '}
            <strong>
              <Money minor={deciding.row.amountMinor} />
            </strong>
          </p>
        )}
        {how === 'markPaid' && (
          <label className="field">
            <span>{t('payments.withdrawals.bankRefLabel')}</span>
            <input
              value={bankRef}
              onChange={(e) => setBankRef(e.target.value)}
              autoComplete="off"
              required
              pattern="[A-Za-z0-9./ _\-]{4,64}"
              maxLength={64}
              aria-invalid={bankRef !== '' && !bankRefOk}
            />
            <span className="muted small">{t('payments.withdrawals.bankRefHint')}</span>
          </label>
        )}
      </ConfirmDialog>
    </>
  );
}
