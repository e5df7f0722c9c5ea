// The Providers tab: Trustly's and paysafecard's orders (deposits and withdrawals), newest
// first, each with its state at the provider and the notifications the provider sent, in the
// order they came and with what Talih did with each (credited, a duplicate, returned...), and
// each deposit's refunds; finance asks for a refund here (RefundDialog), a second member approves.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PROVIDERS,
  providerPayments,
  type ProviderPaymentRow,
} from '@talih/contracts/backoffice/payments.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { staffCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { RefundDialog } from './RefundDialog.tsx';
import './providers.css';

const PAGE_SIZE = 25;
type Provider = (typeof PAYMENT_PROVIDERS)[number];

function History({ row }: { row: ProviderPaymentRow }) {
  const { t } = useTranslation();
  if (row.notifications.length === 0 && row.refunds.length === 0) {
    return <span className="muted">—</span>;
  }
  return (
    <ol className="provider-history" data-testid={`history-${row.orderNo}`}>
      {row.notifications.map((n) => (
        <li key={n.notificationId}>
          <DateTime ms={n.receivedAt} /> <strong>{n.kind}</strong> →{' '}
          {t(`payments.providers.outcome.${n.outcome}`, { defaultValue: n.outcome })}
          {typeof n.detail.errormessage === 'string' && (
            <span className="muted"> · {n.detail.errormessage}</span>
          )}
        </li>
      ))}
      {row.refunds.map((r) => (
        <li key={r.refundNo} data-testid={`refund-${r.refundNo}`}>
          <DateTime ms={r.createdAt} /> <strong>{t('payments.refund.historyLabel')}</strong>{' '}
          <Money minor={r.amountMinor} /> →{' '}
          {t(`payments.refund.status.${r.status}`, { defaultValue: r.status })}
          <span className="muted">
            {' '}
            · {r.requestedBy} / {r.approvedBy}
            {r.failure ? ` · ${r.failure}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function ProvidersPage() {
  const { t } = useTranslation();
  const canRefund = useCan('deposits.refund');
  const [refunding, setRefunding] = useState<ProviderPaymentRow | null>(null);
  const [provider, setProvider] = useState<Provider>('trustly');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['payments', 'providers', provider, page],
    queryFn: () => staffCall(providerPayments, { provider, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const columns: Column<ProviderPaymentRow>[] = [
    {
      key: 'order',
      header: t('payments.cols.order'),
      render: (r) => (
        <span className="nowrap">
          <span className="num">{r.orderNo}</span>{' '}
          <span className="muted">{t(`payments.providers.kind.${r.kind}`)}</span>
        </span>
      ),
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
      render: (r) => (
        <span className="nowrap">
          <Money minor={r.amountMinor} />
          {r.reversedMinor > 0 && (
            <span className="muted">
              {' '}
              ({t('payments.providers.reversed')} <Money minor={r.reversedMinor} />)
            </span>
          )}
          {r.refundedMinor > 0 && (
            <span className="muted small block">
              {t('payments.refund.refunded')} <Money minor={r.refundedMinor} />
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('payments.cols.status'),
      render: (r) => (
        <span className="nowrap">
          <StatusBadge status={r.status} label={t(`payments.status.${r.status}`)} />
          {r.providerState && <span className="muted"> · {r.providerState}</span>}
        </span>
      ),
    },
    {
      key: 'ref',
      header: t('payments.providers.providerRef'),
      width: '9rem',
      render: (r) => (
        <span className="num provider-ref" title={r.providerRef ?? undefined}>
          {r.providerRef ?? '—'}
        </span>
      ),
    },
    {
      key: 'history',
      header: t('payments.providers.history'),
      width: '22rem',
      render: (r) => <History row={r} />,
    },
    {
      key: 'actions',
      header: t('payments.cols.actions'),
      render: (r) =>
        r.refundApprovalId !== null ? (
          <Link className="small" to="/approvals">
            {t('payments.refund.awaiting', { id: r.refundApprovalId })}
          </Link>
        ) : canRefund && r.kind === 'deposit' && r.refundableMinor > 0 ? (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => setRefunding(r)}
            aria-label={t('payments.refund.open', { order: r.orderNo })}
          >
            {t('payments.refund.button')}
          </button>
        ) : null,
    },
  ];
  return (
    <>
      <DataTable
        caption={t('payments.tabs.providers')}
        filters={
          <label className="field">
            <span>{t('payments.providers.provider')}</span>
            <select
              value={provider}
              onChange={(e) => {
                setProvider(e.target.value as Provider);
                setPage(1);
              }}
            >
              {PAYMENT_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {t(`payments.methodNames.${p}`)}
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
        empty={t('payments.providers.empty')}
      />
      <RefundDialog
        key={refunding?.orderNo ?? 'none'}
        row={refunding}
        provider={provider}
        onClose={() => setRefunding(null)}
      />
    </>
  );
}
