// The withdrawal queue: requests waiting for a decision, approved ones waiting for finance's bank
// transfer (manual payouts: marked paid with the bank's reference) and failed payouts waiting
// for a retry or a void. Approving above the four-eyes threshold waits for a second staff
// member (the approvals queue); the row then says so.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  bankRefField,
  WITHDRAWAL_QUEUE_STATUSES,
  type WithdrawalRow,
} from '@talih/contracts/backoffice/payments.ts';
import type { Column } from '../../components/DataTable.tsx';
import { Money } from '../../components/Money.tsx';
import { DecideDialog, QueuePage, useQueueParams } from '../../components/QueuePage.tsx';
import { RowButtons } from '../../components/RowButtons.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { payoutAccountText } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';
import {
  PAYMENTS_PAGE_SIZE,
  paymentsQueries,
  useWithdrawalDecision,
  type WithdrawalHow,
} from './api.ts';
import { orderColumns } from './columns.tsx';
import { RiskCell } from './RiskCell.tsx';

interface Deciding {
  row: WithdrawalRow;
  how: WithdrawalHow;
}

/** What a staff member may do with a withdrawal in its state, or what it waits for. */
function Actions({ row, decide }: { row: WithdrawalRow; decide(d: Deciding): void }) {
  const { t } = useTranslation();
  const can = {
    approve: useCan('withdrawals.approve'),
    reject: useCan('withdrawals.reject'),
    void: useCan('withdrawals.void'),
  };
  const button = (how: WithdrawalHow, tone: 'primary' | 'danger', allowed: boolean) =>
    allowed && {
      label: t(`payments.withdrawals.${how}`),
      tone,
      onPress: () => decide({ row, how }),
    };
  const waiting = (text: string) => <span className="muted small">{text}</span>;
  if (row.status === 'pending' && row.approvalId !== null) {
    return (
      <Link className="small" to="/approvals">
        {t('payments.withdrawals.awaiting', { id: row.approvalId })}
      </Link>
    );
  }
  if (row.status === 'pending') {
    return (
      <RowButtons
        buttons={[
          button('approve', 'primary', can.approve),
          button('reject', 'danger', can.reject),
        ]}
      />
    );
  }
  // Trustly's payoutconfirmation settles it; nothing to mark by hand.
  if (row.status === 'approved' && row.provider === 'trustly') {
    return waiting(t('payments.withdrawals.awaitingTrustly'));
  }
  if (row.status === 'approved') {
    return can.approve ? (
      <RowButtons buttons={[button('markPaid', 'primary', true)]} />
    ) : (
      waiting(t('payments.withdrawals.awaitingTransferShort'))
    );
  }
  if (row.status === 'payout_failed') {
    return (
      <RowButtons
        buttons={[button('retry', 'primary', can.approve), button('void', 'danger', can.void)]}
      />
    );
  }
  return waiting(row.reviewedBy ?? '—');
}

function useColumns(decide: (d: Deciding) => void): Column<WithdrawalRow>[] {
  const { t } = useTranslation();
  return [
    ...orderColumns<WithdrawalRow>(t),
    {
      key: 'to',
      header: t('payments.cols.toAccount'),
      render: (r) => (
        <>
          {r.holderName} · {r.bankName}
          <br />
          <span className="num small nowrap">{payoutAccountText(r.iban)}</span>
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
    {
      key: 'actions',
      header: t('payments.cols.actions'),
      render: (r) => <Actions row={r} decide={decide} />,
    },
  ];
}

export function WithdrawalsPage() {
  const { t } = useTranslation();
  const q = useQueueParams(WITHDRAWAL_QUEUE_STATUSES, 'open');
  const list = useQuery(paymentsQueries.withdrawals(q.status, q.page));
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [bankRef, setBankRef] = useState('');
  const close = () => {
    setDeciding(null);
    setBankRef('');
  };
  const decide = useWithdrawalDecision((outcome) => {
    // A payout the provider refused is news staff must not miss: shown as an error, longer.
    const show = outcome === 'refusedReturned' ? toast.error : toast.success;
    show(t(`payments.withdrawals.${outcome}`));
    close();
  });
  return (
    <QueuePage
      caption={t('payments.tabs.withdrawals')}
      status={{
        label: t('payments.cols.status'),
        value: q.status,
        statuses: WITHDRAWAL_QUEUE_STATUSES,
        labelOf: (s) => t(`payments.withdrawalFilter.${s}`),
        onChange: (status) => q.set({ status }),
      }}
      list={list}
      columns={useColumns(setDeciding)}
      rowKey={(r) => r.orderNo}
      page={q.page}
      pageSize={PAYMENTS_PAGE_SIZE}
      onPage={q.setPage}
      empty={
        q.status === 'open' ? t('payments.withdrawals.emptyOpen') : t('payments.withdrawals.empty')
      }
    >
      <WithdrawalDialog
        deciding={deciding}
        bankRef={bankRef}
        onBankRef={setBankRef}
        decide={decide}
        onCancel={close}
      />
    </QueuePage>
  );
}

function WithdrawalDialog(props: {
  deciding: Deciding | null;
  bankRef: string;
  onBankRef(bankRef: string): void;
  decide: ReturnType<typeof useWithdrawalDecision>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const { deciding, bankRef } = props;
  const how = deciding?.how;
  const bankRefOk = bankRefField.safeParse(bankRef).success;
  return (
    <DecideDialog
      row={deciding}
      title={how ? t(`payments.withdrawals.${how}Title`) : ''}
      confirmLabel={how ? t(`payments.withdrawals.${how}`) : ''}
      danger={how === 'reject' || how === 'void'}
      requireReason={how === 'reject' || how === 'void'}
      decision={props.decide}
      onCancel={props.onCancel}
      onConfirm={(d, reason) =>
        (d.how !== 'markPaid' || bankRefOk) &&
        props.decide.mutate({ orderNo: d.row.orderNo, how: d.how, reason, bankRef })
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
            onChange={(e) => props.onBankRef(e.target.value)}
            autoComplete="off"
            required
            pattern="[A-Za-z0-9./ _\-]{4,64}"
            maxLength={64}
            aria-invalid={bankRef !== '' && !bankRefOk}
          />
          <span className="muted small">{t('payments.withdrawals.bankRefHint')}</span>
        </label>
      )}
    </DecideDialog>
  );
}
