// A banner's editor: per player language a title, a line under it and a picture (a language
// left empty shows the Turkish version), where it links, its place and its schedule.
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_LANGS,
  type BannerLang,
  type BannerRow,
} from '@talih/contracts/backoffice/lobby.ts';
import { DateInput } from '../../components/DateInput.tsx';
import { useSaveBanner } from './api.ts';
import { BannerPicture } from './BannerPicture.tsx';
import { PanelEnd } from './PanelEnd.tsx';
import { fromLocalInput, toLocalInput } from './schedule.ts';
import { SmallTabs } from './SmallTabs.tsx';

type PerLang = Record<BannerLang, string>;
type Draft = ReturnType<typeof initial>;
interface Part {
  d: Draft;
  set(part: Partial<Draft>): void;
}

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

/** What stops the banner saving, in words. */
function problemsOf(t: TFunction, d: Draft) {
  const startsAt = fromLocalInput(d.starts);
  const endsAt = fromLocalInput(d.ends);
  return [
    !d.titles.tk.trim() && t('lobby.banners.needTitle'),
    (Number.isNaN(startsAt) || Number.isNaN(endsAt)) && t('lobby.banners.badTime'),
    startsAt !== null && endsAt !== null && endsAt <= startsAt && t('lobby.banners.badWindow'),
    !/^\d{1,6}$/.test(d.sort) && t('lobby.banners.badSort'),
  ].filter(Boolean) as string[];
}

/** One language's title, line and picture, on the language's tab. */
function BannerTexts({ d, set }: Part) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<BannerLang>('tk');
  const setText = (key: 'titles' | 'subtitles', value: string) =>
    set({ [key]: { ...(d[key] as PerLang), [lang]: value } });
  return (
    <>
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
          set({ images: { ...d.images, [lang]: file }, urls: { ...d.urls, [lang]: url } })
        }
      />
    </>
  );
}

function BannerLink({ d, set }: Part) {
  const { t } = useTranslation();
  return (
    <div className="inline-fields">
      <label className="field">
        <span>{t('lobby.banners.linkType')}</span>
        <select
          value={d.linkType}
          onChange={(e) => set({ linkType: e.target.value as Draft['linkType'] })}
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
          <input value={d.link} maxLength={500} onChange={(e) => set({ link: e.target.value })} />
        </label>
      )}
    </div>
  );
}

/** When it shows, its place among the banners, and whether it is on at all. */
function BannerSchedule({ d, set }: Part) {
  const { t } = useTranslation();
  return (
    <>
      <div className="inline-fields">
        <label className="field">
          <span>{t('lobby.banners.starts')}</span>
          <DateInput withTime value={d.starts} onChange={(v) => set({ starts: v })} />
        </label>
        <label className="field">
          <span>{t('lobby.banners.ends')}</span>
          <DateInput withTime value={d.ends} onChange={(v) => set({ ends: v })} />
        </label>
      </div>
      <p className="muted small">{t('lobby.banners.scheduleHint')}</p>
      <div className="inline-fields">
        <label className="field">
          <span>{t('lobby.providers.sort')}</span>
          <input
            inputMode="numeric"
            value={d.sort}
            onChange={(e) => set({ sort: e.target.value })}
          />
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={d.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          <span>{t('lobby.banners.enabled')}</span>
        </label>
      </div>
    </>
  );
}

export function BannerForm({ banner, onClose }: { banner: BannerRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const [d, setD] = useState(() => initial(banner));
  const set = (part: Partial<Draft>) => setD({ ...d, ...part });
  const problems = problemsOf(t, d);
  const save = useSaveBanner();
  const submit = () =>
    save.mutate(
      {
        bannerId: banner?.bannerId,
        titles: d.titles,
        subtitles: d.subtitles,
        images: d.images,
        linkType: d.linkType,
        link: d.link,
        sort: Number(d.sort),
        startsAt: fromLocalInput(d.starts),
        endsAt: fromLocalInput(d.ends),
        enabled: d.enabled,
        reason: d.reason,
      },
      { onSuccess: onClose },
    );
  const title = banner ? t('lobby.banners.editTitle') : t('lobby.banners.new');
  return (
    <form
      className="panel side-panel"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length === 0) submit();
      }}
    >
      <h2>{title}</h2>
      <BannerTexts d={d} set={set} />
      <BannerLink d={d} set={set} />
      <BannerSchedule d={d} set={set} />
      <label className="field">
        <span>{t('common.reason')}</span>
        <input value={d.reason} maxLength={200} onChange={(e) => set({ reason: e.target.value })} />
      </label>
      <PanelEnd
        problems={problems}
        error={save.error}
        busy={save.isPending}
        disabled={problems.length > 0}
        onClose={onClose}
      />
    </form>
  );
}
