// Stake limits: per sport, league or market type (the strictest of a slip's legs wins), and
// per player a limit and a stake factor (0.5× halves whatever limit applies to them).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  playerStakeLimits,
  setPlayerStakeLimit,
  setStakeLimit,
  stakeLimits,
  type PlayerStakeLimit,
  type StakeLimitRow,
} from '@talih/contracts/backoffice/trading.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { errorText } from './labels.ts';
import { ScopeLimitForm } from './ScopeLimitForm.tsx';
import { PlayerLimitForm } from './PlayerLimitForm.tsx';

const PAGE_SIZE = 25;

export function LimitsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canTrade = useCan('sport.trade');
  const [page, setPage] = useState(1);
  const scopes = useQuery({
    queryKey: ['sport', 'limits'],
    queryFn: () => staffCall(stakeLimits, {}),
  });
  const players = useQuery({
    queryKey: ['sport', 'player-limits', page],
    queryFn: () => staffCall(playerStakeLimits, { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const done = (message: string) => {
    toast.success(message);
    void client.invalidateQueries({ queryKey: ['sport'] });
  };
  const remove = useMutation({
    mutationFn: (r: StakeLimitRow) =>
      staffCall(setStakeLimit, {
        scope: r.scope,
        ref: r.ref,
        maxStakeMinor: null,
        reason: t('sport.limits.removedReason'),
      }),
    onSuccess: () => done(t('sport.limits.removed')),
    onError: (e) => toast.error(errorText(t, e) ?? ''),
  });
  const clearPlayer = useMutation({
    mutationFn: (r: PlayerStakeLimit) =>
      staffCall(setPlayerStakeLimit, {
        userId: r.userId,
        stakeFactorPm: 1000,
        maxStakeMinor: null,
        reason: t('sport.limits.removedReason'),
      }),
    onSuccess: () => done(t('sport.limits.removed')),
    onError: (e) => toast.error(errorText(t, e) ?? ''),
  });

  const scopeColumns: Column<StakeLimitRow>[] = [
    {
      key: 'scope',
      header: t('sport.limits.scope'),
      render: (r) => t(`sport.limits.scopes.${r.scope}`),
    },
    {
      key: 'ref',
      header: t('sport.limits.what'),
      render: (r) =>
        r.scope === 'sport'
          ? t(`sport.sports.${r.ref}`, r.ref)
          : r.scope === 'market'
            ? t(`sport.market.${r.ref}`, { line: '', defaultValue: r.ref })
            : r.label,
    },
    {
      key: 'max',
      header: t('sport.limits.maxStake'),
      align: 'right',
      render: (r) => <Money minor={r.maxStakeMinor} />,
    },
    {
      key: 'by',
      header: t('sport.limits.updated'),
      render: (r) => (
        <span className="small">
          {r.updatedBy} · <DateTime ms={r.updatedAt} />
        </span>
      ),
    },
    {
      key: 'actions',
      header: '',
      render: (r) =>
        canTrade && (
          <button
            type="button"
            className="btn btn-small"
            disabled={remove.isPending}
            onClick={() => remove.mutate(r)}
          >
            {t('sport.limits.remove')}
          </button>
        ),
    },
  ];
  const playerColumns: Column<PlayerStakeLimit>[] = [
    {
      key: 'player',
      header: t('sport.tickets.player'),
      render: (r) => (
        <Link to={`/sport/tickets?player=${r.userId}`} className="nowrap">
          {r.nickname} <span className="muted num">#{r.userId}</span>
        </Link>
      ),
    },
    {
      key: 'factor',
      header: t('sport.limits.factor'),
      align: 'right',
      render: (r) => <span className="num">{(r.stakeFactorPm / 1000).toFixed(2)}×</span>,
    },
    {
      key: 'max',
      header: t('sport.limits.maxStake'),
      align: 'right',
      render: (r) => <Money minor={r.maxStakeMinor} />,
    },
    {
      key: 'by',
      header: t('sport.limits.updated'),
      render: (r) => (
        <span className="small">
          {r.updatedBy} · {r.updatedAt !== null && <DateTime ms={r.updatedAt} />}
        </span>
      ),
    },
    {
      key: 'actions',
      header: '',
      render: (r) =>
        canTrade && (
          <button
            type="button"
            className="btn btn-small"
            disabled={clearPlayer.isPending}
            onClick={() => clearPlayer.mutate(r)}
          >
            {t('sport.limits.remove')}
          </button>
        ),
    },
  ];
  return (
    <div className="limits">
      <h2>{t('sport.limits.scopeTitle')}</h2>
      <p className="muted small">{t('sport.limits.scopeHelp')}</p>
      {canTrade && <ScopeLimitForm onSaved={() => done(t('sport.limits.saved'))} />}
      <DataTable
        caption={t('sport.limits.scopeTitle')}
        columns={scopeColumns}
        rows={scopes.data?.rows}
        rowKey={(r) => `${r.scope}:${r.ref}`}
        loading={scopes.isFetching}
        error={scopes.isError ? scopes.error.message || t('common.loadFailed') : null}
        onRetry={() => void scopes.refetch()}
        empty={t('sport.limits.emptyScopes')}
      />
      <h2>{t('sport.limits.playerTitle')}</h2>
      <p className="muted small">{t('sport.limits.playerHelp')}</p>
      {canTrade && <PlayerLimitForm onSaved={() => done(t('sport.limits.saved'))} />}
      <DataTable
        caption={t('sport.limits.playerTitle')}
        columns={playerColumns}
        rows={players.data?.rows}
        rowKey={(r) => r.userId}
        loading={players.isFetching}
        error={players.isError ? players.error.message || t('common.loadFailed') : null}
        onRetry={() => void players.refetch()}
        total={players.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={t('sport.limits.emptyPlayers')}
      />
    </div>
  );
}
