// Banners: every banner with what its schedule makes it now (live, scheduled, ended, off),
// filtered by that; adding, editing (texts and pictures per language, link, schedule) and
// removing one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_STATUSES,
  deleteBanner,
  listBanners,
  type BannerRow,
  type BannerStatus,
} from '@talih/contracts/backoffice/content.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge, type Tone } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { BannerForm } from './BannerForm.tsx';
import { errorText } from './use-lookups.ts';

const TONES: Record<BannerStatus, Tone> = {
  live: 'ok',
  scheduled: 'info',
  ended: 'muted',
  off: 'muted',
};

export const bannerPicture = (b: BannerRow) =>
  b.imageUrls.tk ?? `/bo/content-art/banner/${b.bannerId}.svg`;

export function BannersPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canWrite = useCan('content.write');
  const [status, setStatus] = useState<BannerStatus | 'all'>('all');
  const [editing, setEditing] = useState<BannerRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<BannerRow | null>(null);
  const list = useQuery({
    queryKey: ['lobby', 'banners', status],
    queryFn: () => staffCall(listBanners, { status }),
  });
  const remove = useMutation({
    mutationFn: (input: { bannerId: number; reason: string }) => staffCall(deleteBanner, input),
    onSuccess: () => {
      setRemoving(null);
      toast.success(t('lobby.banners.removed'));
      void client.invalidateQueries({ queryKey: ['lobby'] });
    },
  });
  const when = (ms: number | null, open: string) => (ms === null ? open : <DateTime ms={ms} />);
  const columns: Column<BannerRow>[] = [
    {
      key: 'art',
      header: '',
      width: '120px',
      render: (b) => <img className="banner-thumb" src={bannerPicture(b)} alt="" />,
    },
    {
      key: 'title',
      header: t('lobby.banners.titleCol'),
      render: (b) => (
        <span className="stack">
          <strong>{b.titles.tk}</strong>
          <span className="muted small">
            {['en', 'zh']
              .filter((l) => b.titles[l as 'en' | 'zh'])
              .map((l) => l.toUpperCase())
              .join(' · ') || t('lobby.banners.turkishOnly')}
          </span>
        </span>
      ),
    },
    {
      key: 'starts',
      header: t('lobby.banners.starts'),
      render: (b) => when(b.startsAt, t('lobby.banners.now')),
    },
    {
      key: 'ends',
      header: t('lobby.banners.ends'),
      render: (b) => when(b.endsAt, t('lobby.banners.never')),
    },
    { key: 'sort', header: t('lobby.providers.sort'), align: 'right', render: (b) => b.sort },
    {
      key: 'status',
      header: t('lobby.games.state'),
      render: (b) => (
        <StatusBadge
          status={b.status}
          tone={TONES[b.status]}
          label={t(`lobby.banners.status.${b.status}`)}
        />
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: '',
            render: (b: BannerRow) => (
              <span className="row-actions">
                <button type="button" className="btn btn-small" onClick={() => setEditing(b)}>
                  {t('lobby.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  onClick={() => setRemoving(b)}
                >
                  {t('lobby.remove')}
                </button>
              </span>
            ),
          },
        ]
      : []),
  ];
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
          <div className="filter-row">
            <label className="field field-inline">
              <span>{t('lobby.games.state')}</span>
              <select value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
                <option value="all">{t('common.all')}</option>
                {BANNER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`lobby.banners.status.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            {canWrite && (
              <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
                {t('lobby.banners.new')}
              </button>
            )}
          </div>
        }
      />
      {editing && (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.bannerId}
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('lobby.banners.removeTitle', { title: removing?.titles.tk ?? '' })}
        confirmLabel={t('lobby.remove')}
        danger
        requireReason
        busy={remove.isPending}
        error={errorText(remove.error, t('common.networkError'))}
        onCancel={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={(reason) => remove.mutate({ bannerId: removing!.bannerId, reason })}
      />
    </div>
  );
}
