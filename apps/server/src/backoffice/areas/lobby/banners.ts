// Banners as staff see them: every banner with its texts and uploaded pictures per language,
// its schedule and what that makes it now (live, scheduled, ended, off); saving and removing.
import type { Kysely, Selectable } from 'kysely';
import type { BannerRow, BannerStatus, saveBanner } from '@talih/contracts/backoffice/content.ts';
import type { StaffInput } from '@talih/contracts/backoffice/call.ts';
import type { BannersTable, DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { readBannerImage, staffImagePath } from '../../../modules/lobby/banner-images.ts';
import type { Config } from '../../../config.ts';

type SaveInput = Required<Omit<StaffInput<typeof saveBanner>, 'bannerId'>> & { bannerId?: number };

export function bannerStatus(
  b: Pick<Selectable<BannersTable>, 'enabled' | 'starts_at' | 'ends_at'>,
  now: number,
): BannerStatus {
  if (b.enabled !== 1) return 'off';
  if (b.starts_at !== null && b.starts_at > now) return 'scheduled';
  if (b.ends_at !== null && b.ends_at <= now) return 'ended';
  return 'live';
}

function toRow(b: Selectable<BannersTable>, now: number): BannerRow {
  const images = { tk: b.image_file_tk, en: b.image_file_en, zh: b.image_file_zh };
  const url = (file: string | null) => (file ? staffImagePath(file) : null);
  return {
    bannerId: b.id,
    titles: { tk: b.title_tk, en: b.title_en, zh: b.title_zh },
    subtitles: { tk: b.subtitle_tk, en: b.subtitle_en, zh: b.subtitle_zh },
    images,
    imageUrls: { tk: url(images.tk), en: url(images.en), zh: url(images.zh) },
    linkType: b.link_type,
    link: b.link,
    sort: b.sort,
    startsAt: b.starts_at,
    endsAt: b.ends_at,
    enabled: b.enabled === 1,
    status: bannerStatus(b, now),
  };
}

export async function bannerRows(db: Kysely<DB>, status: BannerStatus | 'all', now = Date.now()) {
  const rows = await db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((b) => toRow(b, now)).filter((b) => status === 'all' || b.status === status);
}

async function bannerRow(db: Kysely<DB>, bannerId: number, now = Date.now()) {
  const b = await db
    .selectFrom('banners')
    .selectAll()
    .where('id', '=', bannerId)
    .executeTakeFirst();
  if (!b) throw new AppError('errors.boContent.bannerNotFound');
  return toRow(b, now);
}

async function checkBanner(db: Kysely<DB>, config: Config, input: SaveInput) {
  if (input.startsAt !== null && input.endsAt !== null && input.endsAt <= input.startsAt) {
    throw new AppError('errors.boContent.bannerWindow');
  }
  if (input.linkType === 'route' && !/^\/[^\s]*$/.test(input.link)) {
    throw new AppError('errors.boContent.bannerLink');
  }
  if (input.linkType === 'game') {
    const game = /^\d{1,12}$/.test(input.link)
      ? await db
          .selectFrom('games')
          .select('id')
          .where('id', '=', Number(input.link))
          .executeTakeFirst()
      : undefined;
    if (!game) throw new AppError('errors.boContent.bannerGame');
  }
  for (const file of Object.values(input.images)) {
    if (file && !(await readBannerImage(config, file))) {
      throw new AppError('errors.boContent.image.missing');
    }
  }
}

export async function saveBannerRow(db: Kysely<DB>, config: Config, input: SaveInput) {
  await checkBanner(db, config, input);
  const before = input.bannerId ? await bannerRow(db, input.bannerId) : null;
  const values = {
    title_tk: input.titles.tk,
    title_en: input.titles.en,
    title_zh: input.titles.zh,
    subtitle_tk: input.subtitles.tk,
    subtitle_en: input.subtitles.en,
    subtitle_zh: input.subtitles.zh,
    image_file_tk: input.images.tk,
    image_file_en: input.images.en,
    image_file_zh: input.images.zh,
    link_type: input.linkType,
    link: input.linkType === 'none' ? '' : input.link,
    sort: input.sort,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    enabled: input.enabled ? 1 : 0,
  };
  let id = input.bannerId;
  if (id) {
    await db.updateTable('banners').set(values).where('id', '=', id).execute();
  } else {
    const row = await db
      .insertInto('banners')
      .values({ ...values, image_url: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    // Without an upload the player sees the banner's generated art, as the demo ones do.
    await db
      .updateTable('banners')
      .set({ image_url: `/banner-art/${id}.svg` })
      .where('id', '=', id)
      .execute();
  }
  return { before, after: await bannerRow(db, id) };
}

export async function deleteBannerRow(db: Kysely<DB>, bannerId: number) {
  const before = await bannerRow(db, bannerId);
  // A promotion shows its banner: switching it off is the way, not removing it under them.
  const promotion = await db
    .selectFrom('promotions')
    .select('id')
    .where('banner_id', '=', bannerId)
    .executeTakeFirst();
  if (promotion) throw new AppError('errors.boContent.bannerInUse');
  await db.deleteFrom('banners').where('id', '=', bannerId).execute();
  return { before, after: null };
}
