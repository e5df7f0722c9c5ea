// The player home as players would see it at a chosen moment in a chosen language, in both
// layouts side by side: the desktop home (banner, sections) and the mobile home with its
// drawer's providers. Drawn here from the same data the player app's calls answer.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffOutput } from '@talih/contracts/backoffice/call.ts';
import type { homePreview } from '@talih/contracts/backoffice/lobby.ts';
import { DateInput } from '../../components/DateInput.tsx';
import { lobbyQueries, PREVIEW_LANGS as LANGS, type PreviewLang } from './api.ts';
import { fromLocalInput, toLocalInput } from './schedule.ts';

type Preview = StaffOutput<typeof homePreview>;

function Home({ data, layout }: { data: Preview; layout: 'desktop' | 'mobile' }) {
  const { t } = useTranslation();
  const perRow = layout === 'desktop' ? 6 : 3;
  const [lead] = data.banners;
  return (
    // Focusable: the frame scrolls, and keyboard users must be able to scroll it too.
    <div
      className={`preview-home preview-${layout}`}
      data-testid={`preview-${layout}`}
      role="region"
      aria-label={t(`lobby.preview.${layout}`)}
      tabIndex={0}
    >
      {lead ? (
        <figure className="preview-banner">
          <img src={lead.imageUrl} alt="" />
          <figcaption>
            <strong>{lead.title}</strong>
            <span>{lead.subtitle}</span>
          </figcaption>
        </figure>
      ) : (
        <p className="preview-empty">{t('lobby.preview.noBanner')}</p>
      )}
      {data.banners.length > 1 && (
        <p
          className="preview-dots"
          aria-label={t('lobby.preview.bannerCount', { count: data.banners.length })}
        >
          {data.banners.map((b) => (
            <span key={b.bannerId} title={b.title} />
          ))}
        </p>
      )}
      {layout === 'mobile' && (
        <div className="preview-drawer">
          <span className="muted small">{t('lobby.preview.drawer')}</span>
          <ul>
            {data.drawerProviders.map((p) => (
              <li key={p.firmCode}>{p.name}</li>
            ))}
          </ul>
        </div>
      )}
      {data.labels.map((l) => (
        <section key={l.labelId} className="preview-section">
          <h4>
            {l.name} <span className="muted small">({l.total})</span>
          </h4>
          <ul>
            {l.games.slice(0, perRow).map((g) => (
              <li key={g.gameId} title={`${g.name} · ${g.firmName}`}>
                <img src={g.imageUrl} alt={g.name} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function PreviewPage() {
  const { t } = useTranslation();
  const [lang, setLang] = useState<PreviewLang>('tk');
  const [moment, setMoment] = useState('');
  const at = fromLocalInput(moment);
  const preview = useQuery(lobbyQueries.preview(lang, at));
  return (
    <>
      <div className="panel filter-row">
        <label className="field field-inline">
          <span>{t('lobby.preview.lang')}</span>
          <select value={lang} onChange={(e) => setLang(e.target.value as typeof lang)}>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {t(`lobby.langs.${l === 'zh-CN' ? 'zh' : l}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field-inline">
          <span>{t('lobby.preview.at')}</span>
          <DateInput withTime value={moment} onChange={setMoment} />
        </label>
        <button type="button" className="btn" onClick={() => setMoment(toLocalInput(Date.now()))}>
          {t('lobby.preview.now')}
        </button>
        <p className="muted small">{t('lobby.preview.note')}</p>
      </div>
      {preview.isError && (
        <div className="state state-error" role="alert">
          <p>{preview.error.message || t('common.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void preview.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {preview.isPending && <p className="muted">{t('common.loading')}</p>}
      {preview.data && (
        <div className="preview-frames" aria-busy={preview.isFetching}>
          <figure className="preview-frame">
            <figcaption>{t('lobby.preview.desktop')}</figcaption>
            <Home data={preview.data} layout="desktop" />
          </figure>
          <figure className="preview-frame">
            <figcaption>{t('lobby.preview.mobile')}</figcaption>
            <Home data={preview.data} layout="mobile" />
          </figure>
        </div>
      )}
    </>
  );
}
