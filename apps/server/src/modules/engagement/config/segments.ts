// Player segments: a saved filter on players. SQL narrows by registration, last login, language,
// confirmed deposits and staff's tags; the VIP level (computed from the journal, never stored) is checked per
// candidate. Candidates are walked in id order in pages, so counting and sending both scale to
// many players and a send can resume after the last id it reached.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { SegmentFilter, SegmentRow } from '@talih/contracts/backoffice/engagement.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { levelFor, playerActivity, vipLevels } from '../vip/vip.ts';

type Db = Kysely<DB>;
const DAY_MS = 86_400_000;
export const SEGMENT_PAGE = 500;
/** A bound on one walk over the players (a segment count or one campaign run). */
const PAGES_MAX = 2_000;

function candidates(db: Db, f: SegmentFilter, afterId: number, now: number) {
  let q = db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.role', '=', 'player')
    .where('u.id', '>', afterId);
  if (f.registeredFrom !== null) q = q.where('u.registered_at', '>=', f.registeredFrom);
  if (f.registeredTo !== null) q = q.where('u.registered_at', '<', f.registeredTo);
  if (f.activeWithinDays !== null) {
    q = q.where('u.last_login_at', '>=', now - f.activeWithinDays * DAY_MS);
  }
  if (f.lang !== null) q = q.where('u.lang', '=', f.lang);
  // Tags staff put on players (the player list): every one of the segment's.
  for (const tag of f.tags ?? []) {
    q = q.where('u.id', 'in', (eb) =>
      eb.selectFrom('player_tags as t').select('t.user_id').where('t.tag', '=', tag),
    );
  }
  if (f.depositedMinMinor !== null) {
    const min = f.depositedMinMinor;
    q = q.where(
      ({ selectFrom }) =>
        selectFrom('deposit_orders as d')
          .select(sql<number>`coalesce(sum(d.amount_minor), 0)`.as('total'))
          .whereRef('d.user_id', '=', 'u.id')
          .where('d.status', '=', 'confirmed'),
      '>=',
      min,
    );
  }
  return q.orderBy('u.id').limit(SEGMENT_PAGE);
}

const needsVip = (f: SegmentFilter) => f.vipMin !== null || f.vipMax !== null;

/** One page of matching player ids after `afterId`; `lastId` is where the next page starts. */
export async function segmentPage(db: Db, f: SegmentFilter, afterId: number, now = Date.now()) {
  const ids = (await candidates(db, f, afterId, now).execute()).map((r) => Number(r.id));
  const lastId = ids.at(-1) ?? null;
  if (!needsVip(f)) return { ids, lastId };
  const levels = await vipLevels(db);
  const matched: number[] = [];
  for (const id of ids) {
    const level = levelFor(levels, await playerActivity(db, id)).level;
    if ((f.vipMin === null || level >= f.vipMin) && (f.vipMax === null || level <= f.vipMax)) {
      matched.push(id);
    }
  }
  return { ids: matched, lastId };
}

export async function countSegment(db: Db, f: SegmentFilter, now = Date.now()) {
  let count = 0;
  let after = 0;
  for (let page = 0; page < PAGES_MAX; page++) {
    const { ids, lastId } = await segmentPage(db, f, after, now);
    count += ids.length;
    if (lastId === null) return count;
    after = lastId;
  }
  throw new AppError('backoffice.engagement.errors.segmentTooLarge');
}

export async function playerInSegment(db: Db, segmentId: number, userId: number) {
  const segment = await segmentById(db, segmentId);
  if (!segment) return false;
  const { ids } = await segmentPage(db, segment.filter, userId - 1);
  return ids[0] === userId;
}

function rowView(r: {
  id: number;
  name: string;
  filter: string;
  created_by: string;
  updated_at: number;
}): SegmentRow {
  return {
    id: Number(r.id),
    name: r.name,
    filter: JSON.parse(r.filter) as SegmentFilter,
    createdBy: r.created_by,
    updatedAt: Number(r.updated_at),
  };
}

export async function segmentById(db: Db, id: number) {
  const row = await db
    .selectFrom('player_segments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowView(row) : null;
}

export async function listSegments(db: Db, paging: { page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('player_segments')
      .selectAll()
      .orderBy('name')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    db
      .selectFrom('player_segments')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(rowView), total: Number(total.n), page: paging.page };
}

export async function saveSegment(
  db: Db,
  input: { id: number | null; name: string; filter: SegmentFilter },
  staffName: string,
) {
  const now = Date.now();
  const before = input.id === null ? null : await segmentById(db, input.id);
  if (input.id !== null && !before)
    throw new AppError('backoffice.engagement.errors.segmentNotFound');
  let id = input.id;
  if (id === null) {
    const row = await db
      .insertInto('player_segments')
      .values({
        name: input.name,
        filter: JSON.stringify(input.filter),
        created_by: staffName,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(row.id);
  } else {
    await db
      .updateTable('player_segments')
      .set({ name: input.name, filter: JSON.stringify(input.filter), updated_at: now })
      .where('id', '=', id)
      .execute();
  }
  const after = (await segmentById(db, id))!;
  return { before, after };
}
