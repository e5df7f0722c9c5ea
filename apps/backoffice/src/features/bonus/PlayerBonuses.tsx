// A player's bonuses on their page: status, wagering progress, money and dates, newest first,
// with a cancel (bonus.cancel, a reason the audit log keeps) for one that is active or queued.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { type StaffBonusRow } from '@talih/contracts/backoffice/bonus.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { formatMoney } from '../../lib/format.ts';
import { locale } from '../../lib/i18n.ts';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { bonusQueries, PLAYER_BONUSES_PAGE_SIZE, useCancelBonus } from './api.ts';
import { useTitle } from './title.ts';
import './bonus.css';

const TONE = {
  pending: 'info',
  active: 'ok',
  completed: 'ok',
  depleted: 'muted',
  forfeited: 'muted',
  expired: 'muted',
  cancelled: 'bad',
} as const;

function Progress({ r }: { r: StaffBonusRow }) {
  const pct =
    r.wageringRequiredMinor === 0
      ? 100
      : Math.min(100, Math.floor((r.wageredMinor * 100) / r.wageringRequiredMinor));
  return (
    <div className="bonus-progress" title={`${pct}%`}>
      <progress max={100} value={pct} aria-label={`${pct}%`} />
      <span className="small num">
        <Money minor={r.wageredMinor} /> / <Money minor={r.wageringRequiredMinor} />
      </span>
    </div>
  );
}

export function PlayerBonuses({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const title = useTitle();
  const canCancel = useCan('bonus.cancel');
  const canGrant = useCan('bonus.grant');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<StaffBonusRow | null>(null);
  const list = useQuery(bonusQueries.player(userId, page));
  const cancel = useCancelBonus(userId, () => {
    toast.success(t('bonus.player.cancelled'));
    setCancelling(null);
  });
  return (
    <section className="panel player-bonuses" aria-labelledby="player-bonuses-title">
      <div className="panel-head">
        <h2 id="player-bonuses-title">{t('bonus.player.title')}</h2>
        {canGrant && (
          <Link className="btn btn-small" to={`/bonus/grant?userId=${userId}`}>
            {t('bonus.player.grant')}
          </Link>
        )}
      </div>
      <DataTable
        columns={bonusColumns(t, title, canCancel, setCancelling)}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={PLAYER_BONUSES_PAGE_SIZE}
        onPage={setPage}
        empty={t('bonus.player.empty')}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('bonus.player.cancelTitle', { id: cancelling?.id ?? '' })}
        confirmLabel={t('bonus.player.cancel')}
        danger
        requireReason
        busy={cancel.isPending}
        error={cancel.isError ? errorText(t, cancel.error) : null}
        onConfirm={(reason) => cancelling && cancel.mutate({ bonusId: cancelling.id, reason })}
        onCancel={() => {
          setCancelling(null);
          cancel.reset();
        }}
      >
        <p>
          {t('bonus.player.cancelBody', {
            amount: formatMoney(cancelling?.balanceMinor ?? 0, locale()),
          })}
        </p>
      </ConfirmDialog>
    </section>
  );
}

function bonusColumns(
  t: TFunction,
  title: ReturnType<typeof useTitle>,
  canCancel: boolean,
  onCancel: (row: StaffBonusRow) => void,
): Column<StaffBonusRow>[] {
  const money = (key: MoneyKey): Column<StaffBonusRow> => ({
    key,
    header: t(`bonus.player.${key}`),
    align: 'right',
    render: (r) => <Money minor={r[`${key}Minor`]} />,
  });
  return [
    {
      key: 'template',
      header: t('bonus.player.template'),
      render: (r) => (
        <>
          <span className="num">#{r.id}</span> <code>{r.templateCode}</code> v{r.version}
          <br />
          <span className="muted small">{title(r.title)}</span>
        </>
      ),
    },
    { key: 'status', header: t('bonus.player.status'), render: (r) => <BonusStatus r={r} /> },
    { key: 'progress', header: t('bonus.player.progress'), render: (r) => <Progress r={r} /> },
    money('granted'),
    money('balance'),
    money('converted'),
    money('forfeited'),
    { key: 'dates', header: t('bonus.player.dates'), render: (r) => <BonusDates r={r} /> },
    {
      key: 'actions',
      header: '',
      render: (r) =>
        canCancel && (r.status === 'active' || r.status === 'pending') ? (
          <button type="button" className="btn btn-small btn-danger" onClick={() => onCancel(r)}>
            {t('bonus.player.cancel')}
          </button>
        ) : null,
    },
  ];
}

type MoneyKey = 'granted' | 'balance' | 'converted' | 'forfeited';

function BonusStatus({ r }: { r: StaffBonusRow }) {
  const { t } = useTranslation();
  return (
    <>
      <StatusBadge
        status={r.status}
        tone={TONE[r.status]}
        label={t(`bonus.bonusStatus.${r.status}`)}
      />
      {r.cancelledBy && (
        <div className="muted small">{t('bonus.player.by', { name: r.cancelledBy })}</div>
      )}
      {r.finishReason && <div className="muted small clip">{r.finishReason}</div>}
    </>
  );
}

/** Granted; then when it expires while it runs, or when it finished. */
function BonusDates({ r }: { r: StaffBonusRow }) {
  const { t } = useTranslation();
  return (
    <span className="small">
      {t('bonus.player.grantedAt')}: <DateTime ms={r.grantedAt} />
      {r.expiresAt && !r.finishedAt && (
        <>
          <br />
          {t('bonus.player.expiresAt')}: <DateTime ms={r.expiresAt} />
        </>
      )}
      {r.finishedAt && (
        <>
          <br />
          {t('bonus.player.finishedAt')}: <DateTime ms={r.finishedAt} />
        </>
      )}
    </span>
  );
}
