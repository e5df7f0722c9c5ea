// The invite-to-unlock prize (pdd): a player gets a prize that unlocks when enough friends
// register with their invite code and make a confirmed deposit before the deadline. The
// prize starts on the player's first look, one per player; progress is counted from the
// database each time, never stored, so it can't drift. Paying it is a conditional UPDATE
// (active -> paid) in the same transaction as its prize entry: it pays once.
import type { Kysely, Selectable } from 'kysely';
import type { Language } from '@talih/contracts/i18n.ts';
import { minorToDecimal, minorToNumber } from '@talih/contracts/money.ts';
import type { PddPrize } from '@talih/contracts/invite.ts';
import { writeAudit } from '../../audit/audit.ts';
import { checkPayoutLimit } from '../social-payout-limit.ts';
import type { DB, PddPrizesTable } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { t } from '../../http/i18n.ts';
import { prizeCredit } from '../../ledger/prize-movements.ts';
import type { Services } from '../../services.ts';
import type { Cache } from '../../cache/cache.ts';
import { liveBody } from '../engagement/config/live.ts';
import { maskNickname } from './rebates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LISTED_FRIENDS = 100;

/** The prize until staff approve another (back-office engagement, kind 'pdd'). */
export const PDD_CONFIG = { prizeMinor: 5000, target: 3, durationDays: 7 } as const;

export interface PddConfig {
  prizeMinor: number;
  target: number;
  durationDays: number;
}

/** The live configuration of the prize: a player's prize keeps the one it started with. */
export function pddConfig(db: Kysely<DB>, cache?: Cache): Promise<PddConfig> {
  return liveBody<PddConfig>(db, cache, 'pdd', PDD_CONFIG);
}

type PrizeRow = Selectable<PddPrizesTable>;

export function pddConfigView(lang: Language, config: PddConfig = PDD_CONFIG) {
  const vars = {
    target: config.target,
    days: config.durationDays,
    prizeMoney: minorToNumber(config.prizeMinor),
  };
  return {
    prize: minorToNumber(config.prizeMinor),
    target: config.target,
    durationDays: config.durationDays,
    rule: t(lang, 'social.pdd.rule', vars),
    terms: [1, 2, 3, 4].map((n) => t(lang, `social.pdd.term${n}`, vars)),
  };
}

/** The friends who count for a prize: invited, registered in its window, with a deposit. */
function friendsQuery(db: Kysely<DB>, row: PrizeRow) {
  return (
    db
      .selectFrom('users as u')
      .where('u.inviter_id', '=', row.user_id)
      .where('u.role', '=', 'player')
      // A self-referral (same device, IP or bank account) never counts: ./self-referral.ts.
      .where('u.referral_void_reason', 'is', null)
      .where('u.registered_at', '>=', row.started_at)
      .where('u.registered_at', '<=', row.deadline_at)
  );
}

async function progressOf(db: Kysely<DB>, row: PrizeRow): Promise<number> {
  const counted = await friendsQuery(db, row)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('deposit_orders as d')
          .select('d.id')
          .whereRef('d.user_id', '=', 'u.id')
          .where('d.status', '=', 'confirmed')
          .where('d.confirmed_at', '<=', row.deadline_at),
      ),
    )
    .executeTakeFirstOrThrow();
  return Math.min(Number(counted.n), row.target);
}

function prizeView(row: PrizeRow, progress: number, now: number): PddPrize {
  const status =
    row.status === 'paid'
      ? 'paid'
      : progress >= row.target
        ? 'completed'
        : now > row.deadline_at
          ? 'expired'
          : 'active';
  return {
    prizeId: row.id,
    status,
    prize: minorToNumber(row.prize_minor),
    target: row.target,
    progress,
    startedAt: row.started_at,
    deadlineAt: row.deadline_at,
    paidAt: row.paid_at,
  };
}

async function findPrize(db: Kysely<DB>, userId: number) {
  return db.selectFrom('pdd_prizes').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The player's prize, started now with the current configuration if they have none. */
export async function startOrGetPrize(
  db: Kysely<DB>,
  userId: number,
  now = Date.now(),
  config: PddConfig = PDD_CONFIG,
) {
  await db
    .insertInto('pdd_prizes')
    .values({
      user_id: userId,
      prize_minor: config.prizeMinor,
      target: config.target,
      status: 'active',
      started_at: now,
      deadline_at: now + config.durationDays * DAY_MS,
      entry_id: null,
      paid_at: null,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await findPrize(db, userId);
  if (!row) throw new Error('the prize row vanished');
  return prizeView(row, await progressOf(db, row), now);
}

export async function prizeOf(db: Kysely<DB>, userId: number, now = Date.now()) {
  const row = await findPrize(db, userId);
  return row ? prizeView(row, await progressOf(db, row), now) : null;
}

export async function inviteFriends(db: Kysely<DB>, userId: number) {
  const row = await findPrize(db, userId);
  if (!row) return [];
  const friends = await friendsQuery(db, row)
    .select(['u.id', 'u.nickname', 'u.registered_at', 'u.created_at'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('deposit_orders as d')
            .select('d.id')
            .whereRef('d.user_id', '=', 'u.id')
            .where('d.status', '=', 'confirmed')
            .where('d.confirmed_at', '<=', row.deadline_at),
        )
        .as('counts'),
    )
    .orderBy('u.id', 'desc')
    .limit(LISTED_FRIENDS)
    .execute();
  return friends.map((f) => ({
    nickname: maskNickname(f.nickname),
    joinedAt: f.registered_at ?? f.created_at,
    counts: Boolean(Number(f.counts)) || f.counts === true,
  }));
}

export async function withdrawPrize(services: Services, userId: number, requestId: string) {
  await checkPayoutLimit(services.cache, 'pdd', userId);
  return services.ledger.transact('pdd_prize', async (tx) => {
    const row = await findPrize(tx.trx, userId);
    if (!row) throw new AppError('errors.social.pddNotFound');
    if (row.status === 'paid') throw new AppError('errors.social.pddAlreadyPaid');
    const progress = await progressOf(tx.trx, row);
    if (progress < row.target) {
      throw new AppError(
        tx.now > row.deadline_at ? 'errors.social.pddExpired' : 'errors.social.pddNotReached',
        { left: row.target - progress },
      );
    }
    const updated = await tx.trx
      .updateTable('pdd_prizes')
      .set({ status: 'paid', paid_at: tx.now })
      .where('id', '=', row.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('errors.social.pddAlreadyPaid');
    const entry = await prizeCredit(tx, {
      source: 'pdd',
      reference: String(row.id),
      userId,
      amountMinor: row.prize_minor,
      reason: 'invite-to-unlock prize',
      detail: { prizeId: row.id, target: row.target },
    });
    await tx.trx
      .updateTable('pdd_prizes')
      .set({ entry_id: entry.entryId })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(
      tx.trx,
      {
        actorType: 'player',
        actorId: userId,
        action: 'invite.pdd_prize',
        subject: `pdd:${row.id}`,
        detail: { amount: minorToDecimal(row.prize_minor), entryId: entry.entryId },
        requestId,
      },
      tx.now,
    );
    const paid = { ...row, status: 'paid' as const, paid_at: tx.now };
    return {
      prize: prizeView(paid, progress, tx.now),
      paid: minorToNumber(row.prize_minor),
      balance: minorToNumber(entry.playerBalanceMinor ?? 0),
    };
  });
}
