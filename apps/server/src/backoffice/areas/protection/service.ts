// What staff read and do in a player's protection. Staff may add an exclusion or make a limit
// stricter (at once), always with a reason; they may lift only an exclusion staff set, never a
// player's own time-out, panic lock or self-exclusion, and never raise or remove a limit.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { recordEvent } from '../../../modules/protection/events.ts';
import { addExclusion, inForce } from '../../../modules/protection/exclusions.ts';
import { changeLimit } from '../../../modules/protection/limits.ts';
import { overviewOf } from '../../../modules/protection/overview.ts';
import { DAY_MS } from '../../../modules/protection/rules.ts';
import type { Services } from '../../../services.ts';

export const clockOf = (services: Services) => services.now?.() ?? Date.now();

async function requirePlayer(db: Kysely<DB>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', '=', 'player')
    .executeTakeFirst();
  if (!user) throw new AppError('errors.boPlayers.notFound');
}

export async function playerProtection(services: Services, userId: number) {
  await requirePlayer(services.db, userId);
  const now = clockOf(services);
  const exclusions = await services.db
    .selectFrom('player_exclusions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const events = await services.db
    .selectFrom('protection_events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return {
    overview: await overviewOf(services.db, services.config.jurisdiction, userId, now),
    exclusions: exclusions.map((r) => ({
      id: r.id,
      kind: r.kind,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      liftAt: r.lift_at,
      reason: r.reason,
      setBy: r.set_by,
      inForce: inForce(r, now),
    })),
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      actor: e.actor,
      detail: e.detail,
      createdAt: e.created_at,
    })),
  };
}

export async function staffExclude(
  services: Services,
  input: { userId: number; days: number | null; reason: string },
  staffName: string,
) {
  await requirePlayer(services.db, input.userId);
  const now = clockOf(services);
  return services.db.transaction().execute(async (trx) => {
    await addExclusion(trx, {
      userId: input.userId,
      kind: 'staff',
      endsAt: input.days === null ? null : now + input.days * DAY_MS,
      actor: `staff:${staffName}`,
      reason: input.reason,
      now,
    });
    const row = await trx
      .selectFrom('player_exclusions')
      .select(['id', 'ends_at'])
      .where('user_id', '=', input.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { exclusionId: row.id, endsAt: row.ends_at };
  });
}

export async function staffLift(
  services: Services,
  input: { userId: number; exclusionId: number; reason: string },
  staffName: string,
) {
  const now = clockOf(services);
  const row = await services.db
    .selectFrom('player_exclusions')
    .selectAll()
    .where('id', '=', input.exclusionId)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  if (!row) throw new AppError('errors.boProtection.notFound');
  // A player's own exclusion runs its course: staff can't shorten it.
  if (row.kind !== 'staff') throw new AppError('errors.boProtection.playerOwn');
  if (!inForce(row, now)) return { lifted: false, endsAt: row.ends_at };
  await services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('player_exclusions')
      .set({ ends_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, {
      userId: input.userId,
      action: 'staff_lift',
      actor: `staff:${staffName}`,
      at: now,
      detail: { exclusionId: row.id, reason: input.reason },
    });
  });
  return { lifted: true, endsAt: row.ends_at };
}

export async function staffTighten(
  services: Services,
  input: {
    userId: number;
    kind: 'deposit' | 'loss' | 'wager';
    period: 'day' | 'week' | 'month';
    amountMinor: number;
    reason: string;
  },
  staffName: string,
) {
  await requirePlayer(services.db, input.userId);
  const now = clockOf(services);
  const pack = services.config.jurisdiction;
  const before = await overviewOf(services.db, pack, input.userId, now);
  await services.db.transaction().execute((trx) =>
    changeLimit(
      trx,
      pack,
      {
        userId: input.userId,
        kind: input.kind,
        period: input.period,
        amount: input.amountMinor,
        actor: `staff:${staffName}`,
        stricterOnly: true,
        reason: input.reason,
      },
      now,
    ),
  );
  const was = before.limits.find((l) => l.kind === input.kind && l.period === input.period);
  return { before: was?.amountMinor ?? null, after: input.amountMinor };
}

export async function excludedPlayers(
  services: Services,
  input: { kind: string; page: number; pageSize: number },
) {
  const now = clockOf(services);
  // In force is decided per row (self-exclusions stay until lifted): read the candidates, then
  // page in memory. Exclusions are few next to players.
  let q = services.db
    .selectFrom('player_exclusions as x')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .select([
      'x.id',
      'x.user_id',
      'x.kind',
      'x.starts_at',
      'x.ends_at',
      'x.lift_at',
      'x.set_by',
      'x.reason',
      'x.created_at',
      'u.nickname',
    ])
    .where('x.starts_at', '<=', now)
    .where((eb) =>
      eb.or([
        eb('x.ends_at', 'is', null),
        eb('x.ends_at', '>', now),
        eb('x.kind', '=', 'self_exclusion'),
      ]),
    )
    .orderBy('x.id', 'desc')
    .limit(5000);
  if (input.kind !== 'all') q = q.where('x.kind', '=', input.kind as 'staff');
  const rows = (await q.execute()).filter((r) => inForce(r, now));
  const start = (input.page - 1) * input.pageSize;
  return {
    rows: rows.slice(start, start + input.pageSize).map((r) => ({
      userId: r.user_id,
      nickname: r.nickname,
      kind: r.kind,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      setBy: r.set_by,
    })),
    total: rows.length,
    page: input.page,
  };
}
