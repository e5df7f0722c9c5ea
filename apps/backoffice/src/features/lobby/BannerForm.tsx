// A banner's editor: per player language a title, a line under it and a picture (a language
// left empty shows the Turkish version), where it links, its place and its schedule.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_LANGS,
  saveBanner,
  type BannerLang,
  type BannerRow,
} from '@talih/contracts/backoffice/content.ts';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { BannerPicture } from './BannerPicture.tsx';
import { fromLocalInput, toLocalInput } from './schedule.ts';
import { SmallTabs } from './SmallTabs.tsx';
import { errorText } from './use-lookups.ts';
import { DateInput } from '../../components/DateInput.tsx';

type PerLang = Record<BannerLang, string>;

function initial(b: BannerRow | null) {
  return {
    titles: b?.titles ?? { tk: '', en: '', zh: '' },
    subtitles: b?.subtitles ?? { tk: '', en: '', zh: '' },
    images: b?.images ?? { tk: null, en: null, zh: null },
    urls: b?.imageUrls ?? { tk: null, en: null, zh: null },
    linkType: b?.linkType ?? ('none' as const),
    link: b?.link ?? '',
    sort: String(b?.sort ?? 0),
    starts: toLocalInput(b?.startsAt ?? null),
    ends: toLocalInput(b?.endsAt ?? null),
    enabled: b?.enabled ?? true,
    reason: '',
  };
}

export function BannerForm({ banner, onClose }: { banner: BannerRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [lang, setLang] = useState<BannerLang>('tk');
  const [d, setD] = useState(() => initial(banner));
  const startsAt = fromLocalInput(d.starts);
  const endsAt = fromLocalInput(d.ends);
  const problems = [
    !d.titles.tk.trim() && t('lobby.banners.needTitle'),
    (Number.isNaN(startsAt) || Number.isNaN(endsAt)) && t('lobby.banners.badTime'),
    startsAt !== null && endsAt !== null && endsAt <= startsAt && t('lobby.banners.badWindow'),
    !/^\d{1,6}$/.test(d.sort) && t('lobby.banners.badSort'),
  ].filter(Boolean) as string[];
  const save = useMutation({
    mutationFn: () =>
      staffCall(saveBanner, {
        bannerId: banner?.bannerId,
        titles: d.titles,
        subtitles: d.subtitles,
        images: d.images,
        linkType: d.linkType,
        link: d.link,
        sort: Number(d.sort),
        startsAt,
        endsAt,
        enabled: d.enabled,
        reason: d.reason,
      }),
    onSuccess: (row) => {
      toast.success(t('lobby.banners.saved', { status: t(`lobby.banners.status.${row.status}`) }));
      void client.invalidateQueries({ queryKey: ['lobby'] });
      onClose();
    },
  });
  const setText = (key: 'titles' | 'subtitles', value: string) =>
    setD({ ...d, [key]: { ...(d[key] as PerLang), [lang]: value } });
  return (
    <form
      className="panel side-panel"
      aria-label={banner ? t('lobby.banners.editTitle') : t('lobby.banners.new')}
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length === 0) save.mutate();
      }}
    >
      <h2>{banner ? t('lobby.banners.editTitle') : t('lobby.banners.new')}</h2>
      <SmallTabs
        items={BANNER_LANGS}
        value={lang}
        onChange={setLang}
        label={(l) => t(`lobby.langs.${l}`)}
      />
      {lang !== 'tk' && <p className="muted small">{t('lobby.banners.fallback')}</p>}
      <label className="field">
        <span>{t('lobby.banners.titleField')}</span>
        <input
          value={d.titles[lang]}
          maxLength={200}
          onChange={(e) => setText('titles', e.target.value)}
        />
      </label>
      <label className="field">
        <span>{t('lobby.banners.subtitleField')}</span>
        <input
          value={d.subtitles[lang]}
          maxLength={300}
          onChange={(e) => setText('subtitles', e.target.value)}
        />
      </label>
      <BannerPicture
        url={d.urls[lang]}
        onChange={(file, url) =>
          setD({ ...d, images: { ...d.images, [lang]: file }, urls: { ...d.urls, [lang]: url } })
        }
      />
      <div className="inline-fields">
        <label className="field">
          <span>{t('lobby.banners.linkType')}</span>
          <select
            value={d.linkType}
            onChange={(e) => setD({ ...d, linkType: e.target.value as typeof d.linkType })}
          >
            {(['none', 'route', 'game'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`lobby.banners.links.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {d.linkType !== 'none' && (
          <label className="field">
            <span>{t(`lobby.banners.linkHint.${d.linkType}`)}</span>
            <input
              value={d.link}
              maxLength={500}
              onChange={(e) => setD({ ...d, link: e.target.value })}
            />
          </label>
        )}
      </div>
      <div className="inline-fields">
        <label className="field">
          <span>{t('lobby.banners.starts')}</span>
          <DateInput withTime value={d.starts} onChange={(v) => setD({ ...d, starts: v })} />
        </label>
        <label className="field">
          <span>{t('lobby.banners.ends')}</span>
          <DateInput withTime value={d.ends} onChange={(v) => setD({ ...d, ends: v })} />
        </label>
      </div>
      <p className="muted small">{t('lobby.banners.scheduleHint')}</p>
      <div className="inline-fields">
        <label className="field">
          <span>{t('lobby.providers.sort')}</span>
          <input
            inputMode="numeric"
            value={d.sort}
            onChange={(e) => setD({ ...d, sort: e.target.value })}
          />
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={d.enabled}
            onChange={(e) => setD({ ...d, enabled: e.target.checked })}
          />
          <span>{t('lobby.banners.enabled')}</span>
        </label>
      </div>
      <label className="field">
        <span>{t('common.reason')}</span>
        <input
          value={d.reason}
          maxLength={200}
          onChange={(e) => setD({ ...d, reason: e.target.value })}
        />
      </label>
      {problems.map((p) => (
        <p key={p} className="form-error">
          {p}
        </p>
      ))}
      {save.error && (
        <p className="form-error">{errorText(save.error, t('common.networkError'))}</p>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={problems.length > 0 || save.isPending}
        >
          {save.isPending ? t('common.working') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
