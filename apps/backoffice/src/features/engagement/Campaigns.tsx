// The mail sends: what went (or waits) to whom, how many copies went out, who approved; a send
// that has not started can be cancelled with a reason.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CampaignRow } from '@talih/contracts/backoffice/engagement.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { CAMPAIGNS_PAGE_SIZE, engagementQueries, useCancelCampaign } from './api.ts';

const TONES = {
  awaiting_approval: 'warn',
  scheduled: 'info',
  sending: 'info',
  sent: 'ok',
  rejected: 'bad',
  cancelled: 'muted',
} as const;

export function Campaigns() {
  const { t } = useTranslation();
  const canSend = useCan('mail.send');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<CampaignRow | null>(null);
  const list = useQuery(engagementQueries.campaigns(page));
  const cancel = useCancelCampaign(() => setCancelling(null));
  return (
    <>
      <DataTable
        caption={t('engagement.mail.campaigns')}
        columns={campaignColumns(t, canSend, setCancelling)}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={CAMPAIGNS_PAGE_SIZE}
        onPage={setPage}
        empty={t('engagement.mail.empty')}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('engagement.mail.cancelTitle')}
        confirmLabel={t('engagement.mail.cancel')}
        danger
        requireReason
        busy={cancel.isPending}
        error={cancel.error ? errorText(t, cancel.error) : null}
        onCancel={() => {
          setCancelling(null);
          cancel.reset();
        }}
        onConfirm={(reason) => cancelling && cancel.mutate({ id: cancelling.id, reason })}
      >
        <p>{cancelling?.title}</p>
      </ConfirmDialog>
    </>
  );
}

function campaignColumns(
  t: TFunction,
  canSend: boolean,
  onCancel: (row: CampaignRow) => void,
): Column<CampaignRow>[] {
  return [
    { key: 'id', header: '#', render: (r) => <span className="num">{r.id}</span>, width: '4rem' },
    {
      key: 'title',
      header: t('engagement.mail.title'),
      render: (r) => (
        <span className="clip" title={r.title}>
          {r.title}
        </span>
      ),
    },
    {
      key: 'to',
      header: t('engagement.mail.to'),
      render: (r) =>
        r.target === 'player'
          ? t('engagement.mail.toPlayer', { id: r.userId })
          : r.target === 'segment'
            ? (r.segmentName ?? `#${r.segmentId}`)
            : t('engagement.mail.targets.all'),
    },
    {
      key: 'prize',
      header: t('engagement.mail.prize'),
      align: 'right',
      render: (r) => <Money minor={r.amountMinor} />,
    },
    {
      key: 'count',
      header: t('engagement.mail.sentOf'),
      align: 'right',
      render: (r) => (
        <span className="num">
          {r.sentCount} / {r.estimatedCount}
        </span>
      ),
    },
    { key: 'at', header: t('engagement.mail.sendAt'), render: (r) => <DateTime ms={r.sendAt} /> },
    {
      key: 'status',
      header: t('engagement.state'),
      render: (r) => (
        <StatusBadge
          status={r.status}
          tone={TONES[r.status as keyof typeof TONES]}
          label={t(`engagement.mail.statuses.${r.status}`)}
        />
      ),
    },
    {
      key: 'by',
      header: t('engagement.requestedBy'),
      render: (r) => (
        <span className="stack">
          <span>{r.createdBy}</span>
          {r.approvedBy && <span className="muted small">✓ {r.approvedBy}</span>}
        </span>
      ),
    },
    ...(canSend ? [cancelColumn(t, onCancel)] : []),
  ];
}

/** A send that has not started can be cancelled. */
function cancelColumn(t: TFunction, onCancel: (row: CampaignRow) => void): Column<CampaignRow> {
  return {
    key: 'cancel',
    header: '',
    render: (r) =>
      r.status === 'scheduled' || r.status === 'awaiting_approval' ? (
        <button type="button" className="btn btn-small btn-danger" onClick={() => onCancel(r)}>
          {t('engagement.mail.cancel')}
        </button>
      ) : null,
  };
}
