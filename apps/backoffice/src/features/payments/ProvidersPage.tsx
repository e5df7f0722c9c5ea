// The Providers tab: Trustly's and paysafecard's orders (deposits and withdrawals), newest
// first, each with its state at the provider and the notifications the provider sent, in the
// order they came and with what Talih did with each (credited, a duplicate, returned...), and
// each deposit's refunds; finance asks for a refund here (RefundDialog), a second member approves.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PROVIDERS,
  type ProviderPaymentRow,
} from '@talih/contracts/backoffice/payments.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { QueuePage, useQueueParams } from '../../components/QueuePage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useCan } from '../../lib/session.ts';
import { PAYMENTS_PAGE_SIZE, paymentsQueries } from './api.ts';
import { createdColumn, playerColumn } from './columns.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import './providers.css';

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

function amountCell(t: TFunction, r: ProviderPaymentRow) {
  return (
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
  );
}

/** A deposit's refund: waiting for a second member, or the button that asks for one. */
function RefundCell(props: { row: ProviderPaymentRow; onRefund(row: ProviderPaymentRow): void }) {
  const { t } = useTranslation();
  const canRefund = useCan('deposits.refund');
  const r = props.row;
  if (r.refundApprovalId !== null) {
    return (
      <Link className="small" to="/approvals">
        {t('payments.refund.awaiting', { id: r.refundApprovalId })}
      </Link>
    );
  }
  if (!canRefund || r.kind !== 'deposit' || r.refundableMinor <= 0) return null;
  return (
    <button
      type="button"
      className="btn btn-small"
      onClick={() => props.onRefund(r)}
      aria-label={t('payments.refund.open', { order: r.orderNo })}
    >
      {t('payments.refund.button')}
    </button>
  );
}

function useColumns(onRefund: (row: ProviderPaymentRow) => void): Column<ProviderPaymentRow>[] {
  const { t } = useTranslation();
  return [
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
    createdColumn(t),
    playerColumn(t),
    {
      key: 'amount',
      header: t('payments.cols.amount'),
      align: 'right',
      render: (r) => amountCell(t, r),
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
      render: (r) => <RefundCell row={r} onRefund={onRefund} />,
    },
  ];
}

export function ProvidersPage() {
  const { t } = useTranslation();
  const q = useQueueParams(PAYMENT_PROVIDERS, 'trustly', [], 'provider');
  const list = useQuery(paymentsQueries.providers(q.status, q.page));
  const [refunding, setRefunding] = useState<ProviderPaymentRow | null>(null);
  return (
    <QueuePage
      caption={t('payments.tabs.providers')}
      status={{
        label: t('payments.providers.provider'),
        value: q.status,
        statuses: PAYMENT_PROVIDERS,
        labelOf: (p) => t(`payments.methodNames.${p}`),
        onChange: (status) => q.set({ status }),
      }}
      list={list}
      columns={useColumns(setRefunding)}
      rowKey={(r) => r.orderNo}
      page={q.page}
      pageSize={PAYMENTS_PAGE_SIZE}
      onPage={q.setPage}
      empty={t('payments.providers.empty')}
    >
      <RefundDialog
        key={refunding?.orderNo ?? 'none'}
        row={refunding}
        provider={q.status}
        onClose={() => setRefunding(null)}
      />
    </QueuePage>
  );
}
