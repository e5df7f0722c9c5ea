// Banners: every banner with what its schedule makes it now (live, scheduled, ended, off),
// filtered by that; adding, editing (texts and pictures per language, link, schedule) and
// removing one.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_STATUSES,
  type BannerRow,
  type BannerStatus,
} from '@talih/contracts/backoffice/lobby.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { useCan } from '../../lib/session.ts';
import { lobbyQueries, useDeleteBanner } from './api.ts';
import { bannerColumns } from './BannerColumns.tsx';
import { BannerForm } from './BannerForm.tsx';
import { errorText } from './labels.ts';

function RemoveDialog({ banner, onClose }: { banner: BannerRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteBanner();
  return (
    <ConfirmDialog
      open={banner !== null}
      title={t('lobby.banners.removeTitle', { title: banner?.titles.tk ?? '' })}
      confirmLabel={t('lobby.remove')}
      danger
      requireReason
      busy={remove.isPending}
      error={errorText(remove.error, t('common.networkError'))}
      onCancel={() => {
        onClose();
        remove.reset();
      }}
      onConfirm={(reason) =>
        remove.mutate({ bannerId: banner!.bannerId, reason }, { onSuccess: onClose })
      }
    />
  );
}

type Status = BannerStatus | 'all';

function BannerFilters(p: { status: Status; onStatus(s: Status): void; onNew?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="filter-row">
      <label className="field field-inline">
        <span>{t('lobby.games.state')}</span>
        <select value={p.status} onChange={(e) => p.onStatus(e.target.value as Status)}>
          <option value="all">{t('common.all')}</option>
          {BANNER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`lobby.banners.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {p.onNew && (
        <button type="button" className="btn btn-primary" onClick={p.onNew}>
          {t('lobby.banners.new')}
        </button>
      )}
    </div>
  );
}

export function BannersPage() {
  const { t } = useTranslation();
  const canWrite = useCan('content.write');
  const [status, setStatus] = useState<Status>('all');
  const [editing, setEditing] = useState<BannerRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<BannerRow | null>(null);
  const list = useQuery(lobbyQueries.banners(status));
  const columns = bannerColumns(t, { canWrite, onEdit: setEditing, onRemove: setRemoving });
  return (
    <div className={editing ? 'with-side wide-side' : undefined}>
      <DataTable
        caption={t('lobby.tabs.banners')}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(b) => b.bannerId}
        loading={list.isFetching}
        error={list.isError ? list.error.message || t('common.loadFailed') : null}
        onRetry={() => void list.refetch()}
        empty={t('lobby.banners.empty')}
        filters={
          <BannerFilters
            status={status}
            onStatus={setStatus}
            onNew={canWrite ? () => setEditing('new') : undefined}
          />
        }
      />
      {editing && (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.bannerId}
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <RemoveDialog banner={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
