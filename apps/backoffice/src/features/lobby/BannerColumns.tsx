// The banners table: the picture, the Turkish title (and which other languages it has), its
// window, place and state, and for an editor the edit and remove buttons.
import type { TFunction } from 'i18next';
import type { BannerRow, BannerStatus } from '@talih/contracts/backoffice/lobby.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge, type Tone } from '../../components/StatusBadge.tsx';

const TONES: Record<BannerStatus, Tone> = {
  live: 'ok',
  scheduled: 'info',
  ended: 'muted',
  off: 'muted',
};

export const bannerPicture = (b: BannerRow) =>
  b.imageUrls.tk ?? `/bo/content-art/banner/${b.bannerId}.svg`;

const when = (ms: number | null, open: string) => (ms === null ? open : <DateTime ms={ms} />);

/** The edit and remove buttons, for an editor only. */
export interface BannerRowActions {
  canWrite: boolean;
  onEdit(b: BannerRow): void;
  onRemove(b: BannerRow): void;
}

function actionsColumn(t: TFunction, a: BannerRowActions): Column<BannerRow>[] {
  if (!a.canWrite) return [];
  return [
    {
      key: 'actions',
      header: '',
      render: (b) => (
        <span className="row-actions">
          <button type="button" className="btn btn-small" onClick={() => a.onEdit(b)}>
            {t('lobby.edit')}
          </button>
          <button type="button" className="btn btn-small btn-danger" onClick={() => a.onRemove(b)}>
            {t('lobby.remove')}
          </button>
        </span>
      ),
    },
  ];
}

export function bannerColumns(t: TFunction, a: BannerRowActions): Column<BannerRow>[] {
  return [
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
    ...actionsColumn(t, a),
  ];
}
