// Home banners live now (switched on, inside their window), in display order, in the caller's
// language: a text or picture a banner has no version of in that language falls back to the
// Turkish one; without an uploaded picture the banner's generated art is shown.
import type { Kysely } from 'kysely';
import type { Language } from '@talih/contracts/i18n.ts';
import type { DB } from '../../db/schema.ts';

/** A bound on the list: a home carousel shows a handful. */
const BANNERS_MAX = 20;

/** Where the player app's server serves uploaded banner pictures. */
export const bannerImageUrl = (file: string) => `/banner-image/${file}`;

export async function liveBanners(db: Kysely<DB>, lang: Language, now = Date.now()) {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .limit(BANNERS_MAX)
    .execute();
  const pick = { tk: 'tk', en: 'en', 'zh-CN': 'zh' } as const;
  const suffix = pick[lang];
  return rows.map((r) => {
    const image = r[`image_file_${suffix}`] ?? r.image_file_tk;
    return {
      bannerId: r.id,
      title: r[`title_${suffix}`] || r.title_tk,
      subtitle: r[`title_${suffix}`] ? r[`subtitle_${suffix}`] : r.subtitle_tk,
      imageUrl: image ? bannerImageUrl(image) : r.image_url,
      linkType: r.link_type,
      link: r.link,
    };
  });
}
