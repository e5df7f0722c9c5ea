// Support settings staff edit: canned answers per language (inserted into the reply box) and
// the channels the player app lists (live chat, Telegram, WhatsApp, e-mail, with hours).
import type { Kysely, Selectable } from 'kysely';
import type { DB, SupportCannedTable, SupportChannelsTable } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';

const cannedView = (r: Selectable<SupportCannedTable>) => ({
  cannedId: Number(r.id),
  lang: r.lang as 'tk' | 'en' | 'zh-CN',
  title: r.title,
  body: r.body,
  updatedBy: r.updated_by,
  updatedAt: Number(r.updated_at),
});

export async function cannedList(db: Kysely<DB>, lang?: string) {
  let q = db.selectFrom('support_canned').selectAll().orderBy('lang').orderBy('title').limit(500);
  if (lang) q = q.where('lang', '=', lang);
  return (await q.execute()).map(cannedView);
}

async function cannedRow(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('support_canned')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('errors.boSupport.cannedNotFound');
  return row;
}

export async function cannedSave(
  db: Kysely<DB>,
  input: { cannedId?: number; lang: string; title: string; body: string },
  staffName: string,
  now = Date.now(),
) {
  const values = { lang: input.lang, title: input.title, body: input.body, updated_by: staffName };
  if (input.cannedId === undefined) {
    const row = await db
      .insertInto('support_canned')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: null, after: cannedView(row) };
  }
  const before = cannedView(await cannedRow(db, input.cannedId));
  await db
    .updateTable('support_canned')
    .set({ ...values, updated_at: now })
    .where('id', '=', input.cannedId)
    .execute();
  return { before, after: cannedView(await cannedRow(db, input.cannedId)) };
}

export async function cannedDelete(db: Kysely<DB>, id: number) {
  const before = cannedView(await cannedRow(db, id));
  await db.deleteFrom('support_canned').where('id', '=', id).execute();
  return { before, after: null };
}

const channelView = (r: Selectable<SupportChannelsTable>) => ({
  channelId: Number(r.id),
  kind: r.kind,
  labelTk: r.label_tk,
  labelEn: r.label_en,
  labelZh: r.label_zh,
  value: r.value,
  href: r.href,
  hoursTk: r.hours_tk,
  hoursEn: r.hours_en,
  hoursZh: r.hours_zh,
  sort: Number(r.sort),
  active: Number(r.active) === 1,
});
export type ChannelInput = Omit<ReturnType<typeof channelView>, 'channelId'> & {
  channelId?: number;
};

export async function channelList(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('support_channels')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map(channelView);
}

async function channelRow(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('support_channels')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('errors.boSupport.channelNotFound');
  return row;
}

export async function channelSave(db: Kysely<DB>, input: ChannelInput) {
  const values = {
    kind: input.kind,
    label_tk: input.labelTk,
    label_en: input.labelEn,
    // The Chinese app falls back to the English name when none is given.
    label_zh: input.labelZh || input.labelEn,
    value: input.value,
    href: input.href,
    hours_tk: input.hoursTk,
    hours_en: input.hoursEn,
    hours_zh: input.hoursZh || input.hoursEn,
    sort: input.sort,
    active: input.active ? 1 : 0,
  };
  if (input.channelId === undefined) {
    const row = await db
      .insertInto('support_channels')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: null, after: channelView(row) };
  }
  const before = channelView(await channelRow(db, input.channelId));
  await db.updateTable('support_channels').set(values).where('id', '=', input.channelId).execute();
  return { before, after: channelView(await channelRow(db, input.channelId)) };
}
