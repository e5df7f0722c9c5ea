// Providers: switch one off (its games leave the lobby and cannot be launched) or change its
// place in the lobby's provider list; below, the mobile drawer's provider icons and their order.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listProviders,
  saveProvider,
  type ProviderRow,
} from '@talih/contracts/backoffice/content.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { DrawerEditor } from './DrawerEditor.tsx';
import { errorText } from './use-lookups.ts';

export function useProviders() {
  return useQuery({
    queryKey: ['lobby', 'providers'],
    queryFn: () => staffCall(listProviders, {}),
  });
}

export function ProvidersPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canWrite = useCan('content.write');
  const list = useProviders();
  const [sorts, setSorts] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: { row: ProviderRow; enabled: boolean; sort: number }) =>
      staffCall(saveProvider, {
        firmCode: input.row.firmCode,
        enabled: input.enabled,
        sort: input.sort,
      }),
    onSuccess: (row) => {
      toast.success(t('lobby.providers.saved', { name: row.name }));
      void client.invalidateQueries({ queryKey: ['lobby'] });
    },
    onError: (error) => toast.error(errorText(error, t('common.networkError')) ?? ''),
  });
  const sortOf = (r: ProviderRow) => sorts[r.firmCode] ?? String(r.sort);
  const columns: Column<ProviderRow>[] = [
    {
      key: 'name',
      header: t('lobby.providers.name'),
      render: (r) => (
        <span className="stack">
          <strong>{r.name}</strong>
          <span className="muted small">{r.firmCode}</span>
        </span>
      ),
    },
    {
      key: 'games',
      header: t('lobby.providers.games'),
      align: 'right',
      render: (r) => (
        <span className="num">
          {r.activeGameCount} / {r.gameCount}
        </span>
      ),
    },
    {
      key: 'drawer',
      header: t('lobby.providers.inDrawer'),
      render: (r) =>
        r.drawerSort === null ? '—' : t('lobby.providers.drawerAt', { n: r.drawerSort }),
    },
    {
      key: 'sort',
      header: t('lobby.providers.sort'),
      align: 'right',
      render: (r) =>
        canWrite ? (
          <input
            className="num-input"
            inputMode="numeric"
            aria-label={t('lobby.providers.sortOf', { name: r.name })}
            value={sortOf(r)}
            onChange={(e) => setSorts({ ...sorts, [r.firmCode]: e.target.value })}
            onBlur={() => {
              const sort = Number(sortOf(r));
              if (/^\d{1,6}$/.test(sortOf(r)) && sort !== r.sort) {
                save.mutate({ row: r, enabled: r.enabled, sort });
              }
            }}
          />
        ) : (
          <span className="num">{r.sort}</span>
        ),
    },
    {
      key: 'state',
      header: t('lobby.games.state'),
      render: (r) => (
        <StatusBadge
          status={r.enabled ? 'on' : 'off'}
          tone={r.enabled ? 'ok' : 'muted'}
          label={r.enabled ? t('lobby.on') : t('lobby.off')}
        />
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'toggle',
            header: '',
            render: (r: ProviderRow) => (
              <button
                type="button"
                className={r.enabled ? 'btn btn-small btn-danger' : 'btn btn-small'}
                disabled={save.isPending}
                onClick={() => save.mutate({ row: r, enabled: !r.enabled, sort: r.sort })}
              >
                {r.enabled ? t('lobby.turnOff') : t('lobby.turnOn')}
              </button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <DataTable
        caption={t('lobby.tabs.providers')}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.firmCode}
        loading={list.isFetching}
        error={list.isError ? list.error.message || t('common.loadFailed') : null}
        onRetry={() => void list.refetch()}
      />
      <p className="muted small">{t('lobby.providers.note')}</p>
      {list.data && <DrawerEditor providers={list.data.rows} canWrite={canWrite} />}
    </>
  );
}
