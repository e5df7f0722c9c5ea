// Signs of harm, stored: a player's markers recomputed (by the scheduled job across players,
// and after the events that move them: a confirmed deposit, a cancelled withdrawal, a limit
// raised), and the interaction task a fired marker opens for the risk role, one open task a
// player. Each opened task and each change of its score is written to the audit log.
import type { Kysely } from 'kysely';
import type { HarmSettings } from '@talih/contracts/jurisdiction.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { DB } from '../../db/schema.ts';
import { markerValues, playersToScan } from './harm-markers.ts';

/** Players one scheduled run looks at, at most. */
const SCAN_PLAYERS_MAX = 10_000;

export interface HarmResult {
  score: number;
  fired: string[];
  /** The open task's id after this computation (null: none open). */
  taskId: number | null;
  opened: boolean;
}

type Db = Kysely<DB>;

async function storeMarkers(
  db: Db,
  harm: HarmSettings,
  userId: number,
  now: number,
): Promise<{ score: number; fired: string[] }> {
  const values = await markerValues(db, harm, userId, now);
  const before = await db
    .selectFrom('harm_markers')
    .select(['code', 'fired_at'])
    .where('user_id', '=', userId)
    .execute();
  const firedAt = new Map(
    before.map((r) => [r.code, r.fired_at === null ? null : Number(r.fired_at)]),
  );
  let score = 0;
  const fired: string[] = [];
  for (const m of values) {
    const { threshold, weight } = harm.markers[m.code];
    const fires = m.value >= threshold;
    if (fires) {
      score += weight;
      fired.push(m.code);
    }
    const row = {
      value: m.value,
      threshold,
      weight,
      fired: fires ? 1 : 0,
      fired_at: fires ? (firedAt.get(m.code) ?? now) : null,
      facts: JSON.stringify(m.facts),
      computed_at: now,
    };
    await db
      .insertInto('harm_markers')
      .values({ user_id: userId, code: m.code, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'code']).doUpdateSet(row))
      .execute();
  }
  return { score, fired };
}

async function openTask(db: Db, userId: number) {
  return db
    .selectFrom('harm_tasks')
    .select(['id', 'score', 'markers', 'required'])
    .where('open_key', '=', userId)
    .executeTakeFirst();
}

/** Recomputes one player's markers; a fired marker opens (or updates) the interaction task. */
export async function recomputeHarm(
  db: Db,
  harm: HarmSettings,
  userId: number,
  now = Date.now(),
): Promise<HarmResult> {
  const { score, fired } = await storeMarkers(db, harm, userId, now);
  const required =
    harm.interactionRequiredAtScore !== null && score >= harm.interactionRequiredAtScore;
  const task = await openTask(db, userId);
  if (task) {
    const markers = JSON.stringify(fired);
    const requiredNow = required ? 1 : 0;
    const moved =
      Number(task.score) !== score ||
      task.markers !== markers ||
      Number(task.required) !== requiredNow;
    if (fired.length > 0 && moved) {
      await db
        .updateTable('harm_tasks')
        .set({ score, markers, required: requiredNow })
        .where('id', '=', task.id)
        .execute();
      await writeAudit(
        db,
        {
          actorType: 'system',
          actorId: null,
          action: 'harm.task_score',
          subject: `harm_task:${task.id}`,
          detail: {
            userId,
            before: { score: Number(task.score), required: Number(task.required) === 1 },
            after: { score, fired, required },
          },
        },
        now,
      );
    }
    return { score, fired, taskId: Number(task.id), opened: false };
  }
  if (fired.length === 0) return { score, fired, taskId: null, opened: false };
  const inserted = await db
    .insertInto('harm_tasks')
    .values({
      user_id: userId,
      status: 'open',
      open_key: userId,
      score,
      markers: JSON.stringify(fired),
      required: required ? 1 : 0,
      assignee: null,
      outcome: null,
      note: null,
      opened_at: now,
      closed_by: null,
      closed_at: null,
    })
    .onConflict((oc) => oc.column('open_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted)
    return { score, fired, taskId: (await openTask(db, userId))?.id ?? null, opened: false };
  const taskId = Number(inserted.id);
  await writeAudit(
    db,
    {
      actorType: 'system',
      actorId: null,
      action: 'harm.task_open',
      subject: `harm_task:${taskId}`,
      detail: { userId, score, fired, required },
    },
    now,
  );
  return { score, fired, taskId, opened: true };
}

/** The scheduled run: every player with recent activity or a marker still firing. */
export async function scanHarm(
  db: Db,
  harm: HarmSettings,
  now = Date.now(),
): Promise<{ players: number; opened: number }> {
  const ids = await playersToScan(db, now, SCAN_PLAYERS_MAX);
  let opened = 0;
  for (const id of ids) {
    if ((await recomputeHarm(db, harm, id, now)).opened) opened += 1;
  }
  return { players: ids.length, opened };
}

/** After an event that moves a marker: recomputes, and never fails the caller's request. */
export async function afterHarmEvent(
  db: Db,
  harm: HarmSettings,
  userId: number,
  log?: { error(obj: object, msg: string): void },
  now = Date.now(),
): Promise<void> {
  await recomputeHarm(db, harm, userId, now).catch((err: unknown) =>
    log?.error({ err, userId }, 'harm markers: recompute after an event failed'),
  );
}
