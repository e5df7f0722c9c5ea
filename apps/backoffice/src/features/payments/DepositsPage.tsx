// The havale queue: orders waiting for the money to be matched on the bank statement. Finance
// confirms by typing the reference found there (it must be the order's), or rejects with a
// reason.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  confirmDeposit,
  DEPOSIT_QUEUE_STATUSES,
  depositQueue,
  rejectDeposit,
  type DepositRow,
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

const PAGE_SIZE = 25;
type Status = (typeof DEPOSIT_QUEUE_STATUSES)[number];

export function DepositsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canConfirm = useCan('deposits.confirm');
  const canReject = useCan('deposits.reject');
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: DepositRow; how: 'confirm' | 'reject' } | null>(
    null,
  );
  const [reference, setReference] = useState('');
  const list = useQuery({
    queryKey: ['payments', 'deposits', status, page],
    queryFn: () => staffCall(depositQueue, { status, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const decide = useMutation({
    mutationFn: ({
      row,
      how,
      reason,
    }: {
      row: DepositRow;
      how: 'confirm' | 'reject';
      reason: string;
    }) =>
      how === 'confirm'
        ? staffCall(confirmDeposit, { orderNo: row.orderNo, reference })
        : staffCall(rejectDeposit, { orderNo: row.orderNo, reason }),
    onSuccess: (_r, v) => {
      toast.success(
        t(v.how === 'confirm' ? 'payments.deposits.confirmed' : 'payments.deposits.rejected'),
      );
      setDeciding(null);
      setReference('');
      void client.invalidateQueries({ queryKey: ['payments'] });
      void client.invalidateQueries({ queryKey: ['players'] });
    },
  });
  const open = status === 'open';
  const columns: Column<DepositRow>[] = [
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
    { key: 'toBank', header: t('payments.cols.toBank'), render: (r) => r.toBank ?? '—' },
    {
      key: 'status',
      header: t('payments.cols.status'),
      render: (r) => <StatusBadge status={r.status} label={t(`payments.status.${r.status}`)} />,
    },
    {
      key: 'risk',
      header: t('payments.cols.risk'),
      width: '17rem',
      render: (r) => <RiskCell risk={r.risk} />,
    },
    ...(open && (canConfirm || canReject)
      ? [
          {
            key: 'actions',
            header: t('payments.cols.actions'),
            render: (r: DepositRow) => (
              <span className="row-actions">
                {canConfirm && (
                  <button
                    type="button"
                    className="btn btn-small btn-primary"
                    onClick={() => setDeciding({ row: r, how: 'confirm' })}
                  >
                    {t('payments.deposits.confirm')}
                  </button>
                )}
                {canReject && (
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    onClick={() => setDeciding({ row: r, how: 'reject' })}
                  >
                    {t('payments.deposits.reject')}
                  </button>
                )}
              </span>
            ),
          },
        ]
      : [
          {
            key: 'reason',
            header: t('payments.cols.reason'),
            render: (r: DepositRow) => <span className="clip">{r.reason ?? '—'}</span>,
          },
        ]),
  ];
  const confirming = deciding?.how === 'confirm';
  return (
    <>
      <DataTable
        caption={t('payments.tabs.deposits')}
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
              {DEPOSIT_QUEUE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`payments.depositFilter.${s}`)}
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
        empty={open ? t('payments.deposits.emptyOpen') : t('payments.deposits.empty')}
      />
      <ConfirmDialog
        open={deciding !== null}
        title={
          confirming ? t('payments.deposits.confirmTitle') : t('payments.deposits.rejectTitle')
        }
        confirmLabel={confirming ? t('payments.deposits.confirm') : t('payments.deposits.reject')}
        danger={!confirming}
        requireReason={!confirming}
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
          setReference('');
          decide.reset();
        }}
        onConfirm={(reason) =>
          deciding &&
          (confirming ? reference.trim().length >= 4 : true) &&
          decide.mutate({ ...deciding, reason })
        }
      >
        {deciding && (
          <p>
            {t('payments.deposits.body', {
              player: deciding.row.nickname,
              order: deciding.row.orderNo,
            })}{' '}
            <strong>
              <Money minor={deciding.row.amountMinor} />
            </strong>
          </p>
        )}
        {confirming && (
          <label className="field">
            <span>{t('payments.deposits.referenceLabel')}</span>
            <input
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              autoComplete="off"
              required
              minLength={4}
              maxLength={40}
              placeholder="TLH…"
            />
            <span className="muted small">{t('payments.deposits.referenceHint')}</span>
          </label>
        )}
      </ConfirmDialog>
    </>
  );
}
