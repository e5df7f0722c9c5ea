// Providers: switch one off (its games leave the lobby and cannot be launched) or change its
// place in the lobby's provider list; below, the mobile drawer's provider icons and their order.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderRow } from '@talih/contracts/backoffice/lobby.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { useCan } from '../../lib/session.ts';
import { lobbyQueries, useSaveProvider } from './api.ts';
import { DrawerEditor } from './DrawerEditor.tsx';
import { providerColumns } from './ProviderColumns.tsx';

export function ProvidersPage() {
  const { t } = useTranslation();
  const canWrite = useCan('content.write');
  const list = useQuery(lobbyQueries.providers());
  const [sorts, setSorts] = useState<Record<string, string>>({});
  const save = useSaveProvider();
  const columns = providerColumns(t, {
    canWrite,
    busy: save.isPending,
    sortOf: (r: ProviderRow) => sorts[r.firmCode] ?? String(r.sort),
    onSortText: (r, text) => setSorts({ ...sorts, [r.firmCode]: text }),
    save: ({ row, enabled, sort }) => save.mutate({ firmCode: row.firmCode, enabled, sort }),
  });
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
