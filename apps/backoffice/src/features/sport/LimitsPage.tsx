// Stake limits: per sport, league or market type (the strictest of a slip's legs wins), and
// per player a limit and a stake factor (0.5× halves whatever limit applies to them).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable.tsx';
import { useCan } from '../../lib/session.ts';
import { SPORT_PAGE_SIZE, sportQueries, useClearPlayerLimit, useRemoveScopeLimit } from './api.ts';
import { playerColumns, scopeColumns } from './LimitColumns.tsx';
import { PlayerLimitForm } from './PlayerLimitForm.tsx';
import { ScopeLimitForm } from './ScopeLimitForm.tsx';

function ScopeLimits({ canTrade }: { canTrade: boolean }) {
  const { t } = useTranslation();
  const scopes = useQuery(sportQueries.limits());
  const remove = useRemoveScopeLimit();
  return (
    <>
      <h2>{t('sport.limits.scopeTitle')}</h2>
      <p className="muted small">{t('sport.limits.scopeHelp')}</p>
      {canTrade && <ScopeLimitForm />}
      <DataTable
        caption={t('sport.limits.scopeTitle')}
        columns={scopeColumns(t, { can: canTrade, busy: remove.isPending, remove: remove.mutate })}
        rows={scopes.data?.rows}
        rowKey={(r) => `${r.scope}:${r.ref}`}
        loading={scopes.isFetching}
        error={scopes.isError ? scopes.error.message || t('common.loadFailed') : null}
        onRetry={() => void scopes.refetch()}
        empty={t('sport.limits.emptyScopes')}
      />
    </>
  );
}

function PlayerLimits({ canTrade }: { canTrade: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const players = useQuery(sportQueries.playerLimits(page));
  const clear = useClearPlayerLimit();
  return (
    <>
      <h2>{t('sport.limits.playerTitle')}</h2>
      <p className="muted small">{t('sport.limits.playerHelp')}</p>
      {canTrade && <PlayerLimitForm />}
      <DataTable
        caption={t('sport.limits.playerTitle')}
        columns={playerColumns(t, { can: canTrade, busy: clear.isPending, remove: clear.mutate })}
        rows={players.data?.rows}
        rowKey={(r) => r.userId}
        loading={players.isFetching}
        error={players.isError ? players.error.message || t('common.loadFailed') : null}
        onRetry={() => void players.refetch()}
        total={players.data?.total}
        page={page}
        pageSize={SPORT_PAGE_SIZE}
        onPage={setPage}
        empty={t('sport.limits.emptyPlayers')}
      />
    </>
  );
}

export function LimitsPage() {
  const canTrade = useCan('sport.trade');
  return (
    <div className="limits">
      <ScopeLimits canTrade={canTrade} />
      <PlayerLimits canTrade={canTrade} />
    </div>
  );
}
