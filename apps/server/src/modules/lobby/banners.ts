// Home banners live now (inside their window), in display order, in the caller's language.
import type { Kysely } from 'kysely';
import type { Language } from '@talih/contracts/i18n.ts';
import type { DB } from '../../db/schema.ts';

/** A bound on the list: a home carousel shows a handful. */
const MAX_BANNERS = 20;

export async function liveBanners(db: Kysely<DB>, lang: Language, now = Date.now()) {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .limit(MAX_BANNERS)
    .execute();
  const pick = { tk: 'tk', en: 'en', 'zh-CN': 'zh' } as const;
  const suffix = pick[lang];
  return rows.map((r) => ({
    bannerId: r.id,
    title: r[`title_${suffix}`],
    subtitle: r[`subtitle_${suffix}`],
    imageUrl: r.image_url,
    linkType: r.link_type,
    link: r.link,
  }));
}
