// Stake limits as traders set them: per sport, league or market type (the strictest of a
// slip's legs wins, modules/sport/limits.ts enforces them in placeBet), and per player a
// limit and a stake factor. Each change is audited with what it was and what it became.
import type { Kysely } from 'kysely';
import { SPORT_CODES } from '@talih/contracts/sport.ts';
import type { StakeLimitRow, StakeLimitScope } from '@talih/contracts/backoffice/trading.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import type { StaffContext } from '../../calls.ts';

export async function listStakeLimits(db: Kysely<DB>): Promise<StakeLimitRow[]> {
  const rows = await db
    .selectFrom('sport_stake_limits')
    .select(['scope', 'ref', 'max_stake_minor', 'updated_by', 'updated_at'])
    .orderBy('scope')
    .orderBy('ref')
    .execute();
  const leagueIds = rows.filter((r) => r.scope === 'league').map((r) => Number(r.ref));
  const leagues = leagueIds.length
    ? await db
        .selectFrom('sport_leagues')
        .select(['id', 'name'])
        .where('id', 'in', leagueIds)
        .execute()
    : [];
  return rows.map((r) => ({
    scope: r.scope,
    ref: r.ref,
    label:
      r.scope === 'league' ? (leagues.find((l) => String(l.id) === r.ref)?.name ?? r.ref) : r.ref,
    maxStakeMinor: Number(r.max_stake_minor),
    updatedBy: r.updated_by,
    updatedAt: Number(r.updated_at),
  }));
}

async function checkRef(db: Kysely<DB>, scope: StakeLimitScope, ref: string) {
  if (scope === 'sport' && !(SPORT_CODES as readonly string[]).includes(ref)) {
    throw new AppError('backoffice.trading.badSport');
  }
  if (scope === 'league') {
    const league = /^\d{1,12}$/.test(ref)
      ? await db
          .selectFrom('sport_leagues')
          .select('id')
          .where('id', '=', Number(ref))
          .executeTakeFirst()
      : undefined;
    if (!league) throw new AppError('backoffice.trading.leagueNotFound');
  }
}

export async function setStakeLimit(
  ctx: StaffContext,
  input: { scope: StakeLimitScope; ref: string; maxStakeMinor: number | null; reason: string },
) {
  const { db } = ctx.services;
  await checkRef(db, input.scope, input.ref);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('sport_stake_limits')
      .select('max_stake_minor')
      .where('scope', '=', input.scope)
      .where('ref', '=', input.ref)
      .executeTakeFirst();
    if (input.maxStakeMinor === null) {
      await trx
        .deleteFrom('sport_stake_limits')
        .where('scope', '=', input.scope)
        .where('ref', '=', input.ref)
        .execute();
    } else {
      const values = {
        max_stake_minor: input.maxStakeMinor,
        updated_by: ctx.staff.name,
        updated_at: Date.now(),
      };
      await trx
        .insertInto('sport_stake_limits')
        .values({ scope: input.scope, ref: input.ref, ...values })
        .onConflict((oc) => oc.columns(['scope', 'ref']).doUpdateSet(values))
        .execute();
    }
    await ctx.audit(
      {
        action: 'sport.limit.set',
        objectType: 'sport_limit',
        objectId: `${input.scope}:${input.ref}`,
        before: { maxStakeMinor: before ? Number(before.max_stake_minor) : null },
        after: { maxStakeMinor: input.maxStakeMinor },
        reason: input.reason,
      },
      trx,
    );
  });
  const rows = await listStakeLimits(db);
  return { row: rows.find((r) => r.scope === input.scope && r.ref === input.ref) ?? null };
}

export async function listPlayerLimits(db: Kysely<DB>, input: { page: number; pageSize: number }) {
  const total = await db
    .selectFrom('sport_player_limits')
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await db
    .selectFrom('sport_player_limits as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.nickname', 'p.stake_factor_pm', 'p.max_stake_minor'])
    .select(['p.updated_by', 'p.updated_at'])
    .orderBy('p.updated_at', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return {
    rows: rows.map((r) => ({
      userId: Number(r.user_id),
      nickname: r.nickname,
      stakeFactorPm: r.stake_factor_pm,
      maxStakeMinor: r.max_stake_minor === null ? null : Number(r.max_stake_minor),
      updatedBy: r.updated_by,
      updatedAt: Number(r.updated_at),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Factor 1000 without a limit removes the player's row: they bet like everyone. */
export async function setPlayerLimit(
  ctx: StaffContext,
  input: { userId: number; stakeFactorPm: number; maxStakeMinor: number | null; reason: string },
) {
  const { db } = ctx.services;
  const user = await db
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (!user) throw new AppError('backoffice.trading.playerNotFound');
  const now = Date.now();
  const plain = input.stakeFactorPm === 1000 && input.maxStakeMinor === null;
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('sport_player_limits')
      .select(['stake_factor_pm', 'max_stake_minor'])
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    await trx.deleteFrom('sport_player_limits').where('user_id', '=', input.userId).execute();
    if (!plain) {
      await trx
        .insertInto('sport_player_limits')
        .values({
          user_id: input.userId,
          stake_factor_pm: input.stakeFactorPm,
          max_stake_minor: input.maxStakeMinor,
          updated_by: ctx.staff.name,
          updated_at: now,
        })
        .execute();
    }
    await ctx.audit(
      {
        action: 'sport.player_limit.set',
        objectType: 'player',
        objectId: input.userId,
        before: before
          ? {
              stakeFactorPm: before.stake_factor_pm,
              maxStakeMinor:
                before.max_stake_minor === null ? null : Number(before.max_stake_minor),
            }
          : { stakeFactorPm: 1000, maxStakeMinor: null },
        after: { stakeFactorPm: input.stakeFactorPm, maxStakeMinor: input.maxStakeMinor },
        reason: input.reason,
      },
      trx,
    );
  });
  return {
    userId: input.userId,
    nickname: user.nickname,
    stakeFactorPm: input.stakeFactorPm,
    maxStakeMinor: input.maxStakeMinor,
    updatedBy: plain ? null : ctx.staff.name,
    updatedAt: plain ? null : now,
  };
}
