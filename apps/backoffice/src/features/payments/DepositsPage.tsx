// The havale queue: orders waiting for the money to be matched on the bank statement. Finance
// confirms by typing the reference found there (it must be the order's), or rejects with a
// reason.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_QUEUE_STATUSES, type DepositRow } from '@talih/contracts/backoffice/payments.ts';
import type { Column } from '../../components/DataTable.tsx';
import { Money } from '../../components/Money.tsx';
import { RowButtons } from '../../components/RowButtons.tsx';
import { DecideDialog, QueuePage, useQueueParams } from '../../components/QueuePage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { useCan } from '../../lib/session.ts';
import { PAYMENTS_PAGE_SIZE, paymentsQueries, useDepositDecision, type DepositHow } from './api.ts';
import { orderColumns } from './columns.tsx';
import { RiskCell } from './RiskCell.tsx';

interface Deciding {
  row: DepositRow;
  how: DepositHow;
}

function useColumns(open: boolean, decide: (d: Deciding) => void): Column<DepositRow>[] {
  const { t } = useTranslation();
  const can = { confirm: useCan('deposits.confirm'), reject: useCan('deposits.reject') };
  const last: Column<DepositRow> =
    open && (can.confirm || can.reject)
      ? {
          key: 'actions',
          header: t('payments.cols.actions'),
          render: (row) => (
            <RowButtons
              buttons={[
                can.confirm && {
                  label: t('payments.deposits.confirm'),
                  tone: 'primary',
                  onPress: () => decide({ row, how: 'confirm' }),
                },
                can.reject && {
                  label: t('payments.deposits.reject'),
                  tone: 'danger',
                  onPress: () => decide({ row, how: 'reject' }),
                },
              ]}
            />
          ),
        }
      : {
          key: 'reason',
          header: t('payments.cols.reason'),
          render: (r) => <span className="clip">{r.reason ?? '—'}</span>,
        };
  return [
    ...orderColumns<DepositRow>(t),
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
    last,
  ];
}

export function DepositsPage() {
  const { t } = useTranslation();
  const q = useQueueParams(DEPOSIT_QUEUE_STATUSES, 'open');
  const list = useQuery(paymentsQueries.deposits(q.status, q.page));
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [reference, setReference] = useState('');
  const close = () => {
    setDeciding(null);
    setReference('');
  };
  const decide = useDepositDecision((how) => {
    toast.success(
      t(how === 'confirm' ? 'payments.deposits.confirmed' : 'payments.deposits.rejected'),
    );
    close();
  });
  const open = q.status === 'open';
  return (
    <QueuePage
      caption={t('payments.tabs.deposits')}
      status={{
        label: t('payments.cols.status'),
        value: q.status,
        statuses: DEPOSIT_QUEUE_STATUSES,
        labelOf: (s) => t(`payments.depositFilter.${s}`),
        onChange: (status) => q.set({ status }),
      }}
      list={list}
      columns={useColumns(open, setDeciding)}
      rowKey={(r) => r.orderNo}
      page={q.page}
      pageSize={PAYMENTS_PAGE_SIZE}
      onPage={q.setPage}
      empty={open ? t('payments.deposits.emptyOpen') : t('payments.deposits.empty')}
    >
      <DepositDialog
        deciding={deciding}
        reference={reference}
        onReference={setReference}
        decide={decide}
        onCancel={close}
      />
    </QueuePage>
  );
}

function DepositDialog(props: {
  deciding: Deciding | null;
  reference: string;
  onReference(reference: string): void;
  decide: ReturnType<typeof useDepositDecision>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const { deciding, reference } = props;
  const confirming = deciding?.how === 'confirm';
  return (
    <DecideDialog
      row={deciding}
      title={confirming ? t('payments.deposits.confirmTitle') : t('payments.deposits.rejectTitle')}
      confirmLabel={confirming ? t('payments.deposits.confirm') : t('payments.deposits.reject')}
      danger={!confirming}
      requireReason={!confirming}
      decision={props.decide}
      onCancel={props.onCancel}
      onConfirm={(d, reason) =>
        (!confirming || reference.trim().length >= 4) &&
        props.decide.mutate({ orderNo: d.row.orderNo, how: d.how, reference, reason })
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
            onChange={(e) => props.onReference(e.target.value)}
            autoComplete="off"
            required
            minLength={4}
            maxLength={40}
            placeholder="TLH…"
          />
          <span className="muted small">{t('payments.deposits.referenceHint')}</span>
        </label>
      )}
    </DecideDialog>
  );
}
